import { builtInQuestions } from "@down/common/questions";
import { eq, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { createTestApp, type SignedIn, signIn, testDb } from "../../test/test-app";
import { EXPORTS_PER_DAY } from "./export-links";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const askExport = (as: SignedIn, userId = as.id) =>
  app.inject({ method: "POST", url: `/api/account/${userId}/export`, headers: { cookie: as.cookie } });

async function download(as: SignedIn) {
  const link = await askExport(as);
  expect(link.statusCode).toBe(200);
  const res = await app.inject({ method: "GET", url: link.json().url, headers: { cookie: as.cookie } });
  return res;
}

/** Every table in the schema with a column whose foreign key points at a person: users, or their profile. */
function tablesReferencingPeople(): string[] {
  const tables: PgTable[] = [];
  for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);
  const people = new Set(["users", "profiles"]);
  return tables
    .map((table) => getTableConfig(table))
    .filter((config) => config.foreignKeys.some((fk) => people.has(getTableConfig(fk.reference().foreignTable).name)))
    .map((config) => config.name);
}

/**
 * One row of the person's in every table that can hold one, written straight to the database so the
 * test does not depend on each module's rules. On two-sided tables `me` is on the side the export keeps
 * (the reporter, the blocker, the viewer); reviews get one written and one received. Keyed by table, so
 * a new table that references a person fails the test below until it is seeded here (and exported).
 */
async function seedEveryTable(me: SignedIn, other: SignedIn): Promise<string[]> {
  const db = testDb(app);
  const [otherProfile] = await db.select().from(schema.profiles).where(eq(schema.profiles.userId, other.id));
  const [myProfile] = await db.select().from(schema.profiles).where(eq(schema.profiles.userId, me.id));
  const [match] = await db
    .insert(schema.matchRequests)
    .values({ fromUserId: me.id, toUserId: other.id, status: "matched", matchedAt: new Date() })
    .returning();
  const [invite] = await db
    .insert(schema.invites)
    .values({ senderId: me.id, receiverId: other.id, matchId: match!.id, dateType: "hang", status: "accepted" })
    .returning();
  const [event] = await db
    .insert(schema.dateEvents)
    .values({ inviteId: invite!.id, userId1: me.id, userId2: other.id, dateType: "hang", status: "completed" })
    .returning();
  const [dateReview] = await db
    .insert(schema.dateReviews)
    .values({ dateEventId: event!.id, reviewerId: other.id, revieweeId: me.id, ratingOverall: 5 })
    .returning();
  const [question] = builtInQuestions("food");
  const already = async () => {};
  const seeded: Record<string, () => Promise<unknown>> = {
    // Written by signing in, by asking for the export, or above.
    users: already,
    sessions: already,
    known_sign_in_addresses: already,
    known_sign_in_devices: already,
    profiles: already,
    user_preferences: already,
    data_exports: already,
    match_requests: already,
    invites: already,
    date_events: already,
    date_reviews: already,
    reviews: () =>
      db.insert(schema.reviews).values([
        { profileId: otherProfile!.id, reviewerId: me.id, rating: 4, comment: "written by me" },
        { profileId: myProfile!.id, reviewerId: other.id, rating: 5, comment: "written about me" },
      ]),
    user_responses: () =>
      db
        .insert(schema.userResponses)
        .values({ userId: me.id, questionId: question!.id, categoryId: "food", response: "D" }),
    custom_questions: () =>
      db.insert(schema.customQuestions).values({ senderId: me.id, receiverId: other.id, questionText: "Tacos?" }),
    review_helpful: () => db.insert(schema.reviewHelpful).values({ reviewId: dateReview!.id, userId: me.id }),
    user_analytics: () =>
      db.insert(schema.userAnalytics).values({ userId: me.id, categoryId: "food", categoryName: "Food", dCount: 1 }),
    chatbot_messages: () =>
      db.insert(schema.chatbotMessages).values({ userId: me.id, role: "user", content: "Hi LOVE" }),
    messages: () => db.insert(schema.messages).values({ senderId: me.id, receiverId: other.id, content: "Hello" }),
    notifications: () => db.insert(schema.notifications).values({ userId: me.id, type: "match", title: "A match" }),
    // Someone other than `other`: a block hides the blocked person's rows (decision 021, export-blocked.test.ts).
    blocks: async () => db.insert(schema.blocks).values({ blockerId: me.id, blockedId: (await signIn(app)).id }),
    reports: () => db.insert(schema.reports).values({ reporterId: me.id, reportedId: other.id, reason: "spam" }),
    profile_views: () => db.insert(schema.profileViews).values({ viewerId: me.id, viewedId: other.id }),
    favorites: () => db.insert(schema.favorites).values({ userId: me.id, favoriteId: other.id }),
    feedback: () => db.insert(schema.feedback).values({ userId: me.id, kind: "feedback", body: "Lovely app" }),
    push_subscriptions: () =>
      db.insert(schema.pushSubscriptions).values({
        userId: me.id,
        endpoint: `https://push.example/${me.id}`,
        p256dh: "p256dh-secret",
        auth: "auth-secret",
      }),
    photo_verifications: () =>
      db
        .insert(schema.photoVerifications)
        .values({ userId: me.id, pose: "peace-sign", selfieKey: "0f8fad5b-d9cb-469f-a165-70867728950e.webp" }),
    verification_poses: () => db.insert(schema.verificationPoses).values({ userId: me.id, pose: "thumbs-up" }),
    connected_accounts: () =>
      db.insert(schema.connectedAccounts).values({
        userId: me.id,
        provider: "spotify",
        accessTokenSealed: "sealed-access-token",
        topArtists: ["Khruangbin"],
      }),
    allowance_uses: () => db.insert(schema.allowanceUses).values({ userId: me.id, kind: "answer-change" }),
    photo_upload_holds: () =>
      db.insert(schema.photoUploadHolds).values({ userId: me.id, photos: 1, expiresAt: new Date(Date.now() + 60_000) }),
    // Share My Date: a share of the date above with a check-in contact (decision 023).
    date_shares: () =>
      db.insert(schema.dateShares).values({
        dateEventId: event!.id,
        userId: me.id,
        expiresAt: new Date(Date.now() + 86_400_000),
        contactPhone: "+16155550142",
        checkInAt: new Date(),
      }),
    photo_screenings: () =>
      db
        .insert(schema.photoScreenings)
        .values({ userId: me.id, url: "/uploads/00000000-0000-4000-8000-000000000001.webp" }),
    oauth_states: () =>
      db.insert(schema.oauthStates).values({
        stateHash: `hash-of-${me.id}`,
        userId: me.id,
        provider: "instagram",
        expiresAt: new Date(Date.now() + 60_000),
      }),
    moderation_actions: () =>
      db.insert(schema.moderationActions).values({
        moderatorId: other.id,
        moderatorPhone: other.phone,
        targetId: me.id,
        action: "warn",
        reportCount: 1,
      }),
  };
  for (const seed of Object.values(seeded)) await seed();
  return Object.keys(seeded);
}

describe("Download my data", () => {
  it("has a non-empty section for every table that references a person, so a new table cannot be forgotten", async () => {
    const [me, other] = [await signIn(app), await signIn(app)];
    const seeded = await seedEveryTable(me, other);
    const referencing = tablesReferencingPeople();
    // Sanity: the walk finds the tables we know of, those referencing a profile too.
    expect(referencing).toEqual(expect.arrayContaining(["sessions", "messages", "reports", "data_exports", "reviews"]));
    expect(seeded.sort()).toEqual([...new Set([...referencing, "users"])].sort());

    const res = await download(me);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown[]>>();
    for (const table of [...referencing, "users"]) {
      expect(body, `the export has no section for ${table}`).toHaveProperty(table);
      expect(body[table], `the export's ${table} section is empty`).not.toHaveLength(0);
    }
    // Reviews reference the profile, not the user: both the one written and the one received are in.
    expect(body.reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ comment: "written by me" }),
        expect.objectContaining({ comment: "written about me" }),
      ]),
    );
    // The other side's rows stay out: nothing they blocked, reported or viewed on their own.
    expect(body.blocks).toEqual([expect.objectContaining({ blockerId: me.id })]);
    expect(res.body).not.toMatch(/p256dh-secret|sealed-access-token|0f8fad5b-d9cb-469f-a165-70867728950e|hash-of-/);
  });

  it("holds one's own answers and profile, and no secrets", async () => {
    const me = await signIn(app);
    const [question] = builtInQuestions("food");
    await app.inject({
      method: "POST",
      url: "/api/analytics/track-response",
      headers: { cookie: me.cookie },
      payload: { userId: me.id, categoryId: "food", questionId: question!.id, response: "W" },
    });
    const res = await download(me);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="down-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = res.json();
    expect(body.user_responses).toEqual([expect.objectContaining({ questionId: question!.id, response: "W" })]);
    expect(body.profiles[0].userId).toBe(me.id);
    expect(res.body).not.toMatch(/tokenHash|token_hash|keyHash|key_hash|p256dh|selfieKey/);
  });

  it(`gives at most ${EXPORTS_PER_DAY} links a day, then 429`, async () => {
    const me = await signIn(app);
    for (let i = 0; i < EXPORTS_PER_DAY; i++) expect((await askExport(me)).statusCode).toBe(200);
    const refused = await askExport(me);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/3 times a day/);
  });

  it("serves a link only to its owner, and not with a made-up token", async () => {
    const [me, other] = [await signIn(app), await signIn(app)];
    expect((await askExport(other, me.id)).statusCode).toBe(403);
    const { url } = (await askExport(me)).json();
    const asOther = await app.inject({
      method: "GET",
      url: url.replace(me.id, other.id),
      headers: { cookie: other.cookie },
    });
    expect(asOther.statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    const madeUp = `/api/account/${me.id}/export/${"a".repeat(43)}`;
    expect((await app.inject({ method: "GET", url: madeUp, headers: { cookie: me.cookie } })).statusCode).toBe(404);
  });
});
