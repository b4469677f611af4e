import { checkMessage } from "@down/common/message-check/check";
import {
  type LineFlag,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_DAY,
  SCAM_TIP_WINDOW,
} from "@down/common/schemas/messages";
import { DAY_MS } from "@down/common/time";
import type { Tx } from "../../db/client";
import { forbidden, messageFlagged, tooManyRequests } from "../../lib/app-error";
import { assertReady } from "../profiles/profiles.service";
import type { MessageDeps } from "./message-rows";
import * as repo from "./messages.repo";

/** A line someone writes in a chat: a message or a custom question. Both pass the same gate. */
export interface Line {
  kind: "message" | "question";
  senderId: string;
  receiverId: string;
  clientId: string | null;
  /** What was written, for the message check. */
  words: string;
  /** The sender saw "Are you sure?" and chose to send anyway. */
  confirmFlagged: boolean;
}

/**
 * The message check on a line that passed the rules (docs/product.md, "Message check"): a harmful line is
 * refused until the sender confirms it ("Are you sure?", nothing stored), and stored with its flag after;
 * a scam or off-app ask is stored, flagged for the receiver's safety tip while the conversation is young.
 * Judged after the gate, so someone who may not write here learns nothing from it.
 */
export async function flagOf(tx: Tx, line: Line): Promise<LineFlag | null> {
  const check = checkMessage(line.words);
  if (check.verdict === "harmful") {
    if (!line.confirmFlagged) throw messageFlagged(check.flagged);
    return "harmful";
  }
  if (check.verdict === "scam") {
    const young = (await repo.linesBetween(tx, line.senderId, line.receiverId, SCAM_TIP_WINDOW)) < SCAM_TIP_WINDOW;
    return young ? "scam" : null;
  }
  return null;
}

/**
 * The rules every line passes, judged on the gate read in one round trip: matched and not blocked, a
 * finished profile, and the per-sender caps, which messages and questions share (a question is a line
 * in the same chat, so it must not be a way around them).
 */
export async function admit(tx: Tx, deps: MessageDeps, line: Line, gate: repo.SendGate) {
  const limits = deps.limits ?? { perMinute: MESSAGES_PER_MINUTE, newPerDay: NEW_CONVERSATIONS_PER_DAY };
  // The same rule as assertCanTalk, read in the one round trip of the gate.
  if (!gate.matched || gate.blocked) throw forbidden("You can only message people you have matched with");
  assertReady({ name: gate.senderName, age: gate.senderAge });
  if (gate.sentSince >= limits.perMinute) {
    throw tooManyRequests(`You can send ${limits.perMinute} messages a minute. Please wait a moment.`);
  }
  if (
    !gate.talked &&
    (await repo.unansweredOpenedSince(tx, line.senderId, new Date(Date.now() - DAY_MS))) >= limits.newPerDay
  ) {
    throw tooManyRequests(
      `You have started ${limits.newPerDay} conversations today that haven't had a reply yet. Please try again tomorrow.`,
    );
  }
}

/**
 * The receiver's 'message' notification: one per sender a day, counting what they have not read yet, so a
 * chatty evening is one card ("Ana sent you 4 messages"), not forty.
 */
export function messageNotificationTitle(senderName: string | null, kind: Line["kind"], unreadBefore: number) {
  const name = senderName ?? "Your match";
  if (kind === "question" && unreadBefore === 0) return `${name} asked you a question`;
  const count = unreadBefore + 1;
  return count === 1 ? `${name} sent you a message` : `${name} sent you ${count} messages`;
}
