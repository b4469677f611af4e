import { randomUUID } from "node:crypto";
import { connectedAccounts, photoScreenings } from "../../db/schema";
import { EXPORTS_PER_DAY } from "../../modules/account/export-links";
import { freshIp, freshPhone, type SignedIn } from "../test-app";
import { type ApiKit, acceptedDate, invite, moveIntoPast, ok, pose, selfieSent } from "./api-kit";

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
async function pastDate(kit: ParallelKit): Promise<string> {
  const id = await acceptedDate(kit, kit.c, kit.a);
  await moveIntoPast(kit, id);
  return id;
}

/** A completed date of `a` and `c`; its id. */
async function completedDate(kit: ParallelKit): Promise<string> {
  const id = await pastDate(kit);
  ok(await kit.call(kit.c, "PATCH", `/api/dates/${id}`, { status: "completed" }), "complete");
  return id;
}

/** `c`'s review of `a` after their date; its id. */
async function reviewOfA(kit: ParallelKit): Promise<string> {
  const dateEventId = await completedDate(kit);
  const res = await kit.call(kit.c, "POST", "/api/date-reviews", { dateEventId, ratingOverall: 4, comment: "Kind" });
  return ok(res, "review").json<{ id: string }>().id;
}

async function photoUrl(kit: ParallelKit): Promise<string> {
  const res = ok(await kit.upload(kit.a, "/api/upload/photos", "photos"), "upload");
  const [url] = res.json<{ urls: string[] }>().urls;
  if (!url) throw new Error("no photo url");
  return url;
}

/** A check-in an hour from now with a trusted contact's number (decision 023). */
const checkInSample = () => ({ contactPhone: "6155550142", at: new Date(Date.now() + 3_600_000).toISOString() });

/** A scheduled date of `a` and `c` that `a` shares; its id. */
async function sharedDate(kit: ParallelKit): Promise<string> {
  const id = await acceptedDate(kit, kit.c, kit.a);
  ok(await kit.call(kit.a, "POST", `/api/dates/${id}/share`), "share");
  return id;
}

/** A shared date of `a` and `c` with `a`'s check-in set; its id. */
async function checkedInDate(kit: ParallelKit): Promise<string> {
  const id = await sharedDate(kit);
  ok(await kit.call(kit.a, "PUT", `/api/dates/${id}/check-in`, checkInSample()), "check-in");
  return id;
}

/**
 * A photo of `as` the nudity screen held for a moderator (docs/decisions/026-photo-screening.md), written as the
 * screen leaves it: the test app's fake screener only holds a magenta-cornered image.
 */
async function heldPhotoOf(kit: ParallelKit, as: SignedIn): Promise<string> {
  const url = `/uploads/${randomUUID()}.webp`;
  await kit.db.insert(photoScreenings).values({ url, userId: as.id, state: "held", score: 0.9 });
  return url;
}

/** `c` wrote to `a`, which leaves `a` an unread line and a notification. */
async function cWroteToA(kit: ParallelKit): Promise<void> {
  ok(
    await kit.call(kit.c, "POST", "/api/messages", { senderId: kit.c.id, receiverId: kit.a.id, content: "Hi" }),
    "message",
  );
}

/** `c` asked `a` a custom question; its id. */
async function cAskedA(kit: ParallelKit): Promise<string> {
  const asked = await kit.call(kit.c, "POST", "/api/custom-questions", {
    senderId: kit.c.id,
    receiverId: kit.a.id,
    questionText: "Ever been cliff diving?",
  });
  return ok(asked, "custom question").json<{ id: string }>().id;
}

/** Fresh ids per case: identical within one case's N requests, different between cases. */
const uuid = () => crypto.randomUUID();

/**
 * A line from `a` to `c` with one clientId, sent 12 times at once: every send succeeds and answers with the
 * one row's id, and `table` gains one row (a retried send gets the first one back; decision 010).
 */
const oneLinePerClientId = (table: string, line: Record<string, string>): ParallelCase => ({
  setup: async (kit) => ({ sample: { senderId: kit.a.id, receiverId: kit.c.id, ...line, clientId: uuid() } }),
  accepted: 12,
  oneId: true,
  rows: { [table]: 1 },
});

export const PARALLEL: Record<string, ParallelCase> = {
  // Sign-in: one code a number at a time; a code signs in once, however many tabs send it.
  "POST /api/auth/send-otp": {
    setup: async () => ({ signedOut: true, sample: { phone: freshPhone() }, remoteAddress: freshIp() }),
  },
  "POST /api/auth/verify-otp": {
    setup: async (kit) => {
      const [phone, remoteAddress] = [freshPhone(), freshIp()];
      const sent = await kit.app.inject({
        method: "POST",
        url: "/api/auth/send-otp",
        payload: { phone },
        remoteAddress,
      });
      const otp = ok(sent, "send-otp").json<{ devOtp: string }>().devOtp;
      return { signedOut: true, sample: { phone, otp }, remoteAddress };
    },
    accepted: 1,
    rows: { sessions: 1, users: 1 },
  },
  "POST /api/auth/logout": {},

  // Own profile, photos, preferences, account
  "PATCH /api/profiles/:userId": {},
  "POST /api/upload/photos": { setup: async () => ({ form: { field: "photos" } }) },
  "DELETE /api/upload/photos": { setup: async (kit) => ({ sample: { photoUrl: await photoUrl(kit) } }) },
  "PUT /api/profiles/:userId/photos": {
    setup: async (kit) => ({ sample: { order: [await photoUrl(kit), await photoUrl(kit)].reverse() } }),
  },
  "PUT /api/preferences/:userId": {},
  "PUT /api/location/:userId": {},
  "DELETE /api/account/:userId": {
    rows: { users: -1 },
    moreMaySucceed: "a request whose session was read before the first deletion committed deletes nothing more",
  },
  "POST /api/feedback": {},
  "POST /api/contact": {},
  "POST /api/push/subscriptions": {
    setup: async (kit) => ({
      sample: { endpoint: `https://push.example.com/${kit.a.id}`, keys: { p256dh: "AAAA", auth: "BBBB" } },
    }),
    rows: { push_subscriptions: 1 },
  },
  "DELETE /api/push/subscriptions": {
    setup: async (kit) => {
      const endpoint = `https://push.example.com/${kit.a.id}`;
      ok(
        await kit.call(kit.a, "POST", "/api/push/subscriptions", { endpoint, keys: { p256dh: "AAAA", auth: "BBBB" } }),
        "subscribe",
      );
      return { sample: { endpoint } };
    },
    rows: { push_subscriptions: -1 },
  },
  "POST /api/account/:userId/export": { accepted: EXPORTS_PER_DAY, rows: { data_exports: EXPORTS_PER_DAY } },
  "POST /api/verification/:userId": {
    setup: async (kit) => ({ form: { field: "selfie", fields: { pose: await pose(kit, kit.a) } } }),
  },
  "DELETE /api/connections/:userId/:provider": {
    setup: async (kit) => {
      await kit.db
        .insert(connectedAccounts)
        .values({ userId: kit.a.id, provider: "spotify", accessTokenSealed: "sealed", topArtists: ["Paramore"] });
      return {};
    },
    rows: { connected_accounts: -1 },
  },

  // Answers and questions
  "POST /api/analytics/track-response": { rows: { user_responses: 1 } },
  "POST /api/generate-questions": {},
  // An unfinished session is returned as it is: twelve taps of "More questions" open nothing (decision 025).
  "POST /api/question-sessions/:userId/:categoryId/more": { rows: {} },

  // Matches, favourites, safety
  "POST /api/match-requests": {
    setup: async (kit) => ({ sample: { fromUserId: kit.a.id, toUserId: (await kit.person()).id } }),
    rows: { match_requests: 1 },
  },
  "DELETE /api/matches/:currentUserId/:otherUserId": { rows: { match_requests: -2 } },
  "POST /api/profile-views": {},
  "PUT /api/favorites/:id": { rows: { favorites: 1 } },
  "DELETE /api/favorites/:id": {
    setup: async (kit) => {
      ok(await kit.call(kit.a, "PUT", `/api/favorites/${kit.c.id}`), "favourite");
      return {};
    },
    rows: { favorites: -1 },
  },
  "POST /api/blocks": { rows: { blocks: 1, match_requests: -2 } },
  "DELETE /api/blocks/:blockedUserId": {
    setup: async (kit) => {
      ok(await kit.call(kit.a, "POST", "/api/blocks", { blockedUserId: kit.c.id }), "block");
      return {};
    },
    rows: { blocks: -1 },
  },
  "POST /api/reports": { rows: { blocks: 1, match_requests: -2 } },
  "POST /api/notifications/read-all": {
    setup: async (kit) => {
      await cWroteToA(kit);
      return {};
    },
  },
  "POST /api/notifications/:id/read": {
    setup: async (kit) => {
      await cWroteToA(kit);
      const page = ok(await kit.call(kit.a, "GET", "/api/notifications"), "notifications");
      const [note] = page.json<{ items: Array<{ id: string }> }>().items;
      if (!note) throw new Error("no notification");
      return { params: { id: note.id } };
    },
  },

  // Messages and custom questions: one clientId is one line, however many times it is sent.
  "POST /api/conversations/:userId/:otherId/read": {
    setup: async (kit) => {
      await cWroteToA(kit);
      return {};
    },
  },
  "POST /api/messages": oneLinePerClientId("messages", { content: "Hi" }),
  "POST /api/custom-questions": oneLinePerClientId("custom_questions", { questionText: "Skydiving?" }),
  "PATCH /api/custom-questions/:id/response": {
    setup: async (kit) => {
      return { params: { id: await cAskedA(kit) } };
    },
  },

  // Dates and reviews: an invite is answered once, a date ends once, a review is written once.
  "POST /api/invites": {},
  "PATCH /api/invites/:id": {
    setup: async (kit) => ({ params: { id: await invite(kit, kit.c, kit.a) }, sample: { status: "accepted" } }),
    accepted: 1,
    rows: { date_events: 1 },
  },
  "PATCH /api/dates/:id": {
    setup: async (kit) => ({ params: { id: await pastDate(kit) }, sample: { status: "completed" } }),
    accepted: 1,
  },
  "POST /api/date-reviews": {
    setup: async (kit) => ({
      sample: { dateEventId: await completedDate(kit), reviewerId: kit.a.id, ratingOverall: 5 },
    }),
    accepted: 1,
    rows: { date_reviews: 1 },
  },
  "PUT /api/reviews/:id/helpful": {
    setup: async (kit) => ({ params: { id: await reviewOfA(kit) } }),
    rows: { review_helpful: 1 },
  },
  "DELETE /api/reviews/:id/helpful": {
    setup: async (kit) => {
      const id = await reviewOfA(kit);
      ok(await kit.call(kit.a, "PUT", `/api/reviews/${id}/helpful`), "helpful");
      return { params: { id } };
    },
    rows: { review_helpful: -1 },
  },

  // Moderation: a decision is taken once.
  "POST /api/moderation/actions": {
    moderator: true,
    setup: async (kit) => {
      const reported = await kit.person();
      ok(
        await kit.call(kit.c, "POST", "/api/reports", {
          reportedUserId: reported.id,
          reason: "scam-or-spam",
          details: "Ads",
        }),
        "report",
      );
      return { sample: { userId: reported.id, action: "ban" } };
    },
    accepted: 1,
    rows: { moderation_actions: 1 },
  },
  // Share My Date and its check-in (decision 023): on a scheduled date of `a` and `c`.
  "POST /api/dates/:id/share": { setup: async (kit) => ({ params: { id: await acceptedDate(kit, kit.c, kit.a) } }) },
  "DELETE /api/dates/:id/share": { setup: async (kit) => ({ params: { id: await sharedDate(kit) } }) },
  "PUT /api/dates/:id/check-in": {
    setup: async (kit) => ({ params: { id: await sharedDate(kit) }, sample: checkInSample() }),
  },
  "DELETE /api/dates/:id/check-in": { setup: async (kit) => ({ params: { id: await checkedInDate(kit) } }) },
  "POST /api/dates/:id/check-in/ok": { setup: async (kit) => ({ params: { id: await checkedInDate(kit) } }) },
  "POST /api/moderation/photos/decision": {
    moderator: true,
    setup: async (kit) => ({ sample: { url: await heldPhotoOf(kit, kit.c), decision: "approve" } }),
    accepted: 1,
  },
  "POST /api/verification/:id/decision": {
    moderator: true,
    setup: async (kit) => {
      return { params: { id: await selfieSent(kit, kit.c) }, sample: { decision: "approve" } };
    },
    accepted: 1,
  },

  // LOVE
  "POST /api/chatbot/message": {},
  "DELETE /api/chatbot/history/:userId": {
    setup: async (kit) => {
      ok(
        await kit.call(kit.a, "POST", "/api/chatbot/message", { userId: kit.a.id, message: "How does matching work?" }),
        "chatbot",
      );
      return {};
    },
  },
};

/**
 * Routes between two people, raced from both sides: the caller's N requests and the other person's N mirrored
 * ones all at once must leave what the caller's N and then the other's N leave; `rows` as in ParallelCase, for
 * both sides together. Every write route whose request names someone else needs an entry: a case, or (exempt)
 * why the other person cannot act on the same thing at once.
 */
export type BothSides =
  | (Pick<ParallelCase, "rows"> & {
      setup: ParallelCase["setup"];
      /** The two people's requests do not commute (an accept and a cancel): at once must match either order. */
      eitherOrder?: true;
    })
  | { exempt: string };

export const BOTH_SIDES: Record<string, BothSides> = {
  "POST /api/match-requests": {
    setup: async (kit) => {
      const d = await kit.person();
      return {
        sample: { fromUserId: kit.a.id, toUserId: d.id },
        mirror: { as: d, sample: { fromUserId: d.id, toUserId: kit.a.id } },
      };
    },
    rows: { match_requests: 2 },
  },
  "DELETE /api/matches/:currentUserId/:otherUserId": {
    setup: async (kit) => ({ mirror: { as: kit.c, params: { otherUserId: kit.a.id } } }),
    rows: { match_requests: -2 },
  },
  "POST /api/blocks": {
    setup: async (kit) => ({ mirror: { as: kit.c, sample: { blockedUserId: kit.a.id } } }),
    rows: { blocks: 2, match_requests: -2 },
  },
  "POST /api/messages": {
    setup: async (kit) => ({
      sample: { senderId: kit.a.id, receiverId: kit.c.id, content: "Hi", clientId: uuid() },
      mirror: { as: kit.c, sample: { senderId: kit.c.id, receiverId: kit.a.id, content: "Hey", clientId: uuid() } },
    }),
    rows: { messages: 2 },
  },
  "POST /api/invites": {
    setup: async (kit) => ({
      mirror: { as: kit.c, sample: { senderId: kit.c.id, receiverId: kit.a.id, dateType: "play" } },
    }),
  },
  "POST /api/custom-questions": {
    setup: async (kit) => ({
      sample: { senderId: kit.a.id, receiverId: kit.c.id, questionText: "Skydiving?", clientId: uuid() },
      mirror: {
        as: kit.c,
        sample: { senderId: kit.c.id, receiverId: kit.a.id, questionText: "Karaoke?", clientId: uuid() },
      },
    }),
    rows: { custom_questions: 2 },
  },
  "PATCH /api/custom-questions/:id/response": {
    setup: async (kit) => {
      const id = await cAskedA(kit);
      return { params: { id }, mirror: { as: kit.c, params: { id }, sample: { userId: kit.c.id, response: "O" } } };
    },
  },
  "POST /api/conversations/:userId/:otherId/read": {
    setup: async (kit) => {
      for (const [from, to] of [
        [kit.a, kit.c],
        [kit.c, kit.a],
      ] as const) {
        ok(
          await kit.call(from, "POST", "/api/messages", { senderId: from.id, receiverId: to.id, content: "Hi" }),
          "message",
        );
      }
      return { mirror: { as: kit.c } };
    },
  },
  "PATCH /api/invites/:id": {
    setup: async (kit) => {
      const id = await invite(kit, kit.c, kit.a);
      return {
        params: { id },
        sample: { status: "accepted" },
        mirror: { as: kit.c, params: { id }, sample: { status: "cancelled" } },
      };
    },
    eitherOrder: true,
  },
  "PATCH /api/dates/:id": {
    setup: async (kit) => {
      const id = await pastDate(kit);
      return {
        params: { id },
        sample: { status: "completed" },
        mirror: { as: kit.c, params: { id }, sample: { status: "cancelled" } },
      };
    },
    eitherOrder: true,
  },
  "PUT /api/favorites/:id": { setup: async (kit) => ({ mirror: { as: kit.c } }), rows: { favorites: 2 } },
  "DELETE /api/favorites/:id": {
    setup: async (kit) => {
      ok(await kit.call(kit.a, "PUT", `/api/favorites/${kit.c.id}`), "favourite");
      ok(await kit.call(kit.c, "PUT", `/api/favorites/${kit.a.id}`), "favourite");
      return { mirror: { as: kit.c } };
    },
    rows: { favorites: -2 },
  },
  "POST /api/profile-views": {
    setup: async (kit) => ({ mirror: { as: kit.c, sample: { viewedUserId: kit.a.id } } }),
  },
  "POST /api/reports": {
    setup: async (kit) => ({
      mirror: { as: kit.c, sample: { reportedUserId: kit.a.id, reason: "other", details: "x" } },
    }),
  },
  "DELETE /api/blocks/:blockedUserId": {
    setup: async (kit) => {
      ok(await kit.call(kit.a, "POST", "/api/blocks", { blockedUserId: kit.c.id }), "block");
      ok(await kit.call(kit.c, "POST", "/api/blocks", { blockedUserId: kit.a.id }), "block");
      return { mirror: { as: kit.c } };
    },
    rows: { blocks: -2 },
  },
  "PUT /api/reviews/:id/helpful": {
    setup: async (kit) => {
      const id = await reviewOfA(kit);
      return { params: { id }, mirror: { as: kit.c, params: { id } } };
    },
  },
  "DELETE /api/reviews/:id/helpful": {
    setup: async (kit) => {
      const id = await reviewOfA(kit);
      ok(await kit.call(kit.a, "PUT", `/api/reviews/${id}/helpful`), "helpful");
      return { params: { id }, mirror: { as: kit.c, params: { id } } };
    },
  },
  "POST /api/notifications/:id/read": {
    exempt: "a notification is its recipient's alone: nobody else can act on it (the ownership pass)",
  },
  "POST /api/moderation/actions": {
    exempt: "the other person is the one acted on and cannot act back; moderators at once take the person's lock",
  },
  "POST /api/verification/:id/decision": {
    exempt: "the other person is the one whose selfie is decided and has no say in it; decided once (one side)",
  },
  "POST /api/dates/:id/share": { exempt: "each person shares their own view of the date; the two shares never meet" },
  "DELETE /api/dates/:id/share": { exempt: "each person stops only their own share" },
  "PUT /api/dates/:id/check-in": { exempt: "a check-in belongs to one person's share" },
  "DELETE /api/dates/:id/check-in": { exempt: "a check-in belongs to one person's share" },
  "POST /api/dates/:id/check-in/ok": { exempt: "only the person asked answers their own check-in" },
  "POST /api/moderation/photos/decision": {
    exempt: "the photo's owner has no say in the decision; it is taken once, under the owner's photo lock (one side)",
  },
};
