import { formatPhone, toE164 } from "@down/common/phone";
import {
  CHECK_IN_ANSWER_MS,
  type CheckInBody,
  type CheckInState,
  DATE_SHARE_LIFETIME_MS,
  DATE_SHARE_LINKS_MAX,
  DATE_SHARE_PATH,
  type DateShareLink,
  type DateShareStatus,
} from "@down/common/schemas/date-share";
import { PAST_TIME_GRACE_MS } from "@down/common/schemas/dates";
import type { SmsSender } from "../../adapters/sms";
import type { PhotoStorage } from "../../adapters/storage";
import type { Db, Tx } from "../../db/client";
import { badRequest, conflict, notFound, tooManyRequests } from "../../lib/app-error";
import { randomToken, sha256 } from "../../lib/crypto";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import { addNotifications, announce } from "../notifications/notifications.service";
import * as repo from "./date-shares.repo";
import * as dates from "./dates.repo";
import { otherOf } from "./dates.service";
import type { DatesDeps } from "./invites.service";

/** What the check-in job needs: the database, the bus, the SMS adapter, and the app's own origin for links. */
export interface CheckInDeps extends DatesDeps {
  sms: SmsSender;
  origin: string;
  /** How long "Are you OK?" waits for an answer (CHECK_IN_ANSWER_MS unless a browser journey shortens it). */
  answerMs?: number;
  /** Told of a contact's message that could not be sent (it is tried again next run). */
  onSendError?: (error: unknown) => void;
}

/** Shares looked at per job run; the rest wait a minute. */
const CHECK_INS_PER_RUN = 100;
/** A UTC offset as browsers send it (apps/web/src/lib/remember-time-zone.ts). */
const UTC_OFFSET = /^[+-](0\d|1[0-4]):[0-5]\d$/;

export const firstName = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] || "Someone";
const linkFor = (origin: string, token: string) => `${origin}${DATE_SHARE_PATH}${token}`;
const expiryOf = (scheduledAt: Date) => new Date(scheduledAt.getTime() + DATE_SHARE_LIFETIME_MS);

/**
 * The person's own date, locked, that may be shared now: scheduled, with a time, not a day past it
 * (404 for anyone but its two people or when they have blocked each other, as every date route).
 */
async function shareableDate(tx: Tx, userId: string, dateId: string, now: Date) {
  const row = await dates.findDateForUpdate(tx, dateId);
  if (!row || (row.userId1 !== userId && row.userId2 !== userId)) throw notFound("Date not found");
  if (await isHiddenEitherWay(tx, userId, otherOf(row, userId))) throw notFound("Date not found");
  if (row.status !== "scheduled" || !row.scheduledAt) throw conflict("Only a scheduled date can be shared");
  const expiresAt = expiryOf(row.scheduledAt);
  if (expiresAt <= now) throw conflict("This date is over");
  return { row, expiresAt };
}

/**
 * POST /api/dates/{id}/share: a new read-only link. Only its hash is stored, so each call makes another link
 * to the same share (the first call creates the share: `created`).
 */
export async function shareDate(
  db: Db,
  userId: string,
  dateId: string,
  origin: string,
  utcOffset: string | undefined,
  now = new Date(),
): Promise<DateShareLink & { created: boolean }> {
  return db.transaction(async (tx) => {
    const { expiresAt } = await shareableDate(tx, userId, dateId, now);
    const { share, created } = await repo.ensureShareForUpdate(tx, dateId, userId, expiresAt);
    if ((await repo.linkCount(tx, share.id)) >= DATE_SHARE_LINKS_MAX) {
      throw tooManyRequests("This date has been shared many times. Stop sharing to start over.");
    }
    if (utcOffset && UTC_OFFSET.test(utcOffset)) await repo.setUtcOffset(tx, share.id, utcOffset);
    const token = randomToken();
    await repo.addLink(tx, share.id, sha256(token));
    return { url: linkFor(origin, token), expiresAt: share.expiresAt.toISOString(), created };
  });
}

/** DELETE /api/dates/{id}/share: the share, its links and the contact's number are gone at once. */
export async function revokeShare(db: Db, userId: string, dateId: string): Promise<void> {
  await ownDateOrThrow(db, userId, dateId);
  await repo.deleteShare(db, dateId, userId);
}

async function ownDateOrThrow(db: Db | Tx, userId: string, dateId: string) {
  const row = await dates.findDate(db, dateId);
  if (!row || (row.userId1 !== userId && row.userId2 !== userId)) throw notFound("Date not found");
  if (await isHiddenEitherWay(db, userId, otherOf(row, userId))) throw notFound("Date not found");
  return row;
}

function checkInState(share: repo.DateShareRow): CheckInState {
  if (share.alertedAt) return "alerted";
  if (share.okAt) return "ok";
  if (share.askedAt) return "asked";
  return "waiting";
}

/** GET /api/dates/{id}/share: whether the person shares this date, and their check-in. */
export async function shareStatus(db: Db, userId: string, dateId: string): Promise<DateShareStatus> {
  await ownDateOrThrow(db, userId, dateId);
  const share = await repo.findShare(db, dateId, userId);
  if (!share) return { shared: false, expiresAt: null, checkIn: null };
  return {
    shared: true,
    expiresAt: share.expiresAt.toISOString(),
    checkIn:
      share.contactPhone && share.checkInAt
        ? {
            contactPhone: formatPhone(share.contactPhone),
            at: share.checkInAt.toISOString(),
            state: checkInState(share),
            devMessage: share.devAlertText,
          }
        : null,
  };
}

/** PUT /api/dates/{id}/check-in: the trusted contact and when to ask "Are you OK?" (between now and the share's end). */
export async function setCheckIn(
  db: Db,
  userId: string,
  dateId: string,
  body: CheckInBody,
  now = new Date(),
): Promise<DateShareStatus> {
  const phone = toE164(body.contactPhone);
  if (!phone) throw badRequest("Please enter a valid phone number");
  const at = new Date(body.at);
  await db.transaction(async (tx) => {
    const { expiresAt } = await shareableDate(tx, userId, dateId, now);
    if (at.getTime() < now.getTime() - PAST_TIME_GRACE_MS) throw badRequest("Please choose a time in the future");
    if (at >= expiresAt) throw badRequest("Please choose a time before the share ends, a day after the date");
    const { share } = await repo.ensureShareForUpdate(tx, dateId, userId, expiresAt);
    // One message per date: a check-in that texted the contact cannot be set again (nor used to text others).
    if (share.alertedAt) throw conflict("Your contact has already been sent the message for this date");
    await repo.setCheckIn(tx, share.id, phone, at);
  });
  return shareStatus(db, userId, dateId);
}

/** DELETE /api/dates/{id}/check-in: no question, no message, and the contact's number deleted. */
export async function clearCheckIn(db: Db, userId: string, dateId: string): Promise<void> {
  await ownDateOrThrow(db, userId, dateId);
  await repo.clearCheckIn(db, dateId, userId);
}

/** POST /api/dates/{id}/check-in/ok: "I'm OK" — the contact gets no message. */
export async function answerOk(db: Db, userId: string, dateId: string, now = new Date()): Promise<DateShareStatus> {
  await ownDateOrThrow(db, userId, dateId);
  const share = await repo.findShare(db, dateId, userId);
  if (!share?.checkInAt) throw notFound("No check-in on this date");
  if (share.alertedAt) throw conflict("Your contact has already been sent the message");
  await repo.markOk(db, share.id, now);
  return shareStatus(db, userId, dateId);
}

/** The contact's message: who, why, and the link (nothing else about anyone). */
export function contactMessage(sharerFirstName: string, url: string): string {
  return `DOWN check-in: ${sharerFirstName} asked us to text you if they did not answer "Are you OK?" during their date. They have not answered for 30 minutes. Their date: ${url}`;
}

/**
 * The check-in job (decision 023), every minute in every process: deletes ended shares (and with them the
 * contacts' numbers), asks "Are you OK?" when a check-in is due, and texts the contact when the question has
 * gone unanswered for CHECK_IN_ANSWER_MS. Each step claims its rows with SKIP LOCKED in the transaction that
 * records it, so a restart or a second instance sends nothing twice and loses nothing.
 */
export async function runCheckIns(deps: CheckInDeps, now = new Date()): Promise<{ asked: number; alerted: number }> {
  await repo.deleteEnded(deps.db, now);
  const asked = await deps.db.transaction(async (tx) => {
    const due = await repo.claimDueQuestions(tx, now, CHECK_INS_PER_RUN);
    const notes = await addNotifications(
      tx,
      due.map((share) => ({
        userId: share.userId,
        type: "date" as const,
        title: "Are you OK?",
        body: "Your date check-in: tap I'm OK on the date in My Dates, or we text your trusted contact in 30 minutes.",
      })),
    );
    return { due, notes };
  });
  await announce(deps.bus, asked.notes);
  for (const share of asked.due) {
    await deps.bus.publish(share.userId, { type: "date", action: "reminder", dateEventId: share.dateEventId });
  }
  let alerted = 0;
  const askedBefore = new Date(now.getTime() - (deps.answerMs ?? CHECK_IN_ANSWER_MS));
  // A send that fails leaves its row unclaimed for the next run; within this run it is passed over, so one
  // unreachable number holds up no one else's message.
  const failed: string[] = [];
  for (let i = 0; i < CHECK_INS_PER_RUN; i++) {
    const sent = await deps.db
      .transaction(async (tx) => {
        const share = await repo.claimUnanswered(tx, askedBefore, failed);
        if (!share?.contactPhone) return null;
        const token = randomToken();
        await repo.addLink(tx, share.id, sha256(token));
        const me = await dates.people(tx, [share.userId]);
        const text = contactMessage(firstName(me.get(share.userId)?.name), linkFor(deps.origin, token));
        // Sent before the claim commits: a failed send rolls the claim back and the next run tries again.
        try {
          await deps.sms.send(share.contactPhone, text);
        } catch (error) {
          failed.push(share.id);
          throw error;
        }
        await repo.markAlerted(tx, share.id, now, deps.sms.kind === "dev" ? text : null);
        const notes = await addNotifications(tx, [
          {
            userId: share.userId,
            type: "date",
            title: "We texted your trusted contact",
            body: "You did not answer the check-in, so your contact was sent your date's link.",
          },
        ]);
        return { share, notes };
      })
      .catch((error: unknown) => {
        deps.onSendError?.(error);
        return "failed" as const;
      });
    if (sent === "failed") continue;
    if (!sent) break;
    alerted++;
    await announce(deps.bus, sent.notes);
    await deps.bus.publish(sent.share.userId, {
      type: "date",
      action: "reminder",
      dateEventId: sent.share.dateEventId,
    });
  }
  return { asked: asked.due.length, alerted };
}

/** The page behind a link, or null (unknown, revoked, ended, the date no longer on, or the two blocked). */
export async function sharedPage(db: Db, storage: PhotoStorage, token: string, now = new Date()) {
  const found = await repo.shareByTokenHash(db, sha256(token));
  if (!found) return null;
  const { share, date } = found;
  if (share.expiresAt <= now || date.status !== "scheduled" || !date.scheduledAt) return null;
  const matchId = otherOf(date, share.userId);
  if (await isHiddenEitherWay(db, share.userId, matchId)) return null;
  const [sharer, match] = await Promise.all([repo.pagePerson(db, share.userId), repo.pagePerson(db, matchId)]);
  return {
    sharerFirstName: firstName(sharer?.name),
    match: {
      firstName: firstName(match?.name),
      age: match?.age ?? null,
      photo: match?.photo ? await photoForPage(storage, match.photo) : null,
    },
    place: date.location,
    at: date.scheduledAt,
    utcOffset: share.utcOffset,
  };
}

const STORED_PHOTO = /\/([a-f0-9-]{36})\.webp$/;
/** The generated demo portraits are served by this app and name no one's profile. */
const DEMO_PORTRAIT = /^\/media\/avatars\/[a-z0-9-]+\/[A-Za-z0-9._-]+$/;

/**
 * The photo as the page shows it: a stored photo inlined (its thumbnail as a data: URL), so the page holds
 * no address of DOWN's that leads anywhere; a demo portrait by its own path; anything else left out.
 */
async function photoForPage(storage: PhotoStorage, url: string): Promise<string | null> {
  const id = STORED_PHOTO.exec(url)?.[1];
  if (id) {
    const bytes = (await storage.read(`${id}-480.webp`)) ?? (await storage.read(`${id}.webp`));
    return bytes ? `data:image/webp;base64,${bytes.toString("base64")}` : null;
  }
  return DEMO_PORTRAIT.test(url) ? url : null;
}
