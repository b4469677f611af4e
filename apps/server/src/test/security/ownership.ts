import sharp from "sharp";
import type { SignedIn } from "../test-app";
import { type ApiKit, acceptedDate, invite as inviteOf, moveIntoPast, ok, selfieSent } from "./api-kit";

/**
 * The ownership pass of the authorization matrix: for every route that names a resource (an invite, a
 * date, a notification, a review, a custom question, a photo, an export link, a verification, a chat
 * history…), a setup makes person A's resource through the API, and authorization.test.ts calls the route as
 * person B (and signed out) and checks that nothing of A's changed. A route whose path takes an id that is
 * not the caller's must have an entry here — a setup, or an exemption with its reason — or the test fails.
 */

export interface OwnershipKit extends ApiKit {
  /** The owner of the resource. */
  a: SignedIn;
  /** The person A's resource is shared with (their match, the other side of a date). */
  c: SignedIn;
}

/** What B is to call: the rule's path with these params, and this body or query. */
export interface OwnedCall {
  /** Path params naming A's resource; a param in the rule's `selfIds` gets B's id unless given here. */
  params?: Record<string, string>;
  /** The body (or query) B sends; the rule's sample with B's ids when absent. */
  sample?: Record<string, unknown>;
  /** Statuses B may get: 403 or 404 unless the route, by design, only ever acts on the caller's own rows. */
  allow?: readonly number[];
  /** Something of A's that must not appear in B's answer. */
  secret?: string;
}

export type Ownership = { setup: (kit: OwnershipKit) => Promise<OwnedCall> } | { exempt: string };

async function match(kit: OwnershipKit) {
  for (const [from, to] of [
    [kit.a, kit.c],
    [kit.c, kit.a],
  ] as const) {
    ok(await kit.call(from, "POST", "/api/match-requests", { fromUserId: from.id, toUserId: to.id }), "match request");
  }
}

const COFFEE = { message: "Coffee at Frothy Monkey?" };

/** A and C matched, A invited C; the invite's id. */
async function invite(kit: OwnershipKit): Promise<string> {
  await match(kit);
  return inviteOf(kit, kit.a, kit.c, COFFEE);
}

/** A and C have a date (C accepted A's invite); the date's id. */
async function date(kit: OwnershipKit): Promise<string> {
  await match(kit);
  return acceptedDate(kit, kit.a, kit.c, COFFEE);
}

/** A and C have a date tomorrow with a time and a place (one that can be shared); the date's id. */
async function timedDate(kit: OwnershipKit): Promise<string> {
  await match(kit);
  const sent = ok(
    await kit.call(kit.a, "POST", "/api/invites", {
      senderId: kit.a.id,
      receiverId: kit.c.id,
      dateType: "hang",
      proposedDateTime: new Date(Date.now() + 86_400_000).toISOString(),
      proposedLocation: "Frothy Monkey",
    }),
    "invite",
  );
  const accepted = ok(
    await kit.call(kit.c, "PATCH", `/api/invites/${sent.json<{ id: string }>().id}`, { status: "accepted" }),
    "accept",
  );
  return accepted.json<{ dateEventId: string }>().dateEventId;
}

/** A shared the timed date and set a check-in with a contact's number; the date's id. */
async function sharedDate(kit: OwnershipKit): Promise<string> {
  const id = await timedDate(kit);
  ok(await kit.call(kit.a, "POST", `/api/dates/${id}/share`), "share");
  const at = new Date(Date.now() + 90 * 60_000).toISOString();
  ok(await kit.call(kit.a, "PUT", `/api/dates/${id}/check-in`, { contactPhone: "6155550177", at }), "check-in");
  return id;
}

/** A and C went on a date that is over and completed; its id. */
async function completedDate(kit: OwnershipKit): Promise<string> {
  const id = await date(kit);
  await moveIntoPast(kit, id);
  ok(await kit.call(kit.a, "PATCH", `/api/dates/${id}`, { status: "completed" }), "complete");
  return id;
}

/** C wrote a review of A after their date; its id. */
async function reviewOfA(kit: OwnershipKit): Promise<string> {
  const dateEventId = await completedDate(kit);
  const res = ok(
    await kit.call(kit.c, "POST", "/api/date-reviews", { dateEventId, ratingOverall: 4, comment: "Kind and funny" }),
    "review",
  );
  return res.json<{ id: string }>().id;
}

async function customQuestion(kit: OwnershipKit): Promise<string> {
  await match(kit);
  const res = ok(
    await kit.call(kit.a, "POST", "/api/custom-questions", {
      senderId: kit.a.id,
      receiverId: kit.c.id,
      questionText: "Ever been cliff diving?",
    }),
    "custom question",
  );
  return res.json<{ id: string }>().id;
}

/** A person's id, not a resource: who may be looked at is the visibility rule, tested where it lives. */
const person = (where: string) => ({ exempt: `takes a person's id, not a resource; visibility: ${where}` });
/** The other person of the caller's own pair: B naming C reaches B's pair with C, never A's. */
const ownPair: Ownership = {
  setup: async (kit) => {
    await match(kit);
    ok(
      await kit.call(kit.a, "POST", "/api/messages", {
        senderId: kit.a.id,
        receiverId: kit.c.id,
        content: "Meet at the Parthenon at six",
      }),
      "message",
    );
    await customQuestion(kit);
    return { params: { otherId: kit.c.id }, allow: [200, 403, 404], secret: "Parthenon" };
  },
};

export const OWNERSHIP: Record<string, Ownership> = {
  "GET /api/compare/:otherUserId": person("answers/compare.test.ts, decision 007"),
  "GET /api/openers/:userId/:otherId": person("answers/openers.test.ts (404 unless matched), decision 007"),
  "GET /api/public-profiles/:id": person("public-profiles/public-profiles.test.ts, decision 007"),
  "GET /api/reviews/about/:userId": person("dates/reviews.test.ts (the public profile's rule)"),
  "GET /api/user-responses/:userId/:categoryId": {
    exempt: "categoryId names a category of the question bank; the user id is the caller's (403 pass)",
  },
  "GET /api/question-sessions/:userId/:categoryId": {
    exempt: "categoryId names a category of the question bank; the user id is the caller's (403 pass)",
  },
  "POST /api/question-sessions/:userId/:categoryId/more": {
    exempt: "categoryId names a category of the question bank; the user id is the caller's (403 pass)",
  },
  "GET /api/connections/:provider/authorize": {
    exempt: "provider is 'instagram' or 'spotify'; it starts the caller's own OAuth flow",
  },
  "DELETE /api/connections/:userId/:provider": {
    exempt: "provider names which of the caller's own connections; the user id is the caller's (403 pass)",
  },
  "GET /api/match-status/:currentUserId/:otherUserId": {
    exempt: "reads only the caller's own pair with the other person (matches.test.ts)",
  },

  // Person ids that act on the caller's own rows: B's call may succeed, but on B's rows only.
  "PUT /api/favorites/:id": {
    setup: async (kit) => {
      ok(await kit.call(kit.a, "PUT", `/api/favorites/${kit.c.id}`), "favourite");
      return { params: { id: kit.c.id }, allow: [200] };
    },
  },
  "DELETE /api/favorites/:id": {
    setup: async (kit) => {
      ok(await kit.call(kit.a, "PUT", `/api/favorites/${kit.c.id}`), "favourite");
      return { params: { id: kit.c.id }, allow: [200] };
    },
  },
  "DELETE /api/blocks/:blockedUserId": {
    setup: async (kit) => {
      ok(await kit.call(kit.a, "POST", "/api/blocks", { blockedUserId: kit.c.id }), "block");
      return { params: { blockedUserId: kit.c.id } };
    },
  },
  "DELETE /api/matches/:currentUserId/:otherUserId": {
    setup: async (kit) => {
      await match(kit);
      return { params: { otherUserId: kit.c.id } };
    },
  },
  "GET /api/conversations/:userId/:otherId": ownPair,
  "POST /api/conversations/:userId/:otherId/read": ownPair,
  "GET /api/custom-questions/between/:userId/:otherId": ownPair,

  // Resources with their own ids.
  "POST /api/notifications/:id/read": {
    setup: async (kit) => {
      ok(await kit.call(kit.c, "POST", "/api/match-requests", { fromUserId: kit.c.id, toUserId: kit.a.id }), "ask");
      const page = ok(await kit.call(kit.a, "GET", "/api/notifications"), "notifications");
      const [note] = page.json<{ items: Array<{ id: string }> }>().items;
      if (!note) throw new Error("no notification");
      return { params: { id: note.id } };
    },
  },
  "PATCH /api/invites/:id": {
    setup: async (kit) => ({ params: { id: await invite(kit) }, sample: { status: "declined" } }),
  },
  "PATCH /api/dates/:id": {
    setup: async (kit) => ({ params: { id: await date(kit) }, sample: { status: "cancelled" } }),
  },
  "GET /api/dates/:id/calendar.ics": {
    setup: async (kit) => ({ params: { id: await date(kit) }, secret: "Frothy Monkey" }),
  },
  // Share My Date: B naming A's date (or A's shared date) gets 404 and changes nothing of A's share.
  "POST /api/dates/:id/share": { setup: async (kit) => ({ params: { id: await timedDate(kit) } }) },
  "GET /api/dates/:id/share": {
    setup: async (kit) => ({ params: { id: await sharedDate(kit) }, secret: "555-0177" }),
  },
  "DELETE /api/dates/:id/share": { setup: async (kit) => ({ params: { id: await sharedDate(kit) } }) },
  "PUT /api/dates/:id/check-in": {
    setup: async (kit) => ({
      params: { id: await sharedDate(kit) },
      sample: { contactPhone: "6155550178", at: new Date(Date.now() + 3_600_000).toISOString() },
    }),
  },
  "DELETE /api/dates/:id/check-in": { setup: async (kit) => ({ params: { id: await sharedDate(kit) } }) },
  "POST /api/dates/:id/check-in/ok": { setup: async (kit) => ({ params: { id: await sharedDate(kit) } }) },
  "POST /api/date-reviews": {
    setup: async (kit) => ({ sample: { dateEventId: await completedDate(kit), ratingOverall: 1, comment: "Rude" } }),
  },
  "PUT /api/reviews/:id/helpful": {
    setup: async (kit) => {
      const id = await reviewOfA(kit);
      // Out of searches and unmatched with B, A's reviews are out of B's sight.
      ok(await kit.call(kit.a, "PATCH", `/api/profiles/${kit.a.id}`, { appearInSearches: false }), "hide");
      return { params: { id } };
    },
  },
  "DELETE /api/reviews/:id/helpful": {
    setup: async (kit) => {
      const id = await reviewOfA(kit);
      ok(await kit.call(kit.a, "PUT", `/api/reviews/${id}/helpful`), "helpful");
      ok(await kit.call(kit.a, "PATCH", `/api/profiles/${kit.a.id}`, { appearInSearches: false }), "hide");
      return { params: { id } };
    },
  },
  "PATCH /api/custom-questions/:id/response": {
    setup: async (kit) => ({ params: { id: await customQuestion(kit) } }),
  },
  "DELETE /api/upload/photos": {
    setup: async (kit) => {
      const res = ok(await kit.upload(kit.a, "/api/upload/photos", "photos"), "upload");
      const [photoUrl] = res.json<{ urls: string[] }>().urls;
      return { sample: { photoUrl } };
    },
  },
  "GET /api/account/:userId/export/:token": {
    setup: async (kit) => {
      const res = ok(await kit.call(kit.a, "POST", `/api/account/${kit.a.id}/export`), "export link");
      const token = res.json<{ url: string }>().url.split("/").at(-1) ?? "";
      // B with A's token under B's own id, the only way past the caller's-id check.
      return { params: { token }, secret: kit.a.phone };
    },
  },
  "POST /api/verification/:id/decision": {
    setup: async (kit) => ({
      params: { id: await selfieSent(kit, kit.a) },
      sample: { decision: "approve" },
    }),
  },

  // Routes keyed by the owner's own id, checked here against real data as well as by the 403 pass.
  "GET /api/chatbot/history/:userId": {
    setup: async (kit) => {
      ok(
        await kit.call(kit.a, "POST", "/api/chatbot/message", { userId: kit.a.id, message: "Is my ex on here?" }),
        "chatbot",
      );
      return { params: { userId: kit.a.id }, secret: "my ex" };
    },
  },
  "DELETE /api/chatbot/history/:userId": {
    setup: async (kit) => {
      ok(
        await kit.call(kit.a, "POST", "/api/chatbot/message", { userId: kit.a.id, message: "Is my ex on here?" }),
        "chatbot",
      );
      return { params: { userId: kit.a.id } };
    },
  },
  "GET /api/verification/:userId": {
    setup: async (kit) => {
      await selfieSent(kit, kit.a);
      return { params: { userId: kit.a.id } };
    },
  },
};

export const jpeg = () =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: "#a63" } })
    .jpeg()
    .toBuffer();
