import { randomUUID } from "node:crypto";
import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn } from "../../test/test-app";
import { openSocket, type TestSocket } from "../../test/ws-client";
import { person } from "../search/search.test-helpers";

/** Chat lines sent up the socket with an acknowledgement, and a returning socket's replay (issue 28). */
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await createTestApp({ MESSAGES_PER_MINUTE: "40" });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

async function matched(names: [string, string] = ["Ann", "Bo"]) {
  const a = await person(app, { at: null, answers: {}, name: names[0] });
  const b = await person(app, { at: null, answers: {}, name: names[1] });
  await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
  await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
  return { a, b };
}

const acked = (socket: TestSocket, clientId: string) =>
  socket.next("ack", (e) => e.clientId === clientId) as Promise<Extract<RealtimeEvent, { type: "ack" }>>;
const refused = (socket: TestSocket, clientId: string) =>
  socket.next("refused", (e) => e.clientId === clientId) as Promise<Extract<RealtimeEvent, { type: "refused" }>>;

describe("a chat line sent up the socket", () => {
  it("is stored, acknowledged with the stored line, and heard by the other person once", async () => {
    const { a, b } = await matched();
    const sa = await openSocket(base, a.cookie);
    const sb = await openSocket(base, b.cookie);
    const clientId = randomUUID();
    sa.send({ type: "send", clientId, receiverId: b.id, content: "  hi over the socket " });
    const ack = await acked(sa, clientId);
    expect(ack).toMatchObject({
      created: true,
      message: { senderId: a.id, receiverId: b.id, content: "hi over the socket" },
    });
    const heard = await sb.next("message", (e) => e.message.id === ack.message?.id);
    expect(heard.message).toMatchObject({ content: "hi over the socket", senderName: "Ann", clientId });
    // The acknowledgement came after the commit: the history has it.
    const history = (await call(b, "GET", `/api/conversations/${b.id}/${a.id}`)).json();
    expect(history.items.map((m: { id: string }) => m.id)).toEqual([ack.message?.id]);

    // The same clientId again (a retry after a lost ack): the first line, not a second.
    sa.send({ type: "send", clientId, receiverId: b.id, content: "hi over the socket" });
    await expect.poll(() => sa.events.filter((e) => e.type === "ack" && e.clientId === clientId).length).toBe(2);
    const again = sa.events.filter((e) => e.type === "ack" && e.clientId === clientId)[1];
    expect(again).toMatchObject({ created: false, message: { id: ack.message?.id } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sb.events.filter((e) => e.type === "message")).toHaveLength(1);

    // A question too.
    const asked = randomUUID();
    sa.send({ type: "ask", clientId: asked, receiverId: b.id, questionText: "Beach or mountains?" });
    expect(await acked(sa, asked)).toMatchObject({ created: true, question: { questionText: "Beach or mountains?" } });
    expect(await sb.next("custom-question")).toMatchObject({ action: "asked" });
    sa.close();
    sb.close();
  });

  it("is refused with the HTTP route's status and error: not matched, flagged, invalid", async () => {
    const { a, b } = await matched(["Cy", "Dee"]);
    const stranger = await person(app, { at: null, answers: {}, name: "Eve" });
    const sa = await openSocket(base, a.cookie);
    const toStranger = randomUUID();
    sa.send({ type: "send", clientId: toStranger, receiverId: stranger.id, content: "hello" });
    expect(await refused(sa, toStranger)).toMatchObject({ status: 403, error: { code: "forbidden" } });

    const harmful = randomUUID();
    sa.send({ type: "send", clientId: harmful, receiverId: b.id, content: "answer me you dumb b1tch" });
    const flagged = await refused(sa, harmful);
    expect(flagged).toMatchObject({ status: 422, error: { code: "message_flagged" } });
    expect(flagged.error.flagged?.length).toBeGreaterThan(0);
    sa.send({
      type: "send",
      clientId: harmful,
      receiverId: b.id,
      content: "answer me you dumb b1tch",
      confirmFlagged: true,
    });
    expect(await acked(sa, harmful)).toMatchObject({ created: true });

    // Not a line at all (empty, an unknown field): dropped like any malformed frame; the socket stays.
    sa.send({ type: "send", clientId: randomUUID(), receiverId: b.id, content: "" });
    sa.send({ type: "send", clientId: randomUUID(), receiverId: b.id, content: "x", senderId: b.id });
    const after = randomUUID();
    sa.send({ type: "send", clientId: after, receiverId: b.id, content: "still here" });
    expect(await acked(sa, after)).toMatchObject({ created: true });
    const history = (await call(a, "GET", `/api/conversations/${a.id}/${b.id}`)).json();
    expect(history.items.map((m: { content: string }) => m.content)).toEqual([
      "answer me you dumb b1tch",
      "still here",
    ]);
    sa.close();
  });

  it("keeps many lines in order per conversation, each stored and heard once", async () => {
    const { a, b } = await matched(["Fay", "Gus"]);
    const sa = await openSocket(base, a.cookie);
    const sb = await openSocket(base, b.cookie);
    const ids: string[] = [];
    // Both people at once, as fast as the socket takes them: lines share batches (group-commit.ts).
    for (let i = 0; i < 15; i++) {
      const one = randomUUID();
      const two = randomUUID();
      ids.push(one, two);
      sa.send({ type: "send", clientId: one, receiverId: b.id, content: `a ${i}` });
      sb.send({ type: "send", clientId: two, receiverId: a.id, content: `b ${i}` });
    }
    for (const id of ids) await acked(id.length && ids.indexOf(id) % 2 === 0 ? sa : sb, id);
    const history = (await call(a, "GET", `/api/conversations/${a.id}/${b.id}?limit=50`)).json();
    const stored = history.items.map((m: { id: string }) => m.id);
    expect(stored).toHaveLength(30);
    // Each socket heard every line once, in the order the history keeps them.
    for (const socket of [sa, sb]) {
      await expect.poll(() => socket.events.filter((e) => e.type === "message").length).toBe(30);
      const heard = socket.events.flatMap((e) => (e.type === "message" ? [e.message.id] : []));
      expect(heard).toEqual(stored);
    }
    // Each person's own lines in the order they sent them.
    const mine = history.items.filter((m: { senderId: string }) => m.senderId === a.id);
    expect(mine.map((m: { content: string }) => m.content)).toEqual(Array.from({ length: 15 }, (_, i) => `a ${i}`));
    sa.close();
    sb.close();
  });
});

describe("a socket that comes back", () => {
  it("hears what it missed since the last message it heard, once, before anything new", async () => {
    const { a, b } = await matched(["Hal", "Ivy"]);
    const first = await openSocket(base, b.cookie);
    const before = (
      await call(a, "POST", "/api/messages", { senderId: a.id, receiverId: b.id, content: "one" })
    ).json();
    const heard = await first.next("message", (e) => e.message.id === before.id);
    first.close();
    const missed: string[] = [];
    for (const content of ["two", "three"]) {
      missed.push((await call(a, "POST", "/api/messages", { senderId: a.id, receiverId: b.id, content })).json().id);
    }
    const back = await openSocket(`${base}`, b.cookie, {}, `?after=${encodeURIComponent(heard.message.createdAt)}`);
    await expect.poll(() => back.events.filter((e) => e.type === "message").length).toBeGreaterThanOrEqual(2);
    const replay = back.events.flatMap((e) => (e.type === "message" ? [e.message.id] : []));
    // The margin may bring the last one heard again (the client drops it by id); nothing is missing or repeated.
    expect(replay.filter((id) => id !== before.id)).toEqual(missed);
    expect(new Set(replay).size).toBe(replay.length);
    const later = (
      await call(a, "POST", "/api/messages", { senderId: a.id, receiverId: b.id, content: "four" })
    ).json();
    await back.next("message", (e) => e.message.id === later.id);
    back.close();
  });

  it("refuses an after that is not a time, and replays nothing between people hidden from each other", async () => {
    const { a, b } = await matched(["Jo", "Kim"]);
    await expect(openSocket(base, b.cookie, {}, "?after=yesterday")).rejects.toThrow("refused: 400");
    await call(a, "POST", "/api/messages", { senderId: a.id, receiverId: b.id, content: "before the block" });
    await call(b, "POST", "/api/blocks", { blockedUserId: a.id });
    const back = await openSocket(
      base,
      b.cookie,
      {},
      `?after=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(back.events.filter((e) => e.type === "message")).toEqual([]);
    back.close();
  });
});
