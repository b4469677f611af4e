import { randomUUID } from "node:crypto";
import { photoScreenings } from "../../db/schema";
import type { SignedIn } from "../test-app";
import { type ApiKit, acceptedDate, moveIntoPast, ok } from "./api-kit";

/**
 * The parallel pass over Fastify's route table (parallel-routes.test.ts): every route that changes something
 * (POST, PUT, PATCH, DELETE) gets N identical valid requests at once from its caller, and must leave the
 * rows N requests one after another leave. A route missing here fails that test, so a new route is raced
 * the moment it exists (issue 23: "the fuzz corpus and race tests cover every route").
 *
 * An entry says how to make its request valid: `setup` builds what the request acts on (an invite to answer,
 * a photo to delete) and returns the params and body; without one, the route's example (route-examples.ts) is
 * sent as the caller `a`, with `c` — `a`'s fresh match — as "the other person". `accepted` and `rows` are
 * what the parallel requests must leave where the answer is obvious (one clientId, one message).
 */

export interface ParallelKit extends ApiKit {
  /** The caller: ready to search and chat (a moderator where the case says so). */
  a: SignedIn;
  /** `a`'s fresh match. */
  c: SignedIn;
  /** Someone new, ready to search and chat, matched with nobody. */
  person: () => Promise<SignedIn>;
}

/** What the N identical requests carry, where the rule's sample is not enough. */
export interface ParallelCall {
  /** Path params; the rule fills the rest (the caller's id, `c`'s id). */
  params?: Record<string, string>;
  /** The body (or query) instead of the rule's sample. */
  sample?: Record<string, unknown>;
  /** A multipart body: one small JPEG in `field`, and text fields. */
  form?: { field: string; fields?: Record<string, string> };
  /** Sent without the caller's session cookie (sign-in). */
  signedOut?: true;
  /** The address every request comes from (a sign-in code is checked only from the one that asked). */
  remoteAddress?: string;
  /**
   * The other person's request on the same route, sent N times at the same moment as the caller's N (both
   * people of a pair acting at once: crossing match requests, both unmatching, each blocking the other).
   */
  mirror?: { as: SignedIn; params?: Record<string, string>; sample?: Record<string, unknown> };
}

export interface ParallelCase {
  /** The caller is a moderator (MODERATOR_PHONES). */
  moderator?: true;
  setup?: (kit: ParallelKit) => Promise<ParallelCall>;
  /** How many of the N parallel requests must succeed (2xx). */
  accepted?: number;
  /** Every request that succeeded answers with the one row's id (a retried send gets the first one back). */
  oneId?: true;
  /** New rows per table the N parallel requests must leave (tables not named: as N in a row leave). */
  rows?: Record<string, number>;
  /**
   * Why more of the N may succeed at once than one after another, for a route where a request that passed
   * its checks before another committed changes nothing more (the rows must still be the same).
   */
  moreMaySucceed?: string;
}

/** A date of `a` and `c` (`c` invited, `a` accepted) that was an hour ago; its id. */
export async function pastDate(kit: ParallelKit): Promise<string> {
  const id = await acceptedDate(kit, kit.c, kit.a);
  await moveIntoPast(kit, id);
  return id;
}

/** A completed date of `a` and `c`; its id. */
export async function completedDate(kit: ParallelKit): Promise<string> {
  const id = await pastDate(kit);
  ok(await kit.call(kit.c, "PATCH", `/api/dates/${id}`, { status: "completed" }), "complete");
  return id;
}

/** `c`'s review of `a` after their date; its id. */
export async function reviewOfA(kit: ParallelKit): Promise<string> {
  const dateEventId = await completedDate(kit);
  const res = await kit.call(kit.c, "POST", "/api/date-reviews", { dateEventId, ratingOverall: 4, comment: "Kind" });
  return ok(res, "review").json<{ id: string }>().id;
}

export async function photoUrl(kit: ParallelKit): Promise<string> {
  const res = ok(await kit.upload(kit.a, "/api/upload/photos", "photos"), "upload");
  const [url] = res.json<{ urls: string[] }>().urls;
  if (!url) throw new Error("no photo url");
  return url;
}

/** A check-in an hour from now with a trusted contact's number (decision 023). */
export const checkInSample = () => ({ contactPhone: "6155550142", at: new Date(Date.now() + 3_600_000).toISOString() });

/** A scheduled date of `a` and `c` that `a` shares; its id. */
export async function sharedDate(kit: ParallelKit): Promise<string> {
  const id = await acceptedDate(kit, kit.c, kit.a);
  ok(await kit.call(kit.a, "POST", `/api/dates/${id}/share`), "share");
  return id;
}

/** A shared date of `a` and `c` with `a`'s check-in set; its id. */
export async function checkedInDate(kit: ParallelKit): Promise<string> {
  const id = await sharedDate(kit);
  ok(await kit.call(kit.a, "PUT", `/api/dates/${id}/check-in`, checkInSample()), "check-in");
  return id;
}

/**
 * A photo of `as` the nudity screen held for a moderator (docs/decisions/026-photo-screening.md), written as the
 * screen leaves it: the test app's fake screener only holds a magenta-cornered image.
 */
export async function heldPhotoOf(kit: ParallelKit, as: SignedIn): Promise<string> {
  const url = `/uploads/${randomUUID()}.webp`;
  await kit.db.insert(photoScreenings).values({ url, userId: as.id, state: "held", score: 0.9 });
  return url;
}

/** `c` wrote to `a`, which leaves `a` an unread line and a notification. */
export async function cWroteToA(kit: ParallelKit): Promise<void> {
  ok(
    await kit.call(kit.c, "POST", "/api/messages", { senderId: kit.c.id, receiverId: kit.a.id, content: "Hi" }),
    "message",
  );
}

/** `c` asked `a` a custom question; its id. */
export async function cAskedA(kit: ParallelKit): Promise<string> {
  const asked = await kit.call(kit.c, "POST", "/api/custom-questions", {
    senderId: kit.c.id,
    receiverId: kit.a.id,
    questionText: "Ever been cliff diving?",
  });
  return ok(asked, "custom question").json<{ id: string }>().id;
}

/** Fresh ids per case: identical within one case's N requests, different between cases. */
export const uuid = () => crypto.randomUUID();

/**
 * A line from `a` to `c` with one clientId, sent 12 times at once: every send succeeds and answers with the
 * one row's id, and `table` gains one row (a retried send gets the first one back; decision 010).
 */
export const oneLinePerClientId = (table: string, line: Record<string, string>): ParallelCase => ({
  setup: async (kit) => ({ sample: { senderId: kit.a.id, receiverId: kit.c.id, ...line, clientId: uuid() } }),
  accepted: 12,
  oneId: true,
  rows: { [table]: 1 },
});
