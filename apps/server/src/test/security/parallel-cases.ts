import { connectedAccounts } from "../../db/schema";
import { EXPORTS_PER_DAY } from "../../modules/account/export-links";
import { freshIp, freshPhone } from "../test-app";
import { acceptedDate, invite, ok, pose, selfieSent } from "./api-kit";
import {
  cAskedA,
  checkedInDate,
  checkInSample,
  completedDate,
  cWroteToA,
  heldPhotoOf,
  oneLinePerClientId,
  type ParallelCase,
  pastDate,
  photoUrl,
  reviewOfA,
  sharedDate,
} from "./parallel-kit";

/** The one-sided parallel pass: see parallel-kit.ts for what an entry says. */
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
