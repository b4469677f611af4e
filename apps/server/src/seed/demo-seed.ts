import { randomUUID } from "node:crypto";
import { getCategory } from "@down/common/categories";
import { VERIFICATION_POSES } from "@down/common/schemas/verification";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  dateEvents,
  dateReviews,
  matchRequests,
  photoVerifications,
  profiles,
  userAnalytics,
  userPreferences,
  userResponses,
  users,
} from "../db/schema";
import { type DemoPair, makeDemoDates } from "./demo-dates";
import { makeDemoUser, temperamentStances } from "./demo-users";
import { seededRandom } from "./random";

export const DEMO_USER_COUNT = 240;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Demo people come alive only on a database that was demo-seeded, and never with DEMO_SEED=0. */
export async function livingDemoWanted(demoSeed: boolean | undefined, db: Db): Promise<boolean> {
  if (demoSeed === false) return false;
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isDemo, true)).limit(1);
  return rows.length > 0;
}

/**
 * A Verified badge stands only on a moderator's approval, so each verified demo person gets an approved
 * attempt too: decided by the seed (decidedBy null, the same as a moderator whose account is gone) and
 * without a selfie file behind its key. Poses and days come from the index, not the seeded random, so
 * the rest of the demo town stays the same.
 */
function demoApprovals(demo: ReturnType<typeof makeDemoUser>[], idOf: (phone: string) => string) {
  return demo.flatMap((d, i) => {
    if (!d.profile.verified) return [];
    const decidedAt = new Date(Date.now() - (2 + (i % 28)) * 86_400_000);
    return [
      {
        userId: idOf(d.phone),
        pose: VERIFICATION_POSES[i % VERIFICATION_POSES.length]!.id,
        selfieKey: `${randomUUID()}.webp`,
        status: "approved" as const,
        decidedBy: null,
        decidedAt,
        createdAt: new Date(decidedAt.getTime() - 3_600_000),
      },
    ];
  });
}

/** A living town of adults near Nashville, in one transaction: all of it or none of it. */
export async function seedDemoData(db: Db, howMany = DEMO_USER_COUNT): Promise<number> {
  const random = seededRandom(20260215);
  const stances = temperamentStances(random);
  const demo = Array.from({ length: howMany }, (_, i) => makeDemoUser(random, i, stances));
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(demo.map((d) => ({ phone: d.phone, name: d.profile.name, isNewUser: false, isDemo: true })))
      .returning({ id: users.id, phone: users.phone });
    const idByPhone = new Map(created.map((u) => [u.phone, u.id]));
    const idOf = (phone: string) => idByPhone.get(phone) as string;
    await insertChunked(demo, 200, (chunk) =>
      tx.insert(profiles).values(chunk.map((d) => ({ userId: idOf(d.phone), ...d.profile }))),
    );
    await insertChunked(demoApprovals(demo, idOf), 500, (chunk) => tx.insert(photoVerifications).values(chunk));
    await insertChunked(demo, 500, (chunk) =>
      tx.insert(userPreferences).values(chunk.map((d) => ({ userId: idOf(d.phone), distanceRadius: 50 }))),
    );
    const responses = demo.flatMap((d) => d.answers.map((a) => ({ userId: idOf(d.phone), ...a })));
    await insertChunked(responses, 2000, (chunk) => tx.insert(userResponses).values(chunk));
    const analytics = demo.flatMap((d) => {
      const byCategory = new Map<string, { D: number; O: number; W: number; N: number }>();
      for (const a of d.answers) {
        const tally = byCategory.get(a.categoryId) ?? { D: 0, O: 0, W: 0, N: 0 };
        tally[a.response] += 1;
        byCategory.set(a.categoryId, tally);
      }
      return [...byCategory].map(([categoryId, t]) => ({
        userId: idOf(d.phone),
        categoryId,
        categoryName: getCategory(categoryId as Parameters<typeof getCategory>[0]).name,
        dCount: t.D,
        oCount: t.O,
        wCount: t.W,
        nCount: t.N,
      }));
    });
    await insertChunked(analytics, 1000, (chunk) => tx.insert(userAnalytics).values(chunk));
    // Some demo people already matched or asked each other, so a demo sign-in has history.
    const ids = created.map((u) => u.id);
    const pairs = new Set<string>();
    const requests: Array<typeof matchRequests.$inferInsert> = [];
    const matchedPairs: DemoPair[] = [];
    for (let i = 0; i < howMany * 2; i++) {
      const from = random.pick(ids);
      const to = random.pick(ids);
      const key = [from, to].sort().join(":");
      if (from === to || pairs.has(key)) continue;
      pairs.add(key);
      const matched = random.next() < 0.6;
      const when = new Date(Date.now() - random.int(1, 30) * 86_400_000);
      requests.push({
        fromUserId: from,
        toUserId: to,
        status: matched ? "matched" : "pending",
        createdAt: when,
        matchedAt: matched ? when : null,
      });
      if (matched) {
        requests.push({ fromUserId: to, toUserId: from, status: "matched", createdAt: when, matchedAt: when });
        matchedPairs.push({ a: from, b: to, matchedAt: when });
      }
    }
    await insertChunked(requests, 1000, (chunk) => tx.insert(matchRequests).values(chunk));
    const { events, reviews } = makeDemoDates(random, matchedPairs);
    await insertChunked(events, 500, (chunk) => tx.insert(dateEvents).values(chunk));
    await insertChunked(reviews, 500, (chunk) => tx.insert(dateReviews).values(chunk));
    // The same figures the reviews service keeps: average overall stars, reviews, completed dates.
    await tx.execute(sql`
      update profiles p set
        rating = coalesce((select avg(r.rating_overall)::real from date_reviews r where r.reviewee_id = p.user_id), 0),
        review_count = (select count(*)::int from date_reviews r where r.reviewee_id = p.user_id),
        date_count = (select count(*)::int from date_events d
          where d.status = 'completed' and (d.user_id_1 = p.user_id or d.user_id_2 = p.user_id))
      where p.user_id in (select u.id from users u where u.is_demo)`);
  });
  return howMany;
}
