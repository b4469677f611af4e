import type { FastifyReply, FastifyRequest } from "fastify";

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

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/",
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}
