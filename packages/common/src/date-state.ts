import type { DateStatus, InviteStatus } from "./schemas/dates";

/**
 * The one state machine for invites and dates. The server asks it before every change (and answers with
 * its status and message); screens ask it which buttons to show, so the two can never disagree.
 *
 *   invite: pending → accepted (receiver) | declined (receiver) | cancelled (sender)
 *   date:   scheduled → completed (either person, once its time has passed) | cancelled (either person)
 *
 * Everything else is refused: 403 when the person is one of the two but not the one who may act, 409 when
 * the thing is no longer in a state that allows the change.
 */
export type Verdict = { ok: true } | { ok: false; status: 403 | 409; message: string };

const OK: Verdict = { ok: true };
const refuse = (status: 403 | 409, message: string): Verdict => ({ ok: false, status, message });

export type InviteTarget = Exclude<InviteStatus, "pending">;
export interface InviteState {
  status: InviteStatus;
  senderId: string;
  receiverId: string;
}

const INVITE_DONE: Record<Exclude<InviteStatus, "pending">, string> = {
  accepted: "This invite was already accepted",
  declined: "This invite was already declined",
  cancelled: "This invite was cancelled",
};

/** `actorId` must be the sender or the receiver (anyone else never learns the invite exists: 404 upstream). */
export function inviteTransition(invite: InviteState, actorId: string, to: InviteTarget): Verdict {
  if (invite.status !== "pending") return refuse(409, INVITE_DONE[invite.status]);
  if (to === "cancelled") {
    return actorId === invite.senderId ? OK : refuse(403, "Only the person who sent an invite can cancel it");
  }
  if (actorId !== invite.receiverId) {
    return refuse(403, `Only the person invited can ${to === "accepted" ? "accept" : "decline"} an invite`);
  }
  return OK;
}

export type DateTarget = Exclude<DateStatus, "scheduled">;
export interface DateState {
  status: DateStatus;
  scheduledAt: Date | null;
}

const DATE_DONE: Record<Exclude<DateStatus, "scheduled">, string> = {
  completed: "This date is already completed",
  cancelled: "This date was cancelled",
};

/** Either of the two people may act; the caller has checked that `actor` is one of them. */
export function dateTransition(date: DateState, to: DateTarget, now: Date = new Date()): Verdict {
  if (date.status !== "scheduled") return refuse(409, DATE_DONE[date.status]);
  if (to === "completed" && (date.scheduledAt === null || date.scheduledAt.getTime() > now.getTime())) {
    return refuse(409, "A date can be marked completed once its time has passed");
  }
  return OK;
}

/** Which actions a person has on an invite (for the buttons on My Dates). */
export function inviteActions(invite: InviteState, viewerId: string): InviteTarget[] {
  return (["accepted", "declined", "cancelled"] as const).filter((to) => inviteTransition(invite, viewerId, to).ok);
}

/** Which actions a person has on a date. */
export function dateActions(date: DateState, now: Date = new Date()): DateTarget[] {
  return (["completed", "cancelled"] as const).filter((to) => dateTransition(date, to, now).ok);
}

/** A review is possible on a completed date the person has not reviewed yet. */
export function canReview(date: { status: DateStatus }, alreadyReviewed: boolean): Verdict {
  if (date.status !== "completed") return refuse(409, "You can review a date once it is completed");
  if (alreadyReviewed) return refuse(409, "You have already reviewed this date");
  return OK;
}
