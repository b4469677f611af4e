import type { DownAnswer, LineFlag } from "@down/common/schemas/messages";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { bubbleTime } from "../lib/format-time";
import type { TimelineItem } from "../lib/timeline";
import { DateCardView } from "./date-card";
import { LineSafety } from "./line-safety";
import { MessageBubble } from "./message-bubble";
import { QuestionCard } from "./question-card";

/** A line from them that the message check flagged, as a report needs it. */
export interface FlaggedLine {
  kind: "message" | "question";
  id: string;
  flag: LineFlag;
  text: string;
}

interface TimelineProps {
  items: TimelineItem[];
  me: string;
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  answering: boolean;
  onAnswer: (id: string, response: DownAnswer) => void;
  onRetry: (clientId: string) => void;
  /** One-tap Report under a flagged line they sent ("Does this bother you?", a scam tip). */
  onReport?: (line: FlaggedLine) => void;
  /** The message whose report is on its way. */
  reportingId?: string | null;
}

/**
 * The conversation, oldest at the top. Older pages load when the top comes near (and by a button, for
 * keyboards and screen readers); the parent scrolls in reverse, so adding them never moves what is read.
 */
export function Timeline({
  items,
  me,
  otherName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  answering,
  onAnswer,
  onRetry,
  onReport,
  reportingId = null,
}: TimelineProps) {
  const top = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const node = top.current;
    if (!node || !hasOlder || loadingOlder || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadOlder(), {
      rootMargin: "200px 0px 0px 0px",
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  // 'Seen' goes under my newest message only, the way people read receipts.
  const lastMine = items.findLast((i) => i.kind === "message" && i.message.senderId === me);

  return (
    // role="log": screen readers announce lines as they arrive, without moving focus.
    <div role="log" aria-label={`Conversation with ${otherName}`}>
      <ol className="flex flex-col gap-2.5">
        <li ref={top} className="flex justify-center">
          {hasOlder ? (
            <Button variant="ghost" size="sm" disabled={loadingOlder} onClick={onLoadOlder}>
              {loadingOlder ? "Loading..." : "Load earlier messages"}
            </Button>
          ) : null}
        </li>
        {items.map((item) => {
          if (item.kind === "date") {
            return (
              <li key={item.key} className="flex flex-col py-1">
                <DateCardView card={item.card} otherName={otherName} />
              </li>
            );
          }
          if (item.kind === "question") {
            return (
              <li key={item.key} className="flex flex-col">
                <QuestionCard
                  question={item.question}
                  me={me}
                  otherName={otherName}
                  answering={answering}
                  onAnswer={(r) => onAnswer(item.question.id, r)}
                />
                {item.question.senderId !== me && item.question.flag && onReport ? (
                  <LineSafety
                    flag={item.question.flag}
                    reporting={reportingId === item.question.id}
                    onReport={() =>
                      item.question.flag &&
                      onReport({
                        kind: "question",
                        id: item.question.id,
                        flag: item.question.flag,
                        text: item.question.questionText,
                      })
                    }
                  />
                ) : null}
              </li>
            );
          }
          if (item.kind === "pending") {
            const { entry } = item;
            const failed = entry.status === "failed";
            return (
              <li key={item.key} className="flex flex-col" data-testid="pending-message">
                <MessageBubble
                  mine
                  muted
                  footer={
                    failed ? (
                      <span className="flex items-center gap-2 text-destructive">
                        <span role="alert">{entry.error ?? "Not sent"}</span>
                        <Button
                          variant="link"
                          size="sm"
                          className="min-h-11 text-xs"
                          onClick={() => onRetry(entry.clientId)}
                        >
                          Retry
                        </Button>
                      </span>
                    ) : (
                      "Sending..."
                    )
                  }
                >
                  {entry.kind === "question" ? `Question: ${entry.text}` : entry.text}
                </MessageBubble>
              </li>
            );
          }
          const { message } = item;
          const mine = message.senderId === me;
          const receipt = item === lastMine ? (message.read ? "Seen" : "Sent") : null;
          return (
            <li key={item.key} className="flex flex-col">
              <MessageBubble
                mine={mine}
                footer={
                  <>
                    <time dateTime={message.createdAt}>{bubbleTime(message.createdAt)}</time>
                    {receipt ? <span data-testid="receipt"> · {receipt}</span> : null}
                  </>
                }
              >
                {message.content}
              </MessageBubble>
              {!mine && message.flag && onReport ? (
                <LineSafety
                  flag={message.flag}
                  reporting={reportingId === message.id}
                  onReport={() =>
                    message.flag &&
                    onReport({ kind: "message", id: message.id, flag: message.flag, text: message.content })
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
