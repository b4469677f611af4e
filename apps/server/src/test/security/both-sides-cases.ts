import { invite, ok } from "./api-kit";
import { cAskedA, type ParallelCase, pastDate, reviewOfA, uuid } from "./parallel-kit";

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
