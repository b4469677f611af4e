import { inviteTransition } from "@down/common/date-state";
import {
  DATE_TYPE_LABELS,
  INVITES_PER_DAY,
  type Invite,
  type InviteBody,
  type InvitePatch,
  PAST_TIME_GRACE_MS,
} from "@down/common/schemas/dates";
import { DAY_MS } from "@down/common/time";
import type { Db } from "../../db/client";
import { transactionInTurn } from "../../db/in-turn";
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from "../../lib/app-error";
import type { EventBus } from "../../realtime/bus";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import * as matches from "../matches/matches.service";
import { addNotifications, announce, type NewNotification } from "../notifications/notifications.service";
import { publishToBoth } from "./dates.events";
import * as repo from "./dates.repo";

export interface DatesDeps {
  db: Db;
  bus: EventBus;
}

/** Invites listed at once; the pair rule and the daily limit keep real lists far below this. */
export const INVITES_LIST_MAX = 200;

const firstName = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || "Someone";

function isPast(at: Date, now = Date.now()) {
  return at.getTime() < now - PAST_TIME_GRACE_MS;
}

export function toInvite(
  row: repo.InviteRow,
  viewerId: string,
  other: { name: string | null; photo: string | null } | undefined,
  dateEventId: string | null,
): Invite {
  const otherId = row.senderId === viewerId ? row.receiverId : row.senderId;
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    matchId: row.matchId,
    dateType: row.dateType,
    proposedDateTime: row.proposedDateTime?.toISOString() ?? null,
    proposedLocation: row.proposedLocation,
    message: row.message,
    status: row.status,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    direction: row.senderId === viewerId ? "sent" : "received",
    other: { id: otherId, name: other?.name ?? null, photo: other?.photo ?? null },
    dateEventId,
  };
}

type ParsedInvite = Omit<InviteBody, "message" | "proposedLocation" | "proposedDateTime"> & {
  message: string | null;
  proposedLocation: string | null;
  proposedDateTime: string | null;
};

/** A pending invite from the sender to one of their matches. */
export async function sendInvite(deps: DatesDeps, body: ParsedInvite): Promise<Invite> {
  const { senderId, receiverId } = body;
  if (senderId === receiverId) throw badRequest("You can't invite yourself");
  const at = body.proposedDateTime ? new Date(body.proposedDateTime) : null;
  if (at && isPast(at)) throw badRequest("Please choose a time that is not in the past");
  // Blocked either way, or no such person: the same 404, so a block is not revealed.
  const target = await matches.findTarget(deps.db, receiverId);
  if (!target || (await isHiddenEitherWay(deps.db, senderId, receiverId))) throw notFound("User not found");

  const { row, notes } = await transactionInTurn(deps.db, `invites:${senderId}`, async (tx) => {
    // The sender's lock, then the pair's (the one order, docs/decisions/020-rules-that-read-then-write-take-a-lock.md):
    // parallel invites to different matches cannot all pass the daily count, two to the same person cannot
    // both find "no pending invite", and an unmatch or block that has answered leaves no invite behind it.
    await matches.lockPair(tx, senderId, receiverId);
    const match = await matches.findRequestRow(tx, senderId, receiverId);
    if (match?.status !== "matched") throw forbidden("You can only invite people you have matched with");
    const reverse = await matches.findRequestRow(tx, receiverId, senderId);
    if (body.matchId && body.matchId !== match.id && body.matchId !== reverse?.id) {
      throw badRequest("matchId is not your match with this person");
    }
    if (await repo.findPendingInvite(tx, senderId, receiverId)) {
      throw conflict(`You already have a pending invite to ${firstName(target.name)}`);
    }
    if ((await repo.invitesSentSince(tx, senderId, new Date(Date.now() - DAY_MS))) >= INVITES_PER_DAY) {
      throw tooManyRequests("You have sent a lot of invites today. Please try again tomorrow.");
    }
    const inserted = await repo.insertInvite(tx, {
      senderId,
      receiverId,
      matchId: match.id,
      dateType: body.dateType,
      proposedDateTime: at,
      proposedLocation: body.proposedLocation,
      message: body.message,
    });
    const sender = (await repo.people(tx, [senderId])).get(senderId);
    const note: NewNotification = {
      userId: receiverId,
      type: "invite",
      actorId: senderId,
      title: "New date invite",
      body: `${firstName(sender?.name)} invited you on a ${DATE_TYPE_LABELS[body.dateType]}`,
    };
    return { row: inserted, notes: await addNotifications(tx, [note]) };
  });
  await announce(deps.bus, notes);
  await publishToBoth(deps.bus, [senderId, receiverId], {
    type: "invite",
    action: "sent",
    inviteId: row.id,
    dateEventId: null,
  });
  return toInvite(row, senderId, { name: target.name, photo: null }, null);
}

/** Sent and received invites, newest first, each marked which. */
export async function listInvites(db: Db, userId: string): Promise<Invite[]> {
  const rows = await repo.listInvites(db, userId, INVITES_LIST_MAX);
  const others = await repo.people(
    db,
    rows.map(({ invite }) => (invite.senderId === userId ? invite.receiverId : invite.senderId)),
  );
  return rows.map(({ invite, dateEventId }) =>
    toInvite(invite, userId, others.get(invite.senderId === userId ? invite.receiverId : invite.senderId), dateEventId),
  );
}

/**
 * Accept (→ a scheduled date at the proposed or the receiver's time and place), decline, or cancel. The
 * state machine decides; the invite row is locked so two answers cannot both win.
 */
export async function answerInvite(deps: DatesDeps, userId: string, id: string, patch: InvitePatch): Promise<Invite> {
  const result = await deps.db.transaction(async (tx) => {
    // The pair's lock before the invite's row (a block ends the pair, which touches the pair's invites, in
    // that order): a block that has answered leaves no date accepted behind it
    // (docs/decisions/020-rules-that-read-then-write-take-a-lock.md). An invite's two people never change.
    const unlocked = await repo.findInvite(tx, id);
    if (!unlocked || (unlocked.senderId !== userId && unlocked.receiverId !== userId)) {
      throw notFound("Invite not found");
    }
    await matches.lockPair(tx, unlocked.senderId, unlocked.receiverId);
    const invite = await repo.findInviteForUpdate(tx, id);
    if (!invite) throw notFound("Invite not found");
    const otherId = invite.senderId === userId ? invite.receiverId : invite.senderId;
    if (await isHiddenEitherWay(tx, userId, otherId)) throw notFound("Invite not found");
    const verdict = inviteTransition(invite, userId, patch.status);
    if (!verdict.ok)
      throw new AppError(verdict.status, verdict.status === 403 ? "forbidden" : "conflict", verdict.message);

    let dateEventId: string | null = null;
    if (patch.status === "accepted") {
      const at = patch.scheduledAt ? new Date(patch.scheduledAt) : invite.proposedDateTime;
      if (!at) throw badRequest("This invite has no time yet: please choose one when accepting");
      if (isPast(at)) {
        throw conflict(
          patch.scheduledAt
            ? "Please choose a time that is not in the past"
            : "This invite's time has passed: please choose a new time",
        );
      }
      const date = await repo.insertDateEvent(tx, {
        inviteId: invite.id,
        userId1: invite.senderId,
        userId2: invite.receiverId,
        dateType: invite.dateType,
        scheduledAt: at,
        location: invite.proposedLocation,
      });
      dateEventId = date.id;
    }
    const updated = await repo.setInviteStatus(tx, invite.id, patch.status, new Date());
    const names = await repo.people(tx, [userId, otherId]);
    const me = firstName(names.get(userId)?.name);
    const label = DATE_TYPE_LABELS[invite.dateType];
    const words = {
      accepted: { title: "Invite accepted", body: `${me} accepted your ${label} invite` },
      declined: { title: "Invite declined", body: `${me} declined your ${label} invite` },
      cancelled: { title: "Invite cancelled", body: `${me} cancelled their ${label} invite` },
    }[patch.status];
    const notes = await addNotifications(tx, [
      { userId: otherId, type: "invite", actorId: userId, title: words.title, body: words.body },
    ]);
    return { invite: toInvite(updated, userId, names.get(otherId), dateEventId), notes, otherId };
  });
  await announce(deps.bus, result.notes);
  await publishToBoth(deps.bus, [userId, result.otherId], {
    type: "invite",
    action: patch.status,
    inviteId: id,
    dateEventId: result.invite.dateEventId,
  });
  return result.invite;
}
