import {
  BLOCKS_PER_DAY,
  type BlocksPage,
  HOLD_REASONS,
  HOLD_REPORTS_PER_DAY,
  isHoldReason,
  REPORTS_PER_DAY,
  type ReportReason,
} from "@down/common/schemas/safety";
import { DAY_MS } from "@down/common/time";
import type { AppConfig } from "../../config";
import type { Db, Tx } from "../../db/client";
import { transactionInTurn } from "../../db/in-turn";
import { badRequest, notFound, tooManyRequests } from "../../lib/app-error";
import type { MatchingIndex } from "../../matching/matching-index";
import type { EventBus } from "../../realtime/bus";
import { endPair, findTarget } from "../matches/matches.service";
import { receivedMessage } from "../messages/messages.service";
import { type HoldReview, reviewHoldReport } from "../moderation/moderation.service";
import { announce } from "../notifications/notifications.service";
import { removeFavoritesBetween } from "../public-profiles/favorites.service";
import * as repo from "./safety.repo";

export interface SafetyDeps {
  db: Db;
  bus: EventBus;
  matchingIndex: MatchingIndex;
  /** Who is alerted of a report that can hold someone. */
  config: Pick<AppConfig, "moderatorPhones">;
}

async function assertTarget(db: Db, userId: string, otherId: string, verb: string) {
  if (userId === otherId) throw badRequest(`You can't ${verb} yourself`);
  if (!(await findTarget(db, otherId))) throw notFound("User not found");
}

/**
 * Block inside a transaction: the block row, the end of any match or request between the two, and their
 * favourites of each other (no blocked id may stay behind a heart or in a painted page).
 */
async function blockIn(tx: Tx, blockerId: string, blockedId: string): Promise<{ endedMatch: boolean }> {
  await repo.insertBlock(tx, blockerId, blockedId);
  await removeFavoritesBetween(tx, blockerId, blockedId);
  const ended = await endPair(tx, blockerId, blockedId);
  return { endedMatch: ended.length > 0 };
}

/**
 * After commit: the other person's open app drops the match as after an unmatch. Nothing says "blocked",
 * so a block looks no different from an unmatch to the person blocked.
 */
async function announceEnded(bus: EventBus, blockerId: string, blockedId: string, endedMatch: boolean) {
  if (!endedMatch) return;
  await bus.publish(blockedId, { type: "unmatch", userId: blockerId });
  // The blocker's own sockets drop the match too (no more typing either way, modules/live/typing-gate.ts).
  await bus.publish(blockerId, { type: "unmatch", userId: blockedId });
}

export async function block(deps: SafetyDeps, blockerId: string, blockedId: string) {
  await assertTarget(deps.db, blockerId, blockedId, "block");
  const { endedMatch } = await transactionInTurn(deps.db, `blocks:${blockerId}`, async (tx) => {
    if ((await repo.blocksSince(tx, blockerId, new Date(Date.now() - DAY_MS))) >= BLOCKS_PER_DAY)
      throw tooManyRequests("You have blocked a lot of people today. Please try again tomorrow.");
    return blockIn(tx, blockerId, blockedId);
  });
  await announceEnded(deps.bus, blockerId, blockedId, endedMatch);
  return { ok: true as const };
}

export async function unblock(db: Db, blockerId: string, blockedId: string) {
  if (!(await repo.deleteBlock(db, blockerId, blockedId))) throw notFound("You haven't blocked this person");
  return { ok: true as const };
}

export async function listBlocked(db: Db, blockerId: string, limit: number, cursor: number): Promise<BlocksPage> {
  // One extra row says whether there is a next page.
  const rows = await repo.listBlocked(db, blockerId, limit + 1, cursor);
  return {
    items: rows.slice(0, limit).map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() })),
    nextCursor: rows.length > limit ? cursor + limit : null,
  };
}

/**
 * A report is kept for moderators and also blocks: nobody should have to keep seeing who they reported. A
 * report of a hold reason also alerts the moderators, and holds the person when credible (decision 019).
 */
export async function report(
  deps: SafetyDeps,
  reporterId: string,
  input: { reportedUserId: string; reason: ReportReason; details: string; messageId?: string | undefined },
) {
  await assertTarget(deps.db, reporterId, input.reportedUserId, "report");
  // Read before the report is written, so a wrong message id changes nothing (a message never changes hands).
  const message = input.messageId
    ? await receivedMessage(deps.db, input.messageId, reporterId, input.reportedUserId)
    : null;
  const holds = isHoldReason(input.reason);
  const { endedMatch, id, review } = await transactionInTurn(deps.db, `reports:${reporterId}`, async (tx) => {
    // Locked per reporter so parallel reports cannot slip past the daily count together.
    const dayAgo = new Date(Date.now() - DAY_MS);
    if ((await repo.reportsSince(tx, reporterId, dayAgo)) >= REPORTS_PER_DAY)
      throw tooManyRequests("You have sent a lot of reports today. Please try again tomorrow.");
    // Reports that can hold someone are capped lower: one account cannot alert about (or help hold) many people.
    if (holds && (await repo.reportsWithReasonSince(tx, reporterId, HOLD_REASONS, dayAgo)) >= HOLD_REPORTS_PER_DAY)
      throw tooManyRequests(
        "You have sent several underage reports today. Our moderators are on them; please try again tomorrow.",
      );
    const row = await repo.insertReport(tx, {
      reporterId,
      reportedId: input.reportedUserId,
      reason: input.reason,
      details: input.details === "" ? null : input.details,
      // Read before blockIn below, which deletes the match requests that show it.
      reporterHadContact: await repo.wasReachedBy(tx, reporterId, input.reportedUserId),
      messageId: message?.id ?? null,
      messageContent: message?.content ?? null,
    });
    // Moderators hear at once; a hold only when credible (docs/decisions/019-reports-that-hold.md).
    const review = holds ? await reviewHoldReport(tx, deps.config.moderatorPhones, input.reportedUserId) : NO_REVIEW;
    return { ...(await blockIn(tx, reporterId, input.reportedUserId)), id: row.id, review };
  });
  // Committed: now the search index (every instance), the alerts and the notice, the other person's app.
  if (review.held) await deps.matchingIndex.refreshPerson(input.reportedUserId);
  await announce(deps.bus, review.notes);
  await announceEnded(deps.bus, reporterId, input.reportedUserId, endedMatch);
  return { ok: true as const, id };
}

const NO_REVIEW: HoldReview = { held: false, notes: [] };
