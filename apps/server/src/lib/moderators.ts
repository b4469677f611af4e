import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config";
import { forbidden } from "./app-error";
import { requireUser, type SessionUser } from "./session";

/** Moderators are the signed-in people whose phone is listed in MODERATOR_PHONES. */
export const isModerator = (config: Pick<AppConfig, "moderatorPhones">, user: Pick<SessionUser, "phone">) =>
  config.moderatorPhones.has(user.phone);

/** The session's user when they are a moderator; 401 signed out, 403 for everyone else. */
export function requireModerator(request: FastifyRequest, config: Pick<AppConfig, "moderatorPhones">): SessionUser {
  const user = requireUser(request);
  if (!isModerator(config, user)) throw forbidden("Only moderators can do this.");
  return user;
}
