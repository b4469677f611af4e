import { LOCATION_MOVES_PER_HOUR } from "@down/common/constants";
import { CHATBOT_MESSAGES_PER_MINUTE } from "@down/common/schemas/chatbot";
import { INVITES_PER_DAY, REVIEWS_PER_DAY } from "@down/common/schemas/dates";
import { MESSAGES_PER_MINUTE, NEW_CONVERSATIONS_PER_DAY } from "@down/common/schemas/messages";
import { REPORTS_PER_DAY } from "@down/common/schemas/safety";
import { and, count, eq, or } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customQuestions, dateEvents, invites, matchRequests, messages } from "../../db/schema";
import { EXPORTS_PER_DAY } from "../../modules/account/export-links";
import { createTestApp, freshPhone, matchedRows, type SignedIn, signIn, signInReady, testDb } from "../test-app";

/**
 * Every rule that reads and then writes holds under parallel requests, on PGlite (one statement at a time)
 * and on PostgreSQL (`npm run test:infra`), where requests really overlap: each cap lets exactly its number
 * through, and once an unmatch or a block has answered, nothing more is stored between the two people
 * (docs/decisions/020-rules-that-read-then-write-take-a-lock.md). Each test prints what it counted.
 */
let app: FastifyInstance;
const MODERATOR = freshPhone();
beforeAll(async () => {
  // Many people sign in from one test address: the per-address API limit is not what these tests count.
  app = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "100000", MODERATOR_PHONES: MODERATOR });
});
afterAll(() => app.close());

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
type Method = "POST" | "PUT" | "PATCH" | "DELETE";
const call = (as: SignedIn, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

const people = (n: number) => Promise.all(Array.from({ length: n }, () => signInReady(app)));

/** Two people matched (test-app.ts's matchedRows). */
const matched = (a: SignedIn, b: SignedIn) => matchedRows(testDb(app), a, b);

async function matchedPair() {
  const [a, b] = await people(2);
  await matched(a!, b!);
  return { a: a!, b: b! };
}

const send = (from: SignedIn, to: SignedIn, content: string) =>
  call(from, "POST", "/api/messages", { senderId: from.id, receiverId: to.id, content });
const ask = (from: SignedIn, to: SignedIn, questionText: string) =>
  call(from, "POST", "/api/custom-questions", { senderId: from.id, receiverId: to.id, questionText });

/** How many answered `ok` and how many were refused with one of `refused`; anything else fails the test. */
function tally(label: string, responses: LightMyRequestResponse[], ok: number[], refused: number | number[]) {
  const accepted = responses.filter((r) => ok.includes(r.statusCode)).length;
  const refusals = [refused].flat();
  const others = responses.filter((r) => !ok.includes(r.statusCode) && !refusals.includes(r.statusCode));
  expect(others.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
  console.log(`[races on ${database}] ${label}: ${accepted} accepted, ${responses.length - accepted} refused`);
  return accepted;
}

/** Messages and custom questions stored between two people, either way. */
async function linesBetween(a: SignedIn, b: SignedIn) {
  const db = testDb(app);
  const [m] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      or(
        and(eq(messages.senderId, a.id), eq(messages.receiverId, b.id)),
        and(eq(messages.senderId, b.id), eq(messages.receiverId, a.id)),
      ),
    );
  const [q] = await db
    .select({ n: count() })
    .from(customQuestions)
    .where(
      or(
        and(eq(customQuestions.senderId, a.id), eq(customQuestions.receiverId, b.id)),
        and(eq(customQuestions.senderId, b.id), eq(customQuestions.receiverId, a.id)),
      ),
    );
  return (m?.n ?? 0) + (q?.n ?? 0);
}

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

async function invitesBetween(a: SignedIn, b: SignedIn) {
  const [row] = await testDb(app)
    .select({ n: count() })
    .from(invites)
    .where(and(eq(invites.senderId, a.id), eq(invites.receiverId, b.id)));
  return row?.n ?? 0;
}

async function datesBetween(a: SignedIn, b: SignedIn) {
  const [row] = await testDb(app)
    .select({ n: count() })
    .from(dateEvents)
    .where(and(eq(dateEvents.userId1, a.id), eq(dateEvents.userId2, b.id)));
  return row?.n ?? 0;
}

/**
 * Starts `n` lines from a to b with `ending` (b's unmatch or block) started among them, after the first third,
 * and counts the lines stored the moment `ending` has answered.
 */
async function racing(
  a: SignedIn,
  b: SignedIn,
  n: number,
  line: (i: number) => Promise<LightMyRequestResponse>,
  ending: () => Promise<LightMyRequestResponse>,
) {
  const sends: Promise<LightMyRequestResponse>[] = [];
  let ended: Promise<{ status: number; stored: number }> | undefined;
  for (let i = 0; i < n; i++) {
    if (i === Math.floor(n / 3)) {
      ended = ending().then(async (res) => ({ status: res.statusCode, stored: await linesBetween(a, b) }));
    }
    sends.push(line(i));
  }
  return { sends: await Promise.all(sends), ended: await ended! };
}

describe("the per-sender chat caps hold under parallel sends", () => {
  it(`200 parallel messages to one match: exactly ${MESSAGES_PER_MINUTE} accepted, the rest 429`, async () => {
    const { a, b } = await matchedPair();
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => send(a, b, `hello ${i}`)));
    expect(tally("200 parallel messages to one match", responses, [201], 429)).toBe(MESSAGES_PER_MINUTE);
    expect(await linesBetween(a, b)).toBe(MESSAGES_PER_MINUTE);
  });

  it("messages and custom questions share the minute's cap when sent together", async () => {
    const { a, b } = await matchedPair();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? send(a, b, `hello ${i}`) : ask(a, b, `Question ${i}?`))),
    );
    expect(tally("100 parallel messages and questions to one match", responses, [201], 429)).toBe(MESSAGES_PER_MINUTE);
    expect(await linesBetween(a, b)).toBe(MESSAGES_PER_MINUTE);
  });

  it(`30 parallel first messages to 30 matches: exactly ${NEW_CONVERSATIONS_PER_DAY} conversations opened`, async () => {
    const [a, ...others] = await people(31);
    for (const other of others) await matched(a!, other);
    const responses = await Promise.all(
      others.map((other, i) => (i % 3 ? send(a!, other, "hi") : ask(a!, other, "Coffee or tea?"))),
    );
    expect(tally("30 parallel first lines to 30 matches", responses, [201], 429)).toBe(NEW_CONVERSATIONS_PER_DAY);
  });
});

describe("nothing is stored between two people after an unmatch or a block has answered", () => {
  it("25 messages while the other person unmatches", async () => {
    const { a, b } = await matchedPair();
    const { sends, ended } = await racing(
      a,
      b,
      25,
      (i) => send(a, b, `still there? ${i}`),
      () => call(b, "DELETE", `/api/matches/${b.id}/${a.id}`),
    );
    expect(ended.status).toBe(200);
    const accepted = tally("25 messages racing an unmatch", sends, [201], 403);
    const after = await linesBetween(a, b);
    console.log(`[races on ${database}] lines stored after the unmatch answered: ${after - ended.stored}`);
    expect(after).toBe(ended.stored);
    expect(after).toBe(accepted);
  });

  it("25 messages and questions while the other person blocks", async () => {
    const { a, b } = await matchedPair();
    const { sends, ended } = await racing(
      a,
      b,
      25,
      (i) => (i % 2 ? send(a, b, `still there? ${i}`) : ask(a, b, `Why not ${i}?`)),
      () => call(b, "POST", "/api/blocks", { blockedUserId: a.id }),
    );
    expect(ended.status).toBe(201);
    const accepted = tally("25 lines racing a block", sends, [201], 403);
    const after = await linesBetween(a, b);
    console.log(`[races on ${database}] lines stored after the block answered: ${after - ended.stored}`);
    expect(after).toBe(ended.stored);
    expect(after).toBe(accepted);
  });

  it("25 messages from someone while a moderator bans them", async () => {
    const { a, b } = await matchedPair();
    const [reporter] = await people(1);
    const reported = await call(reporter!, "POST", "/api/reports", { reportedUserId: a.id, reason: "fake-profile" });
    expect(reported.statusCode).toBe(201);
    const moderator = await signIn(app, MODERATOR);
    const { sends, ended } = await racing(
      a,
      b,
      25,
      (i) => send(a, b, `still there? ${i}`),
      () => call(moderator, "POST", "/api/moderation/actions", { userId: a.id, action: "ban" }),
    );
    expect(ended.status).toBe(200);
    // Refused as unmatched (403), or as signed out once the ban ended the session (401).
    const accepted = tally("25 messages racing a ban", sends, [201], [401, 403]);
    const after = await linesBetween(a, b);
    console.log(`[races on ${database}] lines stored after the ban answered: ${after - ended.stored}`);
    expect(after).toBe(ended.stored);
    expect(after).toBe(accepted);
  });

  it("a match request crossing a block leaves no request behind it", async () => {
    const pairs = await Promise.all(Array.from({ length: 12 }, () => people(2)));
    await Promise.all(
      pairs.map(async ([a, b]) => {
        const [request, blocked] = await Promise.all([
          call(a!, "POST", "/api/match-requests", { fromUserId: a!.id, toUserId: b!.id }),
          call(b!, "POST", "/api/blocks", { blockedUserId: a!.id }),
        ]);
        expect([200, 404]).toContain(request.statusCode);
        expect(blocked.statusCode).toBe(201);
      }),
    );
    const left = await testDb(app)
      .select({ n: count() })
      .from(matchRequests)
      .where(or(...pairs.map(([a, b]) => and(eq(matchRequests.fromUserId, a!.id), eq(matchRequests.toUserId, b!.id)))));
    console.log(`[races on ${database}] match requests left behind 12 blocks: ${left[0]?.n}`);
    expect(left[0]?.n).toBe(0);
  });

  it("an invite sent while the other person unmatches: none is stored after the unmatch answered", async () => {
    const pairs = await Promise.all(Array.from({ length: 12 }, () => matchedPair()));
    const late = await Promise.all(
      pairs.map(async ({ a, b }) => {
        const invite = call(a, "POST", "/api/invites", { senderId: a.id, receiverId: b.id, dateType: "hang" });
        const unmatched = await call(b, "DELETE", `/api/matches/${b.id}/${a.id}`);
        expect(unmatched.statusCode).toBe(200);
        const atUnmatch = await invitesBetween(a, b);
        expect([201, 403]).toContain((await invite).statusCode);
        return (await invitesBetween(a, b)) - atUnmatch;
      }),
    );
    console.log(`[races on ${database}] invites stored after 12 unmatches answered: ${sum(late)}`);
    expect(sum(late)).toBe(0);
  });

  it("an invite accepted while the other person blocks: no date is made after the block answered", async () => {
    const pairs = await Promise.all(Array.from({ length: 12 }, () => matchedPair()));
    const late = await Promise.all(
      pairs.map(async ({ a, b }) => {
        const sent = await call(a, "POST", "/api/invites", {
          senderId: a.id,
          receiverId: b.id,
          dateType: "hang",
          proposedDateTime: new Date(Date.now() + 86_400_000).toISOString(),
        });
        expect(sent.statusCode).toBe(201);
        const accept = call(b, "PATCH", `/api/invites/${sent.json().id}`, { status: "accepted" });
        const blocked = await call(a, "POST", "/api/blocks", { blockedUserId: b.id });
        expect(blocked.statusCode).toBe(201);
        const atBlock = await datesBetween(a, b);
        expect([200, 404]).toContain((await accept).statusCode);
        return (await datesBetween(a, b)) - atBlock;
      }),
    );
    console.log(`[races on ${database}] dates made after 12 blocks answered: ${sum(late)}`);
    expect(sum(late)).toBe(0);
  });
});

describe("the other per-person caps hold under parallel requests", () => {
  it(`${INVITES_PER_DAY + 10} parallel date invites to as many matches: exactly ${INVITES_PER_DAY}`, async () => {
    const [a, ...others] = await people(INVITES_PER_DAY + 11);
    for (const other of others) await matched(a!, other);
    const responses = await Promise.all(
      others.map((other) =>
        call(a!, "POST", "/api/invites", { senderId: a!.id, receiverId: other.id, dateType: "hang" }),
      ),
    );
    expect(tally(`${others.length} parallel invites`, responses, [201], 429)).toBe(INVITES_PER_DAY);
  });

  it(`${REVIEWS_PER_DAY + 5} parallel reviews of as many completed dates: exactly ${REVIEWS_PER_DAY}`, async () => {
    const [a, ...others] = await people(REVIEWS_PER_DAY + 6);
    const dates = await testDb(app)
      .insert(dateEvents)
      .values(
        others.map((other) => ({
          userId1: a!.id,
          userId2: other.id,
          dateType: "hang" as const,
          status: "completed" as const,
          scheduledAt: new Date(Date.now() - 3_600_000),
          completedAt: new Date(),
        })),
      )
      .returning({ id: dateEvents.id });
    const responses = await Promise.all(
      dates.map((d) => call(a!, "POST", "/api/date-reviews", { dateEventId: d.id, ratingOverall: 5 })),
    );
    expect(tally(`${dates.length} parallel reviews`, responses, [201], 429)).toBe(REVIEWS_PER_DAY);
  });

  it(`${REPORTS_PER_DAY + 5} parallel reports: exactly ${REPORTS_PER_DAY}`, async () => {
    const [a, ...others] = await people(REPORTS_PER_DAY + 6);
    const responses = await Promise.all(
      others.map((other) =>
        call(a!, "POST", "/api/reports", { reportedUserId: other.id, reason: "fake-profile", details: "" }),
      ),
    );
    expect(tally(`${others.length} parallel reports`, responses, [201], 429)).toBe(REPORTS_PER_DAY);
  });

  it(`10 parallel data exports: exactly ${EXPORTS_PER_DAY}`, async () => {
    const [a] = await people(1);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call(a!, "POST", `/api/account/${a!.id}/export`)),
    );
    expect(tally("10 parallel data exports", responses, [200, 201], 429)).toBe(EXPORTS_PER_DAY);
  });

  it(`${LOCATION_MOVES_PER_HOUR + 10} parallel location moves: exactly ${LOCATION_MOVES_PER_HOUR}`, async () => {
    const [a] = await people(1);
    const responses = await Promise.all(
      Array.from({ length: LOCATION_MOVES_PER_HOUR + 10 }, (_, i) =>
        call(a!, "PUT", `/api/location/${a!.id}`, { lat: 36.1 + i / 100, lng: -86.7 }),
      ),
    );
    expect(tally(`${LOCATION_MOVES_PER_HOUR + 10} parallel location moves`, responses, [200], 429)).toBe(
      LOCATION_MOVES_PER_HOUR,
    );
  });

  it(`${CHATBOT_MESSAGES_PER_MINUTE + 10} parallel questions to LOVE: exactly ${CHATBOT_MESSAGES_PER_MINUTE}`, async () => {
    const [a] = await people(1);
    const responses = await Promise.all(
      Array.from({ length: CHATBOT_MESSAGES_PER_MINUTE + 10 }, () =>
        call(a!, "POST", "/api/chatbot/message", { userId: a!.id, message: "How does matching work?" }),
      ),
    );
    expect(tally(`${CHATBOT_MESSAGES_PER_MINUTE + 10} parallel LOVE questions`, responses, [200], 429)).toBe(
      CHATBOT_MESSAGES_PER_MINUTE,
    );
  });
});
