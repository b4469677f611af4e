import type { FastifyReply, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "./app-error";

export const SESSION_COOKIE = "sid";

export interface SessionUser {
  id: string;
  phone: string;
  name: string | null;
  isNewUser: boolean;
  /** Listed in MODERATOR_PHONES: may open the moderation queue. */
  isModerator: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The signed-in user, or a 401. Identity comes from the session cookie only. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** A moderator (MODERATOR_PHONES), or 403; signed out is still 401. */
export function requireModerator(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isModerator) throw forbidden("Only moderators can do this");
  return user;
}

/**
 * The one guard for acting-user ids in a path or body (userId, currentUserId, fromUserId, senderId,
 * reviewerId): each must be the session's user, or 403.
 */
export function requireSelf(request: FastifyRequest, ...claimedIds: Array<string | undefined>): SessionUser {
  const user = requireUser(request);
  for (const claimed of claimedIds) {
    if (claimed !== undefined && claimed !== user.id) throw forbidden();
  }
  return user;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/",
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}
