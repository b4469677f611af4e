import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { memoryBus } from "../../realtime/bus";
import { createTestApp, type SignedIn } from "../../test/test-app";
import { person } from "../search/search.test-helpers";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * One app per test file with low caps, so the limit tests stay short while the other tests stay under them, and
 * the calls the messaging tests share: people, a match, a message and a custom question.
 */
export function messagingTestApp() {
  const bus = memoryBus();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ MESSAGES_PER_MINUTE: "8", NEW_CONVERSATIONS_PER_DAY: "2" }, { bus });
  });
  afterAll(() => app.close());

  const call = (as: SignedIn | null, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: as ? { cookie: as.cookie } : {}, ...(payload ? { payload } : {}) });
  const someone = (name = "Sam") => person(app, { at: null, answers: {}, name });
  async function matched(nameA = "Ann", nameB = "Bo") {
    const a = await someone(nameA);
    const b = await someone(nameB);
    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    const res = await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
    expect(res.json().mutual).toBe(true);
    return { a, b };
  }
  const ask = (from: SignedIn, to: SignedIn, questionText: string, extra: object = {}) =>
    call(from, "POST", "/api/custom-questions", { senderId: from.id, receiverId: to.id, questionText, ...extra });
  const send = (from: SignedIn, to: SignedIn, content: string, extra: object = {}) =>
    call(from, "POST", "/api/messages", {
      senderId: from.id,
      receiverId: to.id,
      content,
      createdAt: "1999-01-01T00:00:00.000Z",
      ...extra,
    });
  return { bus, app: () => app, call, someone, matched, ask, send };
}
