import { photoDeleteBodySchema, photoOrderSchema } from "@down/common/photos";
import { generateQuestionsBodySchema, trackResponseBodySchema } from "@down/common/schemas/answers";
import { sendOtpBodySchema, verifyOtpBodySchema } from "@down/common/schemas/auth";
import { chatbotMessageBodySchema } from "@down/common/schemas/chatbot";
import {
  datePatchSchema,
  dateReviewBodySchema,
  inviteBodySchema,
  invitePatchSchema,
  reviewsQuerySchema,
} from "@down/common/schemas/dates";
import { favoriteIdsQuerySchema } from "@down/common/schemas/favorites";
import { contactBodySchema, feedbackBodySchema } from "@down/common/schemas/feedback";
import { geocodeQuerySchema, reverseQuerySchema } from "@down/common/schemas/geocode";
import { insightsQuerySchema } from "@down/common/schemas/insights";
import { likesYouQuerySchema, matchRequestBodySchema } from "@down/common/schemas/matches";
import {
  conversationsQuerySchema,
  customQuestionBodySchema,
  customQuestionResponseBodySchema,
  messageBodySchema,
  messagesQuerySchema,
} from "@down/common/schemas/messages";
import { moderationActionBodySchema, moderationQueueQuerySchema } from "@down/common/schemas/moderation";
import { notificationsQuerySchema } from "@down/common/schemas/notifications";
import { deviceLocationSchema, preferencesPutSchema } from "@down/common/schemas/preferences";
import { profilePatchSchema } from "@down/common/schemas/profile";
import { profileViewBodySchema, recentlyViewedQuerySchema } from "@down/common/schemas/profile-views";
import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from "@down/common/schemas/push";
import { blockBodySchema, blocksQuerySchema, reportBodySchema } from "@down/common/schemas/safety";
import { searchQuerySchema } from "@down/common/schemas/search";
import { verificationDecisionSchema, verificationQueueQuerySchema } from "@down/common/schemas/verification";
import type { z } from "zod";

/**
 * Who may call a route:
 * - public: anyone, signed in or not;
 * - user: any signed-in person, acting on their own data only (a path that names something, such as a
 *   notification's id, needs an ownership setup in ownership.ts: A's resource is called as B);
 * - self: a signed-in person whose own id is in the path or body (`selfIds`), 403 for anyone else's;
 * - moderator: people listed in MODERATOR_PHONES only, 403 for everyone else.
 */
export type Access = "public" | "user" | "self" | "moderator";

export interface Ids {
  /** The id that must be the caller's. */
  me: string;
  /** Someone else. */
  other: string;
}

export interface RouteRule {
  access: Access;
  /** Path params (":userId") and body fields ("body.senderId") that must equal the caller's id. */
  selfIds?: string[];
  /** Path params that are not the caller's id, when a uuid will not do ("categoryId": "adventure"). */
  params?: Record<string, string>;
  body?: z.ZodType;
  query?: z.ZodType;
  /** A valid body: fuzzing changes one thing at a time from it, and the wrong-user check needs it. */
  sample?: (ids: Ids) => Record<string, unknown>;
  /** A refused request may still write (a wrong sign-in code counts against the code). */
  writesWhenRefused?: true;
  /** Not fuzzed as JSON: multipart or a WebSocket upgrade (their own tests cover them). */
  transport?: "multipart" | "websocket";
}

/** A conversation path: the first id is the caller, the second the other person. */
const pair = { selfIds: [":userId"] };

/**
 * Every route the server knows, with who may call it. The authorization test fails for a route missing
 * here, so a new route cannot ship without saying who may call it.
 */
export const ROUTE_RULES: Record<string, RouteRule> = {
  // Sign-in and health
  "POST /api/auth/send-otp": { access: "public", body: sendOtpBodySchema, sample: () => ({ phone: "6155550123" }) },
  "POST /api/auth/verify-otp": {
    access: "public",
    body: verifyOtpBodySchema,
    sample: () => ({ phone: "6155550123", otp: "123456" }),
    writesWhenRefused: true,
  },
  "GET /api/auth/me": { access: "user" },
  "GET /api/auth/session": { access: "public" },
  "POST /api/auth/logout": { access: "public" },
  "GET /api/health": { access: "public" },

  // The OpenAPI document and its reference page, public and read-only (lib/openapi.ts)
  "GET /api/openapi.json": { access: "public" },
  "GET /api/docs": { access: "public" },
  "GET /api/docs/static/index.html": { access: "public" },
  "GET /api/docs/static/swagger-initializer.js": { access: "public" },
  "GET /api/docs/json": { access: "public" },
  "GET /api/docs/yaml": { access: "public" },
  "GET /api/docs/static/*": { access: "public" },
  "GET /media/avatars/:style/:file": { access: "public", params: { style: "avataaars", file: "seed.svg" } },
  "GET /uploads/:file": { access: "public", params: { file: "00000000-0000-4000-8000-000000000000.webp" } },

  // Profile, photos, preferences, account
  "GET /api/profiles/:userId": { access: "self", selfIds: [":userId"] },
  "PATCH /api/profiles/:userId": {
    access: "self",
    selfIds: [":userId"],
    body: profilePatchSchema,
    sample: () => ({ bio: "Hello" }),
  },
  "POST /api/upload/photos": { access: "user", transport: "multipart" },
  "DELETE /api/upload/photos": {
    access: "user",
    body: photoDeleteBodySchema,
    sample: () => ({ photoUrl: "/uploads/00000000-0000-4000-8000-000000000000.webp" }),
  },
  "PUT /api/profiles/:userId/photos": {
    access: "self",
    selfIds: [":userId"],
    body: photoOrderSchema,
    sample: () => ({ order: [] }),
  },
  "GET /api/preferences/:userId": { access: "self", selfIds: [":userId"] },
  "PUT /api/preferences/:userId": {
    access: "self",
    selfIds: [":userId"],
    body: preferencesPutSchema,
    sample: () => ({ distanceRadius: 25 }),
  },
  "PUT /api/location/:userId": {
    access: "self",
    selfIds: [":userId"],
    body: deviceLocationSchema,
    sample: () => ({ lat: 36.16, lng: -86.78 }),
  },
  "GET /api/geocode": { access: "user", query: geocodeQuerySchema, sample: () => ({ q: "Nashville" }) },
  "GET /api/geocode/reverse": {
    access: "user",
    query: reverseQuerySchema,
    sample: () => ({ lat: "36.1", lng: "-86.7" }),
  },
  "DELETE /api/account/:userId": { access: "self", selfIds: [":userId"] },
  "POST /api/feedback": { access: "user", body: feedbackBodySchema, sample: () => ({ message: "Nice" }) },
  "POST /api/contact": {
    access: "user",
    body: contactBodySchema,
    sample: () => ({ subject: "Hi", comments: "Hello" }),
  },
  "GET /api/push/config": { access: "user" },
  "POST /api/push/subscriptions": {
    access: "user",
    body: pushSubscriptionBodySchema,
    sample: () => ({ endpoint: "https://push.example/abc", keys: { p256dh: "AAAA", auth: "BBBB" } }),
  },
  "DELETE /api/push/subscriptions": {
    access: "user",
    body: pushUnsubscribeBodySchema,
    sample: () => ({ endpoint: "https://push.example/abc" }),
  },

  // Questions, answers, search, matches
  "POST /api/analytics/track-response": {
    access: "self",
    selfIds: ["body.userId"],
    body: trackResponseBodySchema,
    sample: ({ me }) => ({
      userId: me,
      categoryId: "adventure",
      questionId: "adventure-skydiving",
      response: "D",
    }),
  },
  "GET /api/user-responses/:userId/:categoryId": {
    access: "self",
    selfIds: [":userId"],
    params: { categoryId: "adventure" },
  },
  "GET /api/analytics/:userId": { access: "self", selfIds: [":userId"] },
  "POST /api/generate-questions": {
    access: "user",
    body: generateQuestionsBodySchema,
    sample: () => ({ categoryId: "adventure", count: 1 }),
  },
  "GET /api/compare/:otherUserId": { access: "user" },
  "GET /api/search": { access: "user", query: searchQuerySchema, sample: () => ({ sort: "best" }) },
  "POST /api/match-requests": {
    access: "self",
    selfIds: ["body.fromUserId"],
    body: matchRequestBodySchema,
    sample: ({ me, other }) => ({ fromUserId: me, toUserId: other }),
  },
  "GET /api/matches": { access: "user" },
  "GET /api/likes-you": { access: "user", query: likesYouQuerySchema, sample: () => ({ limit: "5" }) },
  "GET /api/matches/:userId": { access: "self", selfIds: [":userId"] },
  "GET /api/match-status/:currentUserId/:otherUserId": { access: "self", selfIds: [":currentUserId"] },
  "DELETE /api/matches/:currentUserId/:otherUserId": { access: "self", selfIds: [":currentUserId"] },

  // Profiles of others, views, favourites, safety
  "GET /api/public-profiles/:id": { access: "user" },
  "POST /api/profile-views": {
    access: "user",
    body: profileViewBodySchema,
    sample: ({ other }) => ({ viewedUserId: other }),
  },
  "GET /api/recently-viewed": { access: "user", query: recentlyViewedQuerySchema, sample: () => ({ limit: "5" }) },
  "GET /api/favorites": { access: "user", query: favoriteIdsQuerySchema, sample: () => ({ limit: "5" }) },
  "PUT /api/favorites/:id": { access: "user" },
  "DELETE /api/favorites/:id": { access: "user" },
  "POST /api/blocks": { access: "user", body: blockBodySchema, sample: ({ other }) => ({ blockedUserId: other }) },
  "GET /api/blocks": { access: "user", query: blocksQuerySchema, sample: () => ({ limit: "5" }) },
  "DELETE /api/blocks/:blockedUserId": { access: "user" },
  "POST /api/reports": {
    access: "user",
    body: reportBodySchema,
    sample: ({ other }) => ({ reportedUserId: other, reason: "other", details: "x" }),
  },
  "GET /api/notifications/unread-count": { access: "user" },
  "GET /api/notifications": { access: "user", query: notificationsQuerySchema, sample: () => ({ limit: "5" }) },
  "POST /api/notifications/read-all": { access: "user" },
  "POST /api/notifications/:id/read": { access: "user" },
  "GET /api/insights/:userId": {
    access: "self",
    selfIds: [":userId"],
    query: insightsQuerySchema,
    sample: () => ({ range: "all-time" }),
  },

  // Messages and custom questions
  "GET /api/conversations": { access: "user", query: conversationsQuerySchema, sample: () => ({ limit: "5" }) },
  "GET /api/conversations/unread-count": { access: "user" },
  "GET /api/conversations/:userId/:otherId": {
    ...pair,
    access: "self",
    query: messagesQuerySchema,
    sample: () => ({ limit: "5" }),
  },
  "POST /api/conversations/:userId/:otherId/read": { ...pair, access: "self" },
  "POST /api/messages": {
    access: "self",
    selfIds: ["body.senderId"],
    body: messageBodySchema,
    sample: ({ me, other }) => ({ senderId: me, receiverId: other, content: "Hi" }),
  },
  "GET /api/custom-questions/between/:userId/:otherId": {
    ...pair,
    access: "self",
    query: messagesQuerySchema,
    sample: () => ({ limit: "5" }),
  },
  "POST /api/custom-questions": {
    access: "self",
    selfIds: ["body.senderId"],
    body: customQuestionBodySchema,
    sample: ({ me, other }) => ({ senderId: me, receiverId: other, questionText: "Skydiving?" }),
  },
  "PATCH /api/custom-questions/:id/response": {
    access: "self",
    selfIds: ["body.userId"],
    body: customQuestionResponseBodySchema,
    sample: ({ me }) => ({ userId: me, response: "D" }),
  },
  "GET /api/ws": { access: "user", transport: "websocket" },

  // Dates and reviews
  "POST /api/invites": {
    access: "self",
    selfIds: ["body.senderId"],
    body: inviteBodySchema,
    sample: ({ me, other }) => ({ senderId: me, receiverId: other, dateType: "hang" }),
  },
  "GET /api/invites/for/:userId": { access: "self", selfIds: [":userId"] },
  "PATCH /api/invites/:id": { access: "user", body: invitePatchSchema, sample: () => ({ status: "declined" }) },
  "GET /api/dates/:userId": { access: "self", selfIds: [":userId"] },
  "GET /api/dates/:id/calendar.ics": { access: "user" },
  "PATCH /api/dates/:id": { access: "user", body: datePatchSchema, sample: () => ({ status: "cancelled" }) },
  "POST /api/date-reviews": {
    access: "self",
    selfIds: ["body.reviewerId"],
    body: dateReviewBodySchema,
    sample: ({ me }) => ({
      dateEventId: "00000000-0000-4000-8000-000000000000",
      reviewerId: me,
      ratingOverall: 5,
    }),
  },
  "GET /api/reviews": { access: "user", query: reviewsQuerySchema, sample: () => ({ limit: "5" }) },
  "GET /api/reviews/about/:userId": { access: "user", query: reviewsQuerySchema, sample: () => ({ limit: "5" }) },
  "PUT /api/reviews/:id/helpful": { access: "user" },
  "DELETE /api/reviews/:id/helpful": { access: "user" },

  // Moderation
  "GET /api/moderation/reports": {
    access: "moderator",
    query: moderationQueueQuerySchema,
    sample: () => ({ limit: "5" }),
  },
  "POST /api/moderation/actions": {
    access: "moderator",
    body: moderationActionBodySchema,
    sample: ({ other }) => ({ userId: other, action: "dismiss" }),
  },

  // Own profile: export, verification, connected accounts
  "POST /api/account/:userId/export": { access: "self", selfIds: [":userId"] },
  "GET /api/account/:userId/export/:token": {
    access: "self",
    selfIds: [":userId"],
    params: { token: "a".repeat(43) },
  },
  // A signed link (expires + signature) is the credential: the person or a moderator it was handed to.
  "GET /private-files/:file": { access: "public", params: { file: "00000000-0000-4000-8000-000000000000.webp" } },
  "GET /api/verification/:userId": { access: "self", selfIds: [":userId"] },
  "POST /api/verification/:userId": { access: "self", selfIds: [":userId"], transport: "multipart" },
  "GET /api/verification/queue": {
    access: "moderator",
    query: verificationQueueQuerySchema,
    sample: () => ({ limit: "5" }),
  },
  "POST /api/verification/:id/decision": {
    access: "moderator",
    body: verificationDecisionSchema,
    sample: () => ({ decision: "reject", reason: "The pose does not match" }),
  },
  "GET /api/connections/:userId": { access: "self", selfIds: [":userId"] },
  "DELETE /api/connections/:userId/:provider": {
    access: "self",
    selfIds: [":userId"],
    params: { provider: "spotify" },
  },
  "GET /api/connections/:provider/authorize": { access: "user", params: { provider: "spotify" } },
  // The provider sends the browser back here; signed out it goes to /login, and the sealed state must
  // name the signed-in person (connections.test.ts).
  "GET /auth/instagram/callback": { access: "public" },
  "GET /auth/spotify/callback": { access: "public" },

  // LOVE
  "GET /api/chatbot/history/:userId": { access: "self", selfIds: [":userId"] },
  "POST /api/chatbot/message": {
    access: "self",
    selfIds: ["body.userId"],
    body: chatbotMessageBodySchema,
    sample: ({ me }) => ({ userId: me, message: "How does matching work?" }),
  },
  "DELETE /api/chatbot/history/:userId": { access: "self", selfIds: [":userId"] },
};
