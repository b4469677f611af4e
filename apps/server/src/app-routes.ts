import type { FastifyInstance } from "fastify";
import type { AppContext } from "./app-context";
import { accountRoutes } from "./modules/account/account.routes";
import { answerRoutes } from "./modules/answers/answers.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { chatbotRoutes } from "./modules/chatbot/chatbot.routes";
import { connectionRoutes } from "./modules/connections/connections.routes";
import { dateShareRoutes } from "./modules/dates/date-shares.routes";
import { datesRoutes } from "./modules/dates/dates.routes";
import { feedbackRoutes } from "./modules/feedback/feedback.routes";
import { geocodeRoutes } from "./modules/geocode/geocode.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { insightsRoutes } from "./modules/insights/insights.routes";
import { realtimeRoutes } from "./modules/live/ws.routes";
import { matchRoutes } from "./modules/matches/matches.routes";
import { mediaRoutes } from "./modules/media/media.routes";
import { messageRoutes } from "./modules/messages/messages.routes";
import { metricsRoutes } from "./modules/metrics/metrics.routes";
import { moderationRoutes } from "./modules/moderation/moderation.routes";
import { notificationRoutes } from "./modules/notifications/notifications.routes";
import { photoRoutes } from "./modules/photos/photos.routes";
import { preferenceRoutes } from "./modules/preferences/preferences.routes";
import { profileViewRoutes } from "./modules/profile-views/profile-views.routes";
import { profileRoutes } from "./modules/profiles/profiles.routes";
import { favoriteRoutes } from "./modules/public-profiles/favorites.routes";
import { publicProfileRoutes } from "./modules/public-profiles/public-profiles.routes";
import { pushRoutes } from "./modules/push/push.routes";
import { safetyRoutes } from "./modules/safety/safety.routes";
import { searchRoutes } from "./modules/search/search.routes";
import { verificationRoutes } from "./modules/verification/verification.routes";

/** Every module's routes, in the order buildApp (app.ts) registers them, and the OpenAPI tag each carries. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;
export const routeModules: RouteModule[] = [
  authRoutes,
  healthRoutes,
  mediaRoutes,
  profileRoutes,
  photoRoutes,
  feedbackRoutes,
  notificationRoutes,
  answerRoutes,
  matchRoutes,
  accountRoutes,
  searchRoutes,
  preferenceRoutes,
  geocodeRoutes,
  pushRoutes,
  safetyRoutes,
  moderationRoutes,
  publicProfileRoutes,
  favoriteRoutes,
  profileViewRoutes,
  chatbotRoutes,
  insightsRoutes,
  messageRoutes,
  datesRoutes,
  dateShareRoutes,
  verificationRoutes,
  connectionRoutes,
  realtimeRoutes,
  metricsRoutes,
];

/**
 * The module folder a route module lives in: the tag its operations carry in /api/openapi.json. Route modules
 * whose function name is not "<folder>Routes" are named here; any other falls back to its function's name.
 */
const MODULE_FOLDERS: Record<string, string> = {
  profileRoutes: "profiles",
  photoRoutes: "photos",
  notificationRoutes: "notifications",
  answerRoutes: "answers",
  matchRoutes: "matches",
  preferenceRoutes: "preferences",
  publicProfileRoutes: "public-profiles",
  favoriteRoutes: "public-profiles",
  profileViewRoutes: "profile-views",
  messageRoutes: "messages",
  connectionRoutes: "connections",
  realtimeRoutes: "live",
};
export const moduleTag = (register: RouteModule) =>
  MODULE_FOLDERS[register.name] ?? register.name.replace(/Routes$/, "");
