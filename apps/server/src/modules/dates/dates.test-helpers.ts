import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "../../db/client";
import { createTestApp, type SignedIn, signIn, testDb } from "../../test/test-app";

/**
 * The file's app, its database and the dates API client: made before the file's tests, closed after them.
 * Read them as `t.app`, `t.db`, `t.http` inside tests (they are set only once beforeAll has run).
 */
export function datesTestApp(): { app: FastifyInstance; db: Db; http: ReturnType<typeof api> } {
  const t = {} as { app: FastifyInstance; db: Db; http: ReturnType<typeof api> };
  beforeAll(async () => {
    t.app = await createTestApp();
    t.db = testDb(t.app);
    t.http = api(t.app);
  });
  afterAll(() => t.app.close());
  return t;
}

/** A person with a name (and the age the adults gate asks for). */
export async function person(app: FastifyInstance, name: string): Promise<SignedIn> {
  const who = await signIn(app);
  const res = await app.inject({
    method: "PATCH",
    url: `/api/profiles/${who.id}`,
    headers: { cookie: who.cookie },
    payload: { name, age: 30, location: "Nashville, TN" },
  });
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.body}`);
  return who;
}

export async function match(app: FastifyInstance, a: SignedIn, b: SignedIn) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const res = await app.inject({
      method: "POST",
      url: "/api/match-requests",
      headers: { cookie: from.cookie },
      payload: { fromUserId: from.id, toUserId: to.id },
    });
    if (res.statusCode !== 200) throw new Error(`match failed: ${res.body}`);
  }
}

export async function matchedPair(app: FastifyInstance, nameA = "Ada Lovelace", nameB = "Bea Smith") {
  const a = await person(app, nameA);
  const b = await person(app, nameB);
  await match(app, a, b);
  return { a, b };
}

export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export function api(app: FastifyInstance) {
  const call = (
    as: SignedIn | null,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: as ? { cookie: as.cookie } : {}, ...(payload ? { payload } : {}) });
  return {
    call,
    invite: (as: SignedIn, to: SignedIn, extra: Record<string, unknown> = {}) =>
      call(as, "POST", "/api/invites", { senderId: as.id, receiverId: to.id, dateType: "hang", ...extra }),
    invitesOf: (as: SignedIn) => call(as, "GET", `/api/invites/for/${as.id}`),
    answer: (as: SignedIn, id: string, status: string, extra: Record<string, unknown> = {}) =>
      call(as, "PATCH", `/api/invites/${id}`, { status, ...extra }),
    datesOf: (as: SignedIn) => call(as, "GET", `/api/dates/${as.id}`),
    changeDate: (as: SignedIn, id: string, status: string) => call(as, "PATCH", `/api/dates/${id}`, { status }),
    notes: async (as: SignedIn) =>
      (await call(as, "GET", "/api/notifications")).json().items as Array<{
        type: string;
        title: string;
        body: string;
      }>,
  };
}
