/**
 * What a route's own declaration cannot say: a valid example of its input. Who may call a route, its schemas
 * and its transport come from the route itself (`config: { access }`, `schema`; lib/route-access.ts) through
 * the app's route table (route-table.ts). A route that takes a body or a query needs its example here, or
 * the authorization matrix fails naming it; so does a path parameter that is neither an id nor one of a list.
 */
export interface Ids {
  /** The id that must be the caller's. */
  me: string;
  /** Someone else. */
  other: string;
}

export interface RouteExample {
  /** A valid body or query: fuzzing changes one thing at a time from it, and the wrong-user check needs it. */
  sample?: (ids: Ids) => Record<string, unknown>;
  /** Path params that are not ids and not one of a fixed list (a token, a file name). */
  params?: Record<string, string>;
  /** A refused request may still write (a wrong sign-in code counts against the code). */
  writesWhenRefused?: true;
  /** Why this route's input is not strict (the fuzz suite otherwise wants a 400 for an unknown field). */
  acceptsUnknownFields?: string;
}

const page = () => ({ limit: "5" });
const STORED_FILE = "00000000-0000-4000-8000-000000000000.webp";
const EXPORT_TOKEN = "a".repeat(43);
const PROVIDERS_ADD_FIELDS =
  "providers add query parameters of their own at any time (connections.routes.ts: callbackQuerySchema)";

export const ROUTE_EXAMPLES: Record<string, RouteExample> = {
  // Sign-in
  "POST /api/auth/send-otp": { sample: () => ({ phone: "6155550123" }) },
  "POST /api/auth/verify-otp": { sample: () => ({ phone: "6155550123", otp: "123456" }), writesWhenRefused: true },

  // Files
  "GET /media/avatars/:style/:file": { params: { file: "seed.svg" } },
  "GET /uploads/:file": { params: { file: STORED_FILE } },
  "GET /private-files/:file": {
    params: { file: STORED_FILE },
    sample: () => ({ expires: "1767225600000", signature: "x" }),
  },

  // Profile, photos, preferences, account
  "PATCH /api/profiles/:userId": { sample: () => ({ bio: "Hello" }) },
  "DELETE /api/upload/photos": { sample: () => ({ photoUrl: `/uploads/${STORED_FILE}` }) },
  "PUT /api/profiles/:userId/photos": { sample: () => ({ order: [] }) },
  "PUT /api/preferences/:userId": { sample: () => ({ distanceRadius: 25 }) },
  "PUT /api/location/:userId": { sample: () => ({ lat: 36.16, lng: -86.78 }) },
  "GET /api/geocode": { sample: () => ({ q: "Nashville" }) },
  "GET /api/geocode/reverse": { sample: () => ({ lat: "36.1", lng: "-86.7" }) },
  "POST /api/feedback": { sample: () => ({ message: "Nice" }) },
  "POST /api/contact": { sample: () => ({ subject: "Hi", comments: "Hello" }) },
  "POST /api/push/subscriptions": {
    sample: () => ({ endpoint: "https://push.example/abc", keys: { p256dh: "AAAA", auth: "BBBB" } }),
  },
  "DELETE /api/push/subscriptions": { sample: () => ({ endpoint: "https://push.example/abc" }) },
  "GET /api/account/:userId/export/:token": { params: { token: EXPORT_TOKEN } },
  // The parallel and ownership setups connect Spotify (parallel-cases.ts, ownership.ts).
  "DELETE /api/connections/:userId/:provider": { params: { provider: "spotify" } },
  "GET /api/connections/:provider/authorize": { params: { provider: "spotify" } },

  // Questions, answers, search, matches
  "POST /api/analytics/track-response": {
    sample: ({ me }) => ({ userId: me, categoryId: "adventure", questionId: "adventure-skydiving", response: "D" }),
  },
  "POST /api/generate-questions": { sample: () => ({ categoryId: "adventure", count: 1 }) },
  "GET /api/user-responses/:userId/:categoryId": { params: { categoryId: "adventure" } },
  "GET /api/search": { sample: () => ({ sort: "best" }) },
  "POST /api/match-requests": { sample: ({ me, other }) => ({ fromUserId: me, toUserId: other }) },
  "GET /api/likes-you": { sample: page },

  // Profiles of others, views, favourites, safety, notifications, insights
  "POST /api/profile-views": { sample: ({ other }) => ({ viewedUserId: other }) },
  "GET /api/recently-viewed": { sample: page },
  "GET /api/favorites": { sample: page },
  "POST /api/blocks": { sample: ({ other }) => ({ blockedUserId: other }) },
  "GET /api/blocks": { sample: page },
  "POST /api/reports": { sample: ({ other }) => ({ reportedUserId: other, reason: "other", details: "x" }) },
  "GET /api/notifications": { sample: page },
  "GET /api/insights/:userId": { sample: () => ({ range: "all-time" }) },

  // Messages and custom questions
  "GET /api/conversations": { sample: page },
  "GET /api/conversations/:userId/:otherId": { sample: page },
  "POST /api/messages": { sample: ({ me, other }) => ({ senderId: me, receiverId: other, content: "Hi" }) },
  "GET /api/custom-questions/between/:userId/:otherId": { sample: page },
  "POST /api/custom-questions": {
    sample: ({ me, other }) => ({ senderId: me, receiverId: other, questionText: "Skydiving?" }),
  },
  "PATCH /api/custom-questions/:id/response": { sample: ({ me }) => ({ userId: me, response: "D" }) },

  // Dates and reviews
  "POST /api/invites": { sample: ({ me, other }) => ({ senderId: me, receiverId: other, dateType: "hang" }) },
  "PATCH /api/invites/:id": { sample: () => ({ status: "declined" }) },
  "PATCH /api/dates/:id": { sample: () => ({ status: "cancelled" }) },
  "POST /api/date-reviews": {
    sample: ({ me }) => ({ dateEventId: "00000000-0000-4000-8000-000000000000", reviewerId: me, ratingOverall: 5 }),
  },
  "GET /api/reviews": { sample: page },
  "GET /api/reviews/about/:userId": { sample: page },
  // Share My Date: the page is public, its token the credential.
  "PUT /api/dates/:id/check-in": {
    sample: () => ({ contactPhone: "6155550142", at: new Date(Date.now() + 3_600_000).toISOString() }),
  },
  "GET /shared-date/:token": { params: { token: EXPORT_TOKEN } },

  // Moderation and verification
  "GET /api/moderation/reports": { sample: page },
  "POST /api/moderation/actions": { sample: ({ other }) => ({ userId: other, action: "dismiss" }) },
  "GET /api/moderation/photos": { sample: page },
  "POST /api/moderation/photos/decision": { sample: () => ({ url: `/uploads/${STORED_FILE}`, decision: "approve" }) },
  "GET /api/verification/queue": { sample: page },
  "POST /api/verification/:id/decision": {
    sample: () => ({ decision: "reject", reason: "The pose does not match" }),
  },

  // The provider's redirect back: every field is optional, and an empty query is a valid (if denied) return.
  "GET /auth/instagram/callback": { sample: () => ({}), acceptsUnknownFields: PROVIDERS_ADD_FIELDS },
  "GET /auth/spotify/callback": { sample: () => ({}), acceptsUnknownFields: PROVIDERS_ADD_FIELDS },

  // LOVE
  "POST /api/chatbot/message": { sample: ({ me }) => ({ userId: me, message: "How does matching work?" }) },
};
