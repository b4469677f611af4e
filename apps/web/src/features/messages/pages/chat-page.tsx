import { TYPING_EVERY_MS } from "@down/common/schemas/realtime-events";
import { REPORT_DETAILS_MAX } from "@down/common/schemas/safety";
import { CalendarHeart, MessageCircle, UserRound } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { LazyFinishProfileDialog } from "@/components/finish-profile/lazy-finish-profile-dialog";
import { LazyInviteDialog } from "@/components/invite-dialog/lazy-invite-dialog";
import { Page } from "@/components/page/page";
import { SafetyMenu, useReport } from "@/components/safety-menu";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { toast } from "@/lib/lazy-toast";
import type { OutboxEntry } from "@/lib/realtime/outbox";
import { useRealtime } from "@/lib/realtime/realtime-provider";
import { setViewingChat } from "@/lib/realtime/viewing";
import { isUnavailable } from "@/lib/unavailable";
import { useAnswerQuestion } from "../api/answer-question";
import { useChatMessages } from "../api/get-chat-messages";
import { useChatPerson } from "../api/get-chat-person";
import { useCustomQuestions } from "../api/get-custom-questions";
import { useOpeners } from "../api/get-openers";
import { usePairDates } from "../api/get-pair-dates";
import { useMarkRead } from "../api/mark-read";
import { useSendLine } from "../api/send-line";
import { AreYouSureDialog } from "../components/are-you-sure-dialog";
import { ChatHeading } from "../components/chat-heading";
import { Composer, type ComposerHandle, type ComposerMode } from "../components/composer";
import { OpenerChoices } from "../components/openers";
import { type FlaggedLine, Timeline } from "../components/timeline";
import { TypingIndicator } from "../components/typing-indicator";
import { buildTimeline, dateCards } from "../lib/timeline";

function TimelineSkeleton() {
  return (
    <div role="status" aria-label="Loading messages..." className="flex flex-col gap-3 py-4">
      <Skeleton className="h-10 w-48 self-start rounded-3xl" />
      <Skeleton className="h-10 w-56 self-end rounded-3xl" />
      <Skeleton className="h-16 w-60 self-start rounded-3xl" />
      <Skeleton className="h-10 w-40 self-end rounded-3xl" />
    </div>
  );
}

/** The server's code for a line the message check flagged and the sender has not confirmed. */
const MESSAGE_FLAGGED = "message_flagged";

/** The server's code when a line is refused for a profile without a name or an adult age. */
const PROFILE_INCOMPLETE = "profile_incomplete";
const refusedForProfile = (entry: OutboxEntry) => entry.status === "failed" && entry.errorCode === PROFILE_INCOMPLETE;

/**
 * A line refused because the sender's profile is unfinished is not a failure to show: the finish-profile
 * step opens over the chat and, once saved, sends the line again. Meanwhile the line reads as on its way;
 * only if the person closes the step does it show as failed, with Retry (which asks again).
 */
function useFinishProfileStep(pending: readonly OutboxEntry[], retry: (clientId: string) => Promise<void>) {
  const [open, setOpen] = useState(false);
  const refused = pending.filter(refusedForProfile);
  const refusedIds = refused.map((e) => e.clientId).join(",");
  const known = useRef(new Set<string>());
  useEffect(() => {
    // Each new refusal opens the step once: a first send, or a Retry refused again (it left the set while
    // it was sending).
    const now = new Set(refusedIds ? refusedIds.split(",") : []);
    const fresh = [...now].some((id) => !known.current.has(id));
    known.current = now;
    if (fresh) setOpen(true);
  }, [refusedIds]);
  const shown = open
    ? pending.map((e) => (refusedForProfile(e) ? { ...e, status: "sending" as const, error: null } : e))
    : pending;
  const resend = () => {
    // Oldest first, so the lines land in the order they were written.
    void (async () => {
      for (const entry of refused) await retry(entry.clientId);
    })();
  };
  return { open, setOpen, shown, resend };
}

function Chat({ otherId }: { otherId: string }) {
  const me = useCurrentUser().id;
  const person = useChatPerson(otherId);
  const messages = useChatMessages(me, otherId);
  const questions = useCustomQuestions(me, otherId);
  const markRead = useMarkRead(me, otherId);
  const answer = useAnswerQuestion(me);
  const { pending, send, retry, confirm, discard } = useSendLine(me, otherId);
  const pairDates = usePairDates(me);
  const finishing = useFinishProfileStep(pending, retry);
  // "Are you sure?": a line the message check flagged waits, unsent, for the sender's choice (docs/product.md).
  const flagged = pending.find((e) => e.status === "failed" && e.errorCode === MESSAGE_FLAGGED) ?? null;
  const report = useReport();
  const [reportingId, setReportingId] = useState<string | null>(null);
  const { sendTyping } = useRealtime();
  const lastTyping = useRef(0);
  const name = person.data?.name ?? "Them";
  const [inviting, setInviting] = useState(false);
  const [, navigate] = useLocation();
  const composer = useRef<ComposerHandle>(null);
  /** The one path every line takes from the composer to the outbox: wrap it to check a line before it goes. */
  const sendLine = useCallback(
    (mode: ComposerMode, text: string) => void send(mode === "question" ? "question" : "message", text),
    [send],
  );

  useEffect(() => {
    setViewingChat(otherId);
    return () => setViewingChat(null);
  }, [otherId]);

  const messageItems = useMemo(() => messages.data?.pages.flatMap((p) => p.items) ?? [], [messages.data]);
  const questionItems = useMemo(() => questions.data?.pages.flatMap((p) => p.items) ?? [], [questions.data]);

  // Opening the chat reads it, and so does every message that arrives while it is on screen.
  const unreadFromThem = messageItems.filter((m) => m.senderId === otherId && !m.read).length;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (!messages.isSuccess || unreadFromThem === 0) return;
    if (document.visibilityState !== "hidden") {
      read();
      return;
    }
    // Arrived while the tab was in the background: read when the person comes back to it.
    const onVisible = () => {
      if (document.visibilityState !== "hidden") read();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [messages.isSuccess, unreadFromThem, read]);

  const onTyping = useCallback(() => {
    if (Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    sendTyping(otherId);
  }, [sendTyping, otherId]);

  const { fetchNextPage: olderMessages, hasNextPage: moreMessages, isFetchingNextPage: fetchingMessages } = messages;
  const {
    fetchNextPage: olderQuestions,
    hasNextPage: moreQuestions,
    isFetchingNextPage: fetchingQuestions,
  } = questions;
  const loadOlder = useCallback(() => {
    if (moreMessages && !fetchingMessages) void olderMessages();
    if (moreQuestions && !fetchingQuestions) void olderQuestions();
  }, [moreMessages, fetchingMessages, olderMessages, moreQuestions, fetchingQuestions, olderQuestions]);

  const oldest = <T extends { createdAt: string }>(items: T[], more: boolean) =>
    more && items.length > 0 ? (items.reduce((a, b) => (a.createdAt < b.createdAt ? a : b)).createdAt ?? null) : null;
  const items = buildTimeline(
    { items: messageItems, oldestLoaded: oldest(messageItems, moreMessages) },
    { items: questionItems, oldestLoaded: oldest(questionItems, moreQuestions) },
    // A flagged line is in the "Are you sure?" dialog, not in the conversation: it was never sent.
    finishing.shown.filter((e) => e.errorCode !== MESSAGE_FLAGGED),
    // Invites and what became of them, as cards among the lines (docs/product.md#chat).
    dateCards(pairDates.invites, pairDates.dates, otherId),
  );
  const empty = messages.isSuccess && questions.isSuccess && items.length === 0;
  const openers = useOpeners(me, otherId, empty);

  // "Does this bother you?" and the scam tip: one tap files the report with the message, which also blocks.
  const reportLine = (line: FlaggedLine) => {
    setReportingId(line.id);
    report.mutate(
      {
        reportedUserId: otherId,
        reason: line.flag === "scam" ? "scam-or-spam" : "harassment",
        // A message is attached by id; a custom question, which a report cannot name, by its words.
        ...(line.kind === "message"
          ? { messageId: line.id }
          : { details: `Custom question: ${line.text}`.slice(0, REPORT_DETAILS_MAX) }),
      },
      {
        onSuccess: () => {
          toast.success("Reported", { description: "Thanks for telling us. Our moderators will look at it." });
          navigate("/messages", { replace: true });
        },
        onError: () => toast.error("Error", { description: "Failed to send the report. Please try again." }),
        onSettled: () => setReportingId(null),
      },
    );
  };

  // Missing, hidden (blocked, banned, deleted) or never matched: not a connection problem (lib/unavailable.ts).
  const refused = [person.error, messages.error, questions.error].some(isUnavailable);

  return (
    <Page
      title={refused ? "CONVERSATION" : name}
      back
      links={false}
      // Nobody to name: the header's placeholder for a name would wait for ever.
      heading={refused ? undefined : <ChatHeading otherId={otherId} person={person.data} />}
      actions={
        // One ⋯ menu, so the header keeps its width for the whole name (docs/product.md#chat); nothing to offer
        // about someone who isn't there.
        refused ? undefined : (
          <SafetyMenu
            userId={otherId}
            name={person.data?.name ?? null}
            leaveTo="/messages"
            items={[
              { label: "Invite on a Date", icon: CalendarHeart, onSelect: () => setInviting(true) },
              { label: "View profile", icon: UserRound, onSelect: () => navigate(`/profile/${otherId}`) },
            ]}
          />
        )
      }
      // Full screen (no tab bar): the timeline scrolls inside, the composer sits on the bottom edge.
      // (4rem + 1px: the header's height and its bottom border, so the page never scrolls by a pixel.)
      className="h-[calc(100dvh-4rem-1px-env(safe-area-inset-top))] min-h-72 gap-0 px-0 pt-0 pb-0"
    >
      {refused ? (
        <>
          <div className="flex min-h-0 flex-1 flex-col justify-center px-4 pt-5">
            <EmptyState
              icon={MessageCircle}
              title="This conversation isn't available"
              description="You can only message people you've matched with. They may have unmatched, or left DOWN."
              action={
                <Link href="/messages" className={buttonVariants({ variant: "outline" })}>
                  Back to Messages
                </Link>
              }
            />
          </div>
          <Composer onSend={() => {}} onTyping={() => {}} disabled />
        </>
      ) : (
        <>
          <div className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto overscroll-contain px-4 pt-3">
            <TypingIndicator otherId={otherId} name={name.split(" ")[0] ?? name} />
            {messages.isPending || questions.isPending ? (
              <TimelineSkeleton />
            ) : messages.isError || questions.isError ? (
              <EmptyState
                icon={MessageCircle}
                title="Couldn't load this conversation"
                description="Check your connection and try again."
              />
            ) : items.length === 0 ? (
              <div className="my-auto flex flex-col gap-4">
                <EmptyState
                  icon={MessageCircle}
                  title="Say hello"
                  description={`Send ${name.split(" ")[0] ?? name} a message or ask a custom question.`}
                />
                <OpenerChoices openers={openers.data?.items ?? []} onPick={(text) => composer.current?.fill(text)} />
              </div>
            ) : (
              <Timeline
                items={items}
                me={me}
                otherName={name}
                hasOlder={Boolean(moreMessages || moreQuestions)}
                loadingOlder={fetchingMessages || fetchingQuestions}
                onLoadOlder={loadOlder}
                answering={answer.isPending}
                onAnswer={(id, response) => answer.mutate({ id, response })}
                onRetry={(clientId) => void retry(clientId)}
                onReport={reportLine}
                reportingId={reportingId}
              />
            )}
          </div>
          <Composer handle={composer} onSend={sendLine} onTyping={onTyping} />
          <AreYouSureDialog
            entry={flagged}
            otherName={name}
            onEdit={(entry) => {
              discard(entry.clientId);
              composer.current?.fill(entry.text, entry.kind === "question" ? "question" : "text");
            }}
            onSendAnyway={(entry) => void confirm(entry.clientId)}
          />
          <LazyInviteDialog open={inviting} onOpenChange={setInviting} otherUser={{ id: otherId, name }} />
          <LazyFinishProfileDialog
            open={finishing.open}
            onOpenChange={finishing.setOpen}
            purpose="send messages"
            onDone={finishing.resend}
          />
        </>
      )}
    </Page>
  );
}

export function ChatPage() {
  const { id } = useParams<{ id: string }>();
  return <Chat key={id} otherId={id} />;
}
