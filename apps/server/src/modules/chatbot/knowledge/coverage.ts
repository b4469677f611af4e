import type { ACCOUNT_LABELS, SETTINGS_LABELS } from "@down/common/constants";
import type { PROFILE_OPTIONS } from "@down/common/profile-options";
import type { DateStatus, InviteStatus } from "@down/common/schemas/dates";
import type { LineFlag } from "@down/common/schemas/messages";
import type { Preferences } from "@down/common/schemas/preferences";
import type { OwnProfile } from "@down/common/schemas/profile";

/**
 * Which intent answers each thing the app defines (issue 27 item 1, "coverage that cannot drift"). The lists
 * themselves are read from the code by knowledge/coverage.test.ts: the server's route table, the profile and
 * preferences schemas, Settings' labels, the profile options, the date states, the message check's flags and
 * the web app's routes. A definition without an entry here fails that test by name, so a new route, setting
 * or screen cannot ship without LOVE being able to answer it.
 *
 * `{ none }` marks what no person would ask about (the server's own plumbing), with the reason. Why a map read
 * from the definitions: docs/decisions/034-love-coverage-read-from-the-definitions.md.
 */
export type Coverage = string | { none: string };

const plumbing = (why: string): Coverage => ({ none: why });

/** "METHOD /url" of every server route → the intent a person asking about that feature gets. */
export const ROUTE_INTENTS: Record<string, Coverage> = {
  "POST /api/auth/send-otp": "login-code",
  "POST /api/auth/verify-otp": "login-code",
  "GET /api/auth/me": "login-code",
  "GET /api/auth/session": "login-code",
  "POST /api/auth/logout": "logout",
  "GET /api/health": plumbing("the load balancer's health check"),
  "GET /metrics": plumbing("Prometheus metrics for the operators"),
  "GET /media/avatars/:style/:file": "photos",
  "GET /uploads/:file": "photos",
  "GET /private-files/:file": "download-data",
  "GET /api/profiles/:userId": "edit-profile",
  "PATCH /api/profiles/:userId": "edit-profile",
  "PUT /api/profiles/:userId/photos": "photos",
  "POST /api/upload/photos": "photos",
  "DELETE /api/upload/photos": "photos",
  "POST /api/feedback": "feedback-contact",
  "POST /api/contact": "feedback-contact",
  "GET /api/notifications": "notifications",
  "GET /api/notifications/unread-count": "notifications",
  "POST /api/notifications/read-all": "notifications",
  "POST /api/notifications/:id/read": "notifications",
  "POST /api/analytics/track-response": "swipe-directions",
  "GET /api/user-responses/:userId/:categoryId": "change-answer",
  "GET /api/question-sessions/:userId/:categoryId": "twenty-questions",
  "POST /api/question-sessions/:userId/:categoryId/more": "twenty-questions",
  "GET /api/analytics/:userId": "my-answer-count",
  "POST /api/generate-questions": "twenty-questions",
  "GET /api/compare/:otherUserId": "match-details",
  "GET /api/openers/:userId/:otherId": "first-message",
  "POST /api/match-requests": "match-request",
  "GET /api/matches": "see-matches",
  "GET /api/likes-you": "pending-request",
  "GET /api/matches/:userId": "see-matches",
  "GET /api/match-status/:currentUserId/:otherUserId": "match-request",
  "DELETE /api/matches/:currentUserId/:otherUserId": "unmatch",
  "DELETE /api/account/:userId": "delete-account",
  "POST /api/account/:userId/export": "download-data",
  "GET /api/account/:userId/export/:token": "download-data",
  "GET /api/search": "results",
  "GET /api/preferences/:userId": "distance-radius",
  "PUT /api/preferences/:userId": "distance-radius",
  "PUT /api/location/:userId": "location",
  "GET /api/geocode": "travel-mode",
  "GET /api/geocode/reverse": "location",
  "GET /api/push/config": "notifications",
  "POST /api/push/subscriptions": "notifications",
  "DELETE /api/push/subscriptions": "notifications",
  "POST /api/blocks": "block",
  "GET /api/blocks": "unblock",
  "DELETE /api/blocks/:blockedUserId": "unblock",
  "POST /api/reports": "report",
  "GET /api/moderation/reports": "report",
  "POST /api/moderation/actions": "report",
  "GET /api/moderation/photos": "photo-under-review",
  "POST /api/moderation/photos/decision": "photo-under-review",
  "GET /api/public-profiles/:id": "what-others-see",
  "GET /api/favorites": "favorites",
  "PUT /api/favorites/:id": "favorites",
  "DELETE /api/favorites/:id": "favorites",
  "POST /api/profile-views": "insights",
  "GET /api/recently-viewed": "dashboard",
  "GET /api/chatbot/history/:userId": "what-can-love-do",
  "POST /api/chatbot/message": "what-can-love-do",
  "DELETE /api/chatbot/history/:userId": "what-can-love-do",
  "GET /api/insights/:userId": "insights",
  "GET /api/conversations": "messaging",
  "GET /api/conversations/unread-count": "messaging",
  "GET /api/conversations/:userId/:otherId": "messaging",
  "POST /api/conversations/:userId/:otherId/read": "read-receipts",
  "POST /api/messages": "messaging",
  "GET /api/custom-questions/between/:userId/:otherId": "custom-questions",
  "POST /api/custom-questions": "custom-questions",
  "PATCH /api/custom-questions/:id/response": "custom-questions",
  "GET /api/ws": "read-receipts",
  "POST /api/invites": "invite-date",
  "GET /api/invites/for/:userId": "my-dates",
  "PATCH /api/invites/:id": "respond-invite",
  "GET /api/dates/:userId": "my-dates",
  "PATCH /api/dates/:id": "date-status",
  "GET /api/dates/:id/calendar.ics": "calendar",
  "POST /api/date-reviews": "reviews",
  "GET /api/reviews": "reviews",
  "GET /api/reviews/about/:userId": "ratings",
  "PUT /api/reviews/:id/helpful": "reviews",
  "DELETE /api/reviews/:id/helpful": "reviews",
  "POST /api/dates/:id/share": "share-date",
  "GET /api/dates/:id/share": "share-date",
  "DELETE /api/dates/:id/share": "share-date",
  "PUT /api/dates/:id/check-in": "check-in",
  "DELETE /api/dates/:id/check-in": "check-in",
  "POST /api/dates/:id/check-in/ok": "check-in",
  "GET /shared-date/:token": "share-date",
  "GET /api/verification/:userId": "verification",
  "POST /api/verification/:userId": "verification",
  "GET /api/verification/queue": "verification",
  "POST /api/verification/:id/decision": "verification",
  "GET /api/connections/:userId": "social-accounts",
  "GET /api/connections/:provider/authorize": "social-accounts",
  "DELETE /api/connections/:userId/:provider": "social-accounts",
  "GET /auth/instagram/callback": "social-accounts",
  "GET /auth/spotify/callback": "social-accounts",
};

/** Every field of one's own profile (ownProfileSchema) → the intent that explains it. */
export const PROFILE_FIELD_INTENTS: Record<keyof OwnProfile, Coverage> = {
  id: plumbing("an internal id"),
  userId: plumbing("an internal id"),
  name: "edit-profile",
  age: "edit-profile",
  location: "edit-profile",
  bio: "edit-profile",
  interests: "interests",
  languages: "interests",
  height: "profile-details",
  gender: "profile-details",
  pronouns: "profile-details",
  bodyType: "profile-details",
  ethnicity: "profile-details",
  occupation: "profile-details",
  education: "profile-details",
  smoking: "profile-details",
  drinking: "profile-details",
  lookingFor: "profile-details",
  hasKids: "profile-details",
  wantsKids: "profile-details",
  religion: "profile-details",
  politicalViews: "profile-details",
  zodiacSign: "profile-details",
  drugs: "private-details",
  stdStatus: "private-details",
  accessibility: "private-details",
  interestedIn: "interested-in",
  acceptingMatches: "accepting-matches",
  appearInSearches: "visibility",
  pushNotifications: "notifications",
  paused: "pause-account",
  photos: "photos",
  photosInReview: "photo-under-review",
  verified: "verification",
  rating: "ratings",
  reviewCount: "ratings",
  dateCount: "ratings",
  responseRate: "messaging",
  latitude: "location-privacy",
  longitude: "location-privacy",
  underReview: "account-under-review",
};

/** Every search preference → its intent. */
export const PREFERENCE_INTENTS: Record<keyof Preferences, Coverage> = {
  distanceRadius: "distance-radius",
  useDeviceLocation: "location",
  manualLocationLat: "travel-mode",
  manualLocationLng: "travel-mode",
  manualLocationLabel: "travel-mode",
  ageMin: "age-range",
  ageMax: "age-range",
  verifiedOnly: "verified-only",
};

/** Every label Settings shows → the intent whose answer must quote it. */
export const SETTINGS_LABEL_INTENTS: Record<keyof typeof SETTINGS_LABELS, string> = {
  locationSection: "distance-radius",
  useDeviceLocation: "location",
  updateLocation: "location",
  travelMode: "travel-mode",
  setLocation: "travel-mode",
  matchingSection: "visibility",
  pushNotifications: "notifications",
  appearInSearches: "visibility",
  acceptingMatches: "accepting-matches",
  interestedIn: "interested-in",
  socialAccounts: "social-accounts",
  whoSection: "age-range",
  ageRange: "age-range",
  verifiedOnly: "verified-only",
  blockedSection: "unblock",
  appearanceSection: "dark-mode",
  darkMode: "dark-mode",
};

/** The account's break-or-leave labels → the intent whose answer must quote each. */
export const ACCOUNT_LABEL_INTENTS: Record<keyof typeof ACCOUNT_LABELS, string> = {
  settingsSection: "pause-account",
  pause: "pause-account",
  downloadData: "download-data",
  profileMenuGroup: "delete-account",
  deleteAccount: "delete-account",
};

/** Every list of profile options → its intent. */
export const PROFILE_OPTION_INTENTS: Record<keyof typeof PROFILE_OPTIONS, string> = {
  height: "profile-details",
  gender: "profile-details",
  bodyType: "profile-details",
  smoking: "profile-details",
  drinking: "profile-details",
  drugs: "private-details",
  stdStatus: "private-details",
  accessibility: "private-details",
  lookingFor: "profile-details",
  interestedIn: "interested-in",
  wantsKids: "profile-details",
  religion: "profile-details",
  politicalViews: "profile-details",
  zodiacSign: "profile-details",
};

/** Every state an invite or a date can be in (common/date-state.ts) → its intent. */
export const DATE_STATE_INTENTS: Record<InviteStatus | DateStatus, string> = {
  pending: "date-status",
  accepted: "date-status",
  declined: "date-status",
  cancelled: "date-status",
  scheduled: "date-status",
  completed: "date-status",
};

/** What the message check can mark a line with → its intent. */
export const LINE_FLAG_INTENTS: Record<LineFlag, string> = {
  harmful: "message-flagged",
  scam: "message-flagged",
};

/** Every path of the web app's router (apps/web/src/app/signed-in-app.tsx APP_ROUTES, and /login) → its intent. */
export const WEB_ROUTE_INTENTS: Record<string, Coverage> = {
  "/login": "login-code",
  "/intro": "getting-started",
  "/dashboard": "dashboard",
  "/recently-viewed": "favorites",
  "/explore": "categories",
  "/questions/:categoryId?": "swipe-directions",
  "/results": "results",
  "/messages": "messaging",
  "/messages/:id": "messaging",
  "/profile": "edit-profile",
  "/profile/personal": "edit-profile",
  "/profile/public": "public-preview",
  "/profile/:id": "what-others-see",
  "/matches": "see-matches",
  "/all-matches/:id": "match-details",
  "/notifications": "notifications",
  "/my-dates": "my-dates",
  "/insights": "insights",
  "/reviews": "reviews",
  "/gallery": "photos",
  "/settings": "settings",
  "/terms": "terms",
  "/privacy": "data-privacy",
  "/feedback": "feedback-contact",
  "/contact": "feedback-contact",
  "/delete": "delete-account",
  "/moderation": "report",
  "/verification-review": "verification",
  "/auth/instagram/callback": "social-accounts",
  "/auth/spotify/callback": "social-accounts",
};
