import type {
  ModerationAction,
  ModerationActionResult,
  ModerationQueue,
  ReportedPerson,
} from "@down/common/schemas/moderation";
import type { ReportReason } from "@down/common/schemas/safety";
import { lockPairUntilCommit, lockUntilCommit } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { SessionUser } from "../../lib/session";
import type { MatchingIndex } from "../../matching/matching-index";
import type { EventBus } from "../../realtime/bus";
import { addNotifications, announce } from "../notifications/notifications.service";
import { cityOnly } from "../search/search.service";
import * as repo from "./moderation.repo";

export interface ModerationDeps {
  db: Db;
  bus: EventBus;
  matchingIndex: MatchingIndex;
}

/** Two different people who had each been reached by the person (docs/decisions/019-reports-that-hold.md). */
export const REPORTERS_TO_HOLD = 2;
export const UNDER_REVIEW_TITLE = "Your profile is under review";
export const UNDER_REVIEW_BODY =
  "While we check a report, others can't see you. Your matches and chats stay as they are, and we'll let you know as soon as we're done.";
export const REVIEW_OVER_TITLE = "Your profile is visible again";
export const REVIEW_OVER_BODY = "We've checked the report. People can find you and match with you again.";
export const ALERT_REPORT_TITLE = "An underage report to check";
export const ALERT_HOLD_TITLE = "A profile is on hold: please check it first";
const ALERT_BODY = "Open Moderation: it is at the top of the queue.";

export const WARNING_TITLE = "A warning from DOWN's moderators";
export const WARNING_BODY =
  "People reported your profile and a moderator found it breaks our Terms of Use. Please keep to them: another report like this can get your account banned.";

/** Open reports grouped by the person reported, longest waiting first. */
export async function queue(db: Db, limit: number, cursor: number): Promise<ModerationQueue> {
  // One extra row says whether there is a next page.
  const people = await repo.openReportedPeople(db, limit + 1, cursor);
  const page = people.slice(0, limit);
  const ids = page.map((p) => p.userId);
  const [reports, profiles] = await Promise.all([repo.openReportsAbout(db, ids), repo.profilesOf(db, ids)]);
  const profileById = new Map(profiles.map((p) => [p.userId, p]));
  const items = page.flatMap((person): ReportedPerson[] => {
    const profile = profileById.get(person.userId);
    if (!profile) return []; // deleted since (their reports went with them)
    return [
      {
        userId: person.userId,
        name: profile.name,
        age: profile.age,
        city: cityOnly(profile.location),
        bio: profile.bio,
        photos: profile.photos,
        onHold: profile.moderationHold,
        reporterCount: person.reporterCount,
        reports: reports
          .filter((r) => r.reportedId === person.userId)
          .map((r) => ({
            id: r.id,
            reason: r.reason as ReportReason,
            details: r.details,
            message: r.message,
            createdAt: r.createdAt.toISOString(),
          })),
      },
    ];
  });
  return { items, nextCursor: people.length > limit ? cursor + limit : null };
}

const CLOSED_AS = { dismiss: "dismissed", warn: "warned", ban: "banned" } as const;

/**
 * A moderator's decision on everything open about one person, in one transaction with its log row.
 * Locked per person, so two moderators acting at once cannot both act: the second finds nothing open.
 */
export async function act(
  deps: ModerationDeps,
  moderator: SessionUser,
  targetId: string,
  action: ModerationAction,
): Promise<ModerationActionResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `moderation:${targetId}`);
    if (!(await repo.isActiveUser(tx, targetId)) || (await repo.countOpenReports(tx, targetId)) === 0) {
      throw notFound("No open reports about this person");
    }
    const closed = await repo.closeOpenReports(tx, targetId, CLOSED_AS[action]);
    await repo.logAction(tx, {
      moderatorId: moderator.id,
      moderatorPhone: moderator.phone,
      targetId,
      action,
      reportCount: closed,
    });
    if (action === "ban") {
      await repo.banUser(tx, targetId);
      // The hold stays on for good: it is what keeps them out of every instance's search index.
      await repo.setModerationHold(tx, targetId, true);
      // Each pair's lock before its rows go (one at a time, in id order): a line, invite or request between
      // them is stored before the ban answers or refused after it (docs/decisions/020-rules-that-read-then-write-take-a-lock.md).
      for (const other of await repo.pairPartners(tx, targetId)) await lockPairUntilCommit(tx, targetId, other);
      return { closed, ended: await repo.endAllPairs(tx, targetId), notes: [] };
    }
    // A decision lifts a hold: the moderator has looked. The person was told of the review, so is told it ended.
    const wasHeld = await repo.isOnHold(tx, targetId);
    await repo.setModerationHold(tx, targetId, false);
    const notes = await addNotifications(tx, [
      ...(action === "warn"
        ? [{ userId: targetId, type: "system" as const, title: WARNING_TITLE, body: WARNING_BODY }]
        : []),
      ...(wasHeld
        ? [{ userId: targetId, type: "system" as const, title: REVIEW_OVER_TITLE, body: REVIEW_OVER_BODY }]
        : []),
    ]);
    return { closed, ended: [] as string[], notes };
  });
  // Committed: now the index, the open apps and the other instances.
  await deps.matchingIndex.refreshPerson(targetId);
  await announce(deps.bus, outcome.notes);
  if (action === "ban") {
    await deps.bus.publish(targetId, { type: "signed-out" });
    for (const other of outcome.ended) await deps.bus.publish(other, { type: "unmatch", userId: targetId });
  }
  return { ok: true, action, closed: outcome.closed };
}

export interface HoldReview {
  /** The person was put on hold by this report (the caller refreshes the search index after commit). */
  held: boolean;
  /** The moderators' alerts and the held person's notice; the caller announces them after commit. */
  notes: Awaited<ReturnType<typeof addNotifications>>;
}

/**
 * A report of a hold reason ('underage'), inside the report's transaction after its row is written. It
 * holds the person out of search, profiles and match requests until a moderator decides only when it is
 * credible: at least REPORTERS_TO_HOLD different people whom the person had reached have reported them
 * (decision 019), so one stranger's report hides nobody. Every such report alerts every moderator at once;
 * a hold says so, and the held person is told their profile is under review.
 */
export async function reviewHoldReport(
  tx: Tx,
  moderatorPhones: ReadonlySet<string>,
  reportedId: string,
): Promise<HoldReview> {
  // act()'s lock: a decision and a new hold on one person never interleave, and of two credible reports
  // at once the second sees the first (one hold, one notice).
  await lockUntilCommit(tx, `moderation:${reportedId}`);
  const held =
    !(await repo.isOnHold(tx, reportedId)) && (await repo.credibleHoldReporters(tx, reportedId)) >= REPORTERS_TO_HOLD;
  if (held) await repo.setModerationHold(tx, reportedId, true);
  const title = held ? ALERT_HOLD_TITLE : ALERT_REPORT_TITLE;
  const moderators = await repo.moderatorIds(tx, moderatorPhones);
  const notes = await addNotifications(tx, [
    ...moderators.map((userId) => ({ userId, type: "moderation" as const, title, body: ALERT_BODY })),
    ...(held
      ? [{ userId: reportedId, type: "system" as const, title: UNDER_REVIEW_TITLE, body: UNDER_REVIEW_BODY }]
      : []),
  ]);
  return { held, notes };
}
