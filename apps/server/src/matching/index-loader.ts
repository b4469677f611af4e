import type { Response } from "@down/common/constants";
import { isProfileReady } from "@down/common/profile-ready";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, userPreferences, userResponses } from "../db/schema";
import type { AnswerIndex } from "./answer-index";
import { effectiveLocation } from "./people";

const USER_BATCH = 5_000;

/** Search attributes of everyone (or of the given users) from profiles and user_preferences. */
export async function loadPeople(db: Db, index: AnswerIndex, userIds?: readonly string[]) {
  if (userIds && userIds.length === 0) return;
  const rows = await db
    .select({
      userId: profiles.userId,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
      gender: profiles.gender,
      interestedIn: profiles.interestedIn,
      acceptingMatches: profiles.acceptingMatches,
      appearInSearches: profiles.appearInSearches,
      name: profiles.name,
      age: profiles.age,
      moderationHold: profiles.moderationHold,
      paused: profiles.paused,
      verified: profiles.verified,
      ageMin: userPreferences.ageMin,
      ageMax: userPreferences.ageMax,
      verifiedOnly: userPreferences.verifiedOnly,
      useDeviceLocation: userPreferences.useDeviceLocation,
      manualLocationLat: userPreferences.manualLocationLat,
      manualLocationLng: userPreferences.manualLocationLng,
    })
    .from(profiles)
    .leftJoin(userPreferences, eq(userPreferences.userId, profiles.userId))
    .where(userIds ? inArray(profiles.userId, [...userIds]) : undefined);
  for (const row of rows) {
    const hidden = row.moderationHold || !isProfileReady(row);
    index.setPerson(row.userId, { ...row, ...effectiveLocation(row), hidden });
  }
}

/**
 * Every stored answer (or the given users'), one row per user (PostgreSQL aggregates a user's answers into one string), in
 * keyset batches of users: ~170× fewer rows to fetch and parse than one per answer (and no text[]
 * parsing, which cost more than the fetch).
 */
export async function loadAllAnswers(db: Db, index: AnswerIndex, userIds?: readonly string[]) {
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        userId: userResponses.userId,
        // "id" + response letter, comma-separated. An id holding a comma is not in the bank (ids are
        // [a-z0-9-]) and could not be scored; it is left out so it can never split into a known id.
        answers: sql<string>`string_agg(${userResponses.questionId} || ${userResponses.response}, ',') filter (where strpos(${userResponses.questionId}, ',') = 0)`,
      })
      .from(userResponses)
      .where(
        and(
          userIds ? inArray(userResponses.userId, [...userIds]) : undefined,
          after === undefined ? undefined : gt(userResponses.userId, after),
        ),
      )
      .groupBy(userResponses.userId)
      .orderBy(asc(userResponses.userId))
      .limit(USER_BATCH);
    for (const { userId, answers } of rows) {
      if (!answers) continue;
      let start = 0;
      while (start < answers.length) {
        let end = answers.indexOf(",", start);
        if (end < 0) end = answers.length;
        // Responses are one letter (D, O, W, N) right after the id.
        index.setAnswer(userId, answers.slice(start, end - 1), answers[end - 1] as Response);
        start = end + 1;
      }
    }
    if (rows.length < USER_BATCH) return;
    after = rows.at(-1)!.userId;
  }
}

export async function loadUserAnswers(db: Db, index: AnswerIndex, userId: string) {
  const rows = await db
    .select({ questionId: userResponses.questionId, response: userResponses.response })
    .from(userResponses)
    .where(eq(userResponses.userId, userId));
  index.replaceAnswers(
    userId,
    rows.map((r) => ({ questionId: r.questionId, response: r.response as Response })),
  );
}

/**
 * Re-reads the given users whole (answers and search fields), as the full load would see them; users
 * without a profile any more (deleted accounts) are unlisted. For the replay after a snapshot.
 */
export async function reloadUsers(db: Db, index: AnswerIndex, userIds: readonly string[]) {
  for (let i = 0; i < userIds.length; i += USER_BATCH) {
    const batch = userIds.slice(i, i + USER_BATCH);
    for (const id of batch) if (index.indexOf(id) !== undefined) index.replaceAnswers(id, []);
    await loadAllAnswers(db, index, batch);
    const found = await db.select({ userId: profiles.userId }).from(profiles).where(inArray(profiles.userId, batch));
    const present = new Set(found.map((r) => r.userId));
    for (const id of batch) {
      const u = index.indexOf(id);
      if (u !== undefined && !present.has(id)) index.people.unlist(u);
    }
    await loadPeople(
      db,
      index,
      batch.filter((id) => present.has(id)),
    );
  }
}
