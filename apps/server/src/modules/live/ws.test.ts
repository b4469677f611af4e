import { TYPING_EVERY_MS } from "@down/common/schemas/realtime-events";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn } from "../../test/test-app";
import { openSocket } from "../../test/ws-client";
import { person } from "../search/search.test-helpers";

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

async function matched() {
  const a = await person(app, { at: null, answers: {}, name: "Ann" });
  const b = await person(app, { at: null, answers: {}, name: "Bo" });
  await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
  await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
  return { a, b };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("/api/ws", () => {
  it("refuses a visitor with no session and a page from another origin", async () => {
    await expect(openSocket(base, null)).rejects.toThrow("refused: 401");
    const { a } = await matched();
    await expect(openSocket(base, a.cookie, { origin: "https://evil.example" })).rejects.toThrow("refused: 403");
    const same = await openSocket(base, a.cookie, { origin: base });
    same.close();
  });

  it("delivers a message to both people, read receipts back, typing to the other", async () => {
    const { a, b } = await matched();
    const sa = await openSocket(base, a.cookie);
    const sb = await openSocket(base, b.cookie);
    const sent = (
      await call(a, "POST", "/api/messages", { senderId: a.id, receiverId: b.id, content: "hi Bo" })
    ).json();
    const got = await sb.next("message");
    expect(got.message).toMatchObject({ id: sent.id, content: "hi Bo", senderName: "Ann" });
    await sa.next("message", (e) => e.message.id === sent.id);
    await call(b, "POST", `/api/conversations/${b.id}/${a.id}/read`);
    expect(await sa.next("message-read")).toMatchObject({ readerId: b.id, otherId: a.id });
    sb.send({ type: "typing", toUserId: a.id });
    expect(await sa.next("typing")).toEqual({ type: "typing", fromUserId: b.id });
    const q = (
      await call(a, "POST", "/api/custom-questions", { senderId: a.id, receiverId: b.id, questionText: "Beach?" })
    ).json();
    expect(await sb.next("custom-question")).toMatchObject({ action: "asked", question: { id: q.id } });
    sa.close();
    sb.close();
  });

  it("stops events about the other person after a block: no typing, no messages", async () => {
    const { a, b } = await matched();
    const sa = await openSocket(base, a.cookie);
    const sb = await openSocket(base, b.cookie);
    await call(a, "POST", "/api/blocks", { blockedUserId: b.id });
    expect(await sb.next("unmatch")).toEqual({ type: "unmatch", userId: a.id });
    // The blocker's socket hears it too, and stops typing to the blocked person from its side as well.
    expect(await sa.next("unmatch")).toEqual({ type: "unmatch", userId: b.id });
    sa.send({ type: "typing", toUserId: b.id });
    sb.send({ type: "typing", toUserId: a.id });
    const sent = await call(b, "POST", "/api/messages", { senderId: b.id, receiverId: a.id, content: "still?" });
    expect(sent.statusCode).toBe(403);
    await wait(300);
    expect(sa.events.filter((e) => e.type === "typing" || e.type === "message")).toEqual([]);
    expect(sb.events.filter((e) => e.type === "typing")).toEqual([]);
    sa.close();
    sb.close();
  });

  it("follows the matches the socket hears of: typing arrives after a match, stops at an unmatch, returns", async () => {
    const a = await person(app, { at: null, answers: {}, name: "Di" });
    const b = await person(app, { at: null, answers: {}, name: "Ed" });
    // Both sockets open before the match: what they loaded on opening did not include it.
    const sa = await openSocket(base, a.cookie);
    const sb = await openSocket(base, b.cookie);
    const typingSeen = (s: typeof sa) => s.events.filter((e) => e.type === "typing").length;
    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
    await sa.next("match");
    await sb.next("match");
    sa.send({ type: "typing", toUserId: b.id });
    sb.send({ type: "typing", toUserId: a.id });
    expect(await sb.next("typing")).toEqual({ type: "typing", fromUserId: a.id });
    expect(await sa.next("typing")).toEqual({ type: "typing", fromUserId: b.id });

    expect((await call(a, "DELETE", `/api/matches/${a.id}/${b.id}`)).statusCode).toBe(200);
    // Both hear it, each naming the other.
    expect(await sb.next("unmatch")).toEqual({ type: "unmatch", userId: a.id });
    expect(await sa.next("unmatch")).toEqual({ type: "unmatch", userId: b.id });
    // Past the typing throttle, so only the unmatch can be what stops them.
    await wait(TYPING_EVERY_MS + 100);
    sa.send({ type: "typing", toUserId: b.id });
    sb.send({ type: "typing", toUserId: a.id });
    await wait(300);
    expect([typingSeen(sa), typingSeen(sb)]).toEqual([1, 1]);

    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
    await expect.poll(() => sa.events.filter((e) => e.type === "match").length).toBe(2);
    sb.send({ type: "typing", toUserId: a.id });
    await expect.poll(() => typingSeen(sa)).toBe(2);
    sa.close();
    sb.close();
  });

  it("ignores malformed frames and typing to someone not matched", async () => {
    const { a } = await matched();
    const stranger = await person(app, { at: null, answers: {}, name: "Cy" });
    const sa = await openSocket(base, a.cookie);
    const ss = await openSocket(base, stranger.cookie);
    sa.send({ type: "typing", toUserId: stranger.id });
    sa.send({ type: "nonsense" });
    await wait(300);
    expect(ss.events.map((e) => e.type)).toEqual(["ready"]);
    sa.close();
    ss.close();
  });
});
