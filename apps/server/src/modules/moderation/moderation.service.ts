import type {
  ModerationAction,
  ModerationActionResult,
  ModerationQueue,
  ReportedPerson,
} from "@down/common/schemas/moderation";
import type { ReportReason } from "@down/common/schemas/safety";
import { lockUntilCommit } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { SessionUser } from "../../lib/session";
import type { EventBus } from "../../realtime/bus";
import type { MatchingIndex } from "../matching/matching-index";
import { cityOnly } from "../matching/profile-card";
import { addNotifications, announce } from "../notifications/notifications.service";
import * as repo from "./moderation.repo";

export interface ModerationDeps {
  db: Db;
  bus: EventBus;
  answerIndex: MatchingIndex;
}

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
      return { closed, ended: await repo.endAllPairs(tx, targetId), notes: [] };
    }
    // A decision lifts an 'underage' hold: the moderator has looked.
    await repo.setModerationHold(tx, targetId, false);
    const notes =
      action === "warn"
        ? await addNotifications(tx, [{ userId: targetId, type: "system", title: WARNING_TITLE, body: WARNING_BODY }])
        : [];
    return { closed, ended: [] as string[], notes };
  });
  // Committed: now the index, the open apps and the other instances.
  await deps.answerIndex.refreshPerson(targetId);
  await announce(deps.bus, outcome.notes);
  if (action === "ban") {
    await deps.bus.publish(targetId, { type: "signed-out" });
    for (const other of outcome.ended) await deps.bus.publish(other, { type: "unmatch", userId: targetId });
  }
  return { ok: true, action, closed: outcome.closed };
}

/**
 * An 'underage' report takes the person out of search at once, inside the report's transaction; the
 * caller refreshes the index after commit. It lasts until a moderator decides.
 */
export const holdForReview = (tx: Tx, userId: string) => repo.setModerationHold(tx, userId, true);
