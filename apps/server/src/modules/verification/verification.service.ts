import { randomInt, randomUUID } from "node:crypto";
import {
  SELFIE_LINK_SECONDS,
  VERIFICATION_ATTEMPTS_PER_DAY,
  VERIFICATION_POSE_MINUTES,
  VERIFICATION_POSES,
  type VerificationDecision,
  type VerificationPoseId,
  type VerificationQueueItem,
  type VerificationState,
} from "@down/common/schemas/verification";
import { DAY_MS } from "@down/common/time";
import { overThresholdWithin, type PhotoScreener } from "../../adapters/photo-screener";
import type { PhotoStorage } from "../../adapters/storage";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { transactionInTurn } from "../../db/in-turn";
import { AppError, badRequest, notFound, tooManyRequests } from "../../lib/app-error";
import { normalizePhoto } from "../../lib/photo-image";
import type { MatchingIndex } from "../../matching/matching-index";
import type { EventBus } from "../../realtime/bus";
import { imageDecodes, useAllowance } from "../allowances/allowances.service";
import { addNotifications, announce } from "../notifications/notifications.service";
import * as repo from "./verification.repo";

export interface VerificationDeps {
  db: Db;
  storage: PhotoStorage;
  bus: EventBus;
  matchingIndex: MatchingIndex;
  photoScreener: PhotoScreener;
}

export const SELFIE_FLAGGED_MESSAGE =
  "Our photo check can't use this selfie. Please take another of your face and shoulders, copying the pose.";

const POSE_MS = VERIFICATION_POSE_MINUTES * 60 * 1000;
const poseOf = (id: string) => VERIFICATION_POSES.find((p) => p.id === id) ?? VERIFICATION_POSES[0];
const randomPose = () => VERIFICATION_POSES[randomInt(VERIFICATION_POSES.length)]!;
/** The pose after `used`: never the same one, so a selfie that was sent cannot be sent again. */
const poseAfter = (used: string) => {
  const others = VERIFICATION_POSES.filter((p) => p.id !== used);
  return others[randomInt(others.length)]!;
};

export async function stateOf(db: Db, userId: string, canReview = false): Promise<VerificationState> {
  const [latest, used] = await Promise.all([
    repo.latestAttempt(db, userId),
    repo.attemptsSince(db, userId, new Date(Date.now() - DAY_MS)),
  ]);
  const status = !latest ? "none" : latest.status === "superseded" ? "none" : latest.status;
  const issued = await repo.issuePose(db, userId, randomPose().id, new Date(Date.now() - POSE_MS));
  const pose = poseOf(issued?.pose ?? "");
  return {
    status,
    reason: status === "rejected" ? (latest?.reason ?? null) : null,
    pose: { id: pose.id, instruction: pose.instruction },
    attemptsLeft: Math.max(0, VERIFICATION_ATTEMPTS_PER_DAY - used),
    canReview,
  };
}

/**
 * Stores the selfie privately (normalized like photos, so no EXIF or location leaves the phone) and
 * queues it; at most VERIFICATION_ATTEMPTS_PER_DAY a day, counted under a per-user lock. The pose must be
 * the one handed out (and still fresh); it is used up by the attempt, and the next one gets another pose.
 * Every check comes before the decode, and the decode uses one of the person's hourly image decodes
 * (allowances.service imageDecodes; issue 23, finding 9), so refused attempts cost no decoding.
 */
export async function submitSelfie(
  deps: VerificationDeps & { config: Pick<AppConfig, "limits"> },
  userId: string,
  pose: VerificationPoseId,
  upload: Buffer,
  canReview = false,
): Promise<VerificationState> {
  const key = `${randomUUID()}.webp`;
  const since = new Date(Date.now() - DAY_MS);
  // The day's cap, the pose, the decode allowance and the pose's use in one transaction under the person's
  // lock, before any decode: of N identical selfies sent at once (a double tap, a retried upload) one passes,
  // and the others find its pose used and cost no decode and no allowance (docs/decisions/020-rules-that-
  // read-then-write-take-a-lock.md; test/security/parallel-routes.test.ts). A selfie that then fails to decode
  // has used its pose as well: the card reloads the pose on a refusal.
  await transactionInTurn(deps.db, `verification:${userId}`, async (tx) => {
    if ((await repo.attemptsSince(tx, userId, since)) >= VERIFICATION_ATTEMPTS_PER_DAY) throw limitReached();
    checkPose(await repo.issuedPose(tx, userId), pose);
    await useAllowance(tx, userId, imageDecodes(deps.config.limits.uploadsPerHour));
    await repo.usePose(tx, userId, poseAfter(pose).id);
  });
  const { full } = await normalizePhoto(upload);
  // Every photo that enters DOWN passes the nudity screen (docs/decisions/026-photo-screening.md); a flagged
  // selfie is not stored at all. Without a score in 10 s it is kept: a moderator sees every selfie anyway.
  if (await overThresholdWithin(deps.photoScreener, full, 10_000)) {
    throw new AppError(422, "selfie_flagged", SELFIE_FLAGGED_MESSAGE);
  }
  await deps.storage.putPrivate(key, full, "image/webp");
  let replaced: string[];
  try {
    replaced = await transactionInTurn(deps.db, `verification:${userId}`, async (tx) => {
      // Counted again: another pose's selfie may have been stored while this one decoded.
      if ((await repo.attemptsSince(tx, userId, since)) >= VERIFICATION_ATTEMPTS_PER_DAY) throw limitReached();
      return (await repo.insertAttempt(tx, userId, pose, key)).replaced;
    });
  } catch (error) {
    await deps.storage.deletePrivate(key);
    throw error;
  }
  await Promise.all(replaced.map((old) => deps.storage.deletePrivate(old)));
  return stateOf(deps.db, userId, canReview);
}

function checkPose(issued: { pose: string; issuedAt: Date } | undefined, sent: VerificationPoseId) {
  if (!issued || issued.issuedAt.getTime() <= Date.now() - POSE_MS) {
    throw badRequest("That pose has expired. Please copy the new pose the app shows you.");
  }
  if (issued.pose !== sent) {
    throw badRequest(`Please copy the pose the app shows you: ${poseOf(issued.pose).instruction}.`);
  }
}

const limitReached = () =>
  tooManyRequests(
    `You can try photo verification ${VERIFICATION_ATTEMPTS_PER_DAY} times a day. Please try again tomorrow.`,
  );

/** Oldest first, so nobody waits behind newer attempts; each selfie through a link that dies in minutes. */
export async function queue(
  deps: Pick<VerificationDeps, "db" | "storage">,
  limit: number,
  after?: string,
): Promise<{ items: VerificationQueueItem[]; nextCursor: string | null }> {
  const rows = await repo.pendingPage(deps.db, limit + 1, after ? new Date(after) : undefined);
  const page = rows.slice(0, limit);
  const items = await Promise.all(
    page.map(async (row) => {
      const pose = poseOf(row.pose);
      return {
        id: row.id,
        userId: row.userId,
        name: row.name,
        pose: { id: pose.id, instruction: pose.instruction },
        selfieUrl: await deps.storage.signedUrl(row.selfieKey, SELFIE_LINK_SECONDS),
        photos: row.photos,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  );
  const last = page.at(-1);
  return { items, nextCursor: rows.length > limit && last ? last.createdAt.toISOString() : null };
}

/** Approve → the badge (and verified-only searches) at once; reject → the person reads the reason. */
export async function decide(deps: VerificationDeps, id: string, moderatorId: string, decision: VerificationDecision) {
  const approve = decision.decision === "approve";
  const reason = decision.decision === "reject" ? decision.reason : null;
  const { row, notes } = await deps.db.transaction(async (tx) => {
    const decided = await repo.decide(tx, id, approve ? "approved" : "rejected", moderatorId, reason);
    if (!decided) return { row: undefined, notes: [] };
    if (approve) await repo.setVerified(tx, decided.userId, true);
    const created = await addNotifications(tx, [
      {
        userId: decided.userId,
        type: "system" as const,
        title: approve ? "Your photos are verified" : "Your photo verification was not approved",
        body: approve ? "People now see a Verified badge on your profile." : (reason ?? undefined),
      },
    ]);
    return { row: decided, notes: created };
  });
  if (!row) throw notFound("That attempt is not waiting for review any more.");
  await deps.matchingIndex.refreshPerson(row.userId);
  await announce(deps.bus, notes);
  return { id: row.id, status: row.status, reason: row.reason };
}

/** Photos changed after approval: the badge goes until a moderator sees a new selfie. */
export async function photosChanged(deps: Pick<VerificationDeps, "db" | "matchingIndex">, userId: string) {
  if (await repo.unverify(deps.db, userId)) await deps.matchingIndex.refreshPerson(userId);
}
