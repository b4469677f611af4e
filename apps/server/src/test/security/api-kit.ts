import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../../db/client";
import { dateEvents, photoVerifications } from "../../db/schema";
import type { SignedIn } from "../test-app";

/**
 * What the route-table passes (the ownership pass of authorization.test.ts, ownership.ts; the parallel pass,
 * parallel-cases.ts) hand their setups, and the setups both write: each builds what a request acts on
 * through the API, as a person would, so a setup breaks when the route it leans on does.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiKit {
  app: FastifyInstance;
  db: Db;
  /** The person the pass calls the route as, or for (each pass says which). */
  a: SignedIn;
  /** `a`'s match. */
  c: SignedIn;
  call: (as: SignedIn, method: Method, url: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** A multipart POST with one small JPEG in `field` and the given text fields. */
  upload: (
    as: SignedIn,
    url: string,
    field: string,
    fields?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
}

/** A setup's request must succeed: otherwise the case would test nothing, so it stops with the answer. */
export const ok = (res: LightMyRequestResponse, what: string) => {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res;
};

/** `from` invited `to` (matched already) to a date in three hours; the invite's id. */
export async function invite(
  kit: ApiKit,
  from: SignedIn,
  to: SignedIn,
  extra: { message?: string } = {},
): Promise<string> {
  const proposedDateTime = new Date(Date.now() + 3 * 3_600_000).toISOString();
  const res = await kit.call(from, "POST", "/api/invites", {
    senderId: from.id,
    receiverId: to.id,
    dateType: "hang",
    proposedDateTime,
    ...extra,
  });
  return ok(res, "invite").json<{ id: string }>().id;
}

/** `from` invited `to` and `to` accepted; the date's id. */
export async function acceptedDate(
  kit: ApiKit,
  from: SignedIn,
  to: SignedIn,
  extra: { message?: string } = {},
): Promise<string> {
  const id = await invite(kit, from, to, extra);
  const res = ok(await kit.call(to, "PATCH", `/api/invites/${id}`, { status: "accepted" }), "accept");
  return res.json<{ dateEventId: string }>().dateEventId;
}

/** Moves the date to an hour ago, so it can be completed and reviewed. */
export async function moveIntoPast(kit: ApiKit, dateEventId: string): Promise<void> {
  await kit.db
    .update(dateEvents)
    .set({ scheduledAt: new Date(Date.now() - 3_600_000) })
    .where(eq(dateEvents.id, dateEventId));
}

/** The pose `as` is asked to copy now. */
export async function pose(kit: ApiKit, as: SignedIn): Promise<string> {
  const state = ok(await kit.call(as, "GET", `/api/verification/${as.id}`), "verification state");
  return state.json<{ pose: { id: string } }>().pose.id;
}

/** `as` sent a verification selfie; its row's id (the person's own state does not name it, a moderator's queue would). */
export async function selfieSent(kit: ApiKit, as: SignedIn): Promise<string> {
  ok(await kit.upload(as, `/api/verification/${as.id}`, "selfie", { pose: await pose(kit, as) }), "selfie");
  const [row] = await kit.db
    .select({ id: photoVerifications.id })
    .from(photoVerifications)
    .where(eq(photoVerifications.userId, as.id));
  if (!row) throw new Error("no verification row");
  return row.id;
}
