import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, matchRequests } from "../../db/schema";
import { createTestApp, testDb } from "../../test/test-app";
import { freshPlace, freshQuestion, ids, person, searchAs } from "./search.test-helpers";

let app: FastifyInstance;
let statements: string[] = [];
beforeAll(async () => {
  app = await createTestApp({}, { queryLogger: { logQuery: (query) => statements.push(query) } });
});
afterAll(() => app.close());

/**
 * At 50 clients a search's cost was its statements, not their execution (bench/README.md, "Where the time goes
 * at 50 clients"): the session, the searcher with their blocks and matches, and the page's cards with how the
 * searcher stands with each.
 */
describe("GET /api/search's statements", () => {
  it("reads the session, the searcher and the page's cards: three statements, on either database", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const me = await person(app, { at: here, answers: { [q]: "D" } });
    const others = await Promise.all(Array.from({ length: 6 }, () => person(app, { at: here, answers: { [q]: "D" } })));
    const [matched, asked, askedMe, blocked, blockedMe, stranger] = others as [
      (typeof others)[number],
      (typeof others)[number],
      (typeof others)[number],
      (typeof others)[number],
      (typeof others)[number],
      (typeof others)[number],
    ];
    await testDb(app)
      .insert(matchRequests)
      .values([
        { fromUserId: me.id, toUserId: matched.id, status: "matched", matchedAt: new Date() },
        { fromUserId: matched.id, toUserId: me.id, status: "matched", matchedAt: new Date() },
        { fromUserId: me.id, toUserId: asked.id },
        { fromUserId: askedMe.id, toUserId: me.id },
      ]);
    await testDb(app)
      .insert(blocks)
      .values([
        { blockerId: me.id, blockedId: blocked.id },
        { blockerId: blockedMe.id, blockedId: me.id },
      ]);
    statements = [];
    const { status, body } = await searchAs(app, me);
    expect(status).toBe(200);
    expect(statements).toHaveLength(3);
    // Blocked either way: not there; the rest with how the searcher stands with them.
    expect(new Set(ids(body))).toEqual(new Set([matched.id, asked.id, askedMe.id, stranger.id]));
    const card = (id: string) => body.results.find((r) => r.id === id);
    expect(card(matched.id)).toMatchObject({ status: "Matched", requested: false });
    expect(card(asked.id)).toMatchObject({ status: "New", requested: true });
    expect(card(askedMe.id)).toMatchObject({ status: "New", requested: false, likesYou: true });
    expect(card(stranger.id)).toMatchObject({ status: "New", requested: false });
    expect(card(stranger.id)?.likesYou).toBeFalsy();
  });

  it("reads only the session and the searcher for an empty page", async () => {
    const me = await person(app, { at: freshPlace(), answers: { [freshQuestion()]: "D" } });
    statements = [];
    const { status, body } = await searchAs(app, me);
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    // The session and the searcher; an empty page reads no cards.
    expect(statements).toHaveLength(2);
  });
});
