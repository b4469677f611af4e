import { SESSION_TTL_MS } from "@down/common/constants";
import { toE164 } from "@down/common/phone";
import { authUserSchema, sendOtpBodySchema, sendOtpResultSchema, verifyOtpBodySchema } from "@down/common/schemas/auth";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context";
import { badRequest } from "../../lib/app-error";
import { sessionUser } from "../../lib/route-access";
import { okSchema } from "../../lib/route-schema";
import { SESSION_COOKIE, setSessionCookie } from "../../lib/session";
import * as auth from "./auth.service";

function e164(phone: string): string {
  const normalised = toE164(phone);
  if (!normalised) throw badRequest("Please enter a valid phone number");
  return normalised;
}

/** Names the code this browser asked for (decision 001); read only by the auth routes. */
export const OTP_DEVICE_COOKIE = "otp_device";
/** "This browser signed in with this number": the number's own wherever it connects from (decision 001). */
export const KNOWN_DEVICE_COOKIE = "known_device";

/** Set like the sid cookie (lib/session.ts), but sent only to the sign-in routes that read it. */
function setAuthCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeMs: number) {
  reply.setCookie(name, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/api/auth",
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

const callerOf = (request: FastifyRequest): auth.Caller => ({
  ip: request.ip,
  otpDevice: request.cookies[OTP_DEVICE_COOKIE],
  knownDevice: request.cookies[KNOWN_DEVICE_COOKIE],
});

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function authRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: ctx.db, sms: ctx.sms, limits: ctx.config.limits, moderatorPhones: ctx.config.moderatorPhones };

  app.addHook("onRequest", async (request) => {
    request.user = null;
    const token = request.cookies[SESSION_COOKIE];
    // /auth/{provider}/callback finishes a connection for the signed-in person, so it needs them too.
    const route = request.routeOptions.url;
    if (!token || !(route?.startsWith("/api/") || route?.startsWith("/auth/"))) return;
    request.user = await auth.userForToken(ctx.db, ctx.config.moderatorPhones, token);
  });

  app.post(
    "/api/auth/send-otp",
    {
      config: { access: "public" },
      schema: {
        summary: "Text a sign-in code to a phone number",
        response: { 200: sendOtpResultSchema },
        description: "In development the code comes back as devOtp.",
        body: sendOtpBodySchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { devOtp, otpDevice } = await auth.sendOtp(deps, e164(body.phone), callerOf(request));
      setAuthCookie(request, reply, OTP_DEVICE_COOKIE, otpDevice, auth.OTP_DEVICE_TTL_MS);
      return devOtp ? { ok: true as const, devOtp } : { ok: true as const };
    },
  );

  app.post(
    "/api/auth/verify-otp",
    {
      config: { access: "public" },
      schema: {
        summary: "Sign in with the code: sets the session cookie",
        response: { 200: authUserSchema },
        description: "A wrong code is a 401 and counts against the code.",
        body: verifyOtpBodySchema,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { user, token, knownDevice } = await auth.verifyOtp(deps, e164(body.phone), body.otp, callerOf(request));
      // sid first: simple clients take the first Set-Cookie as the session.
      setSessionCookie(request, reply, token, SESSION_TTL_MS);
      setAuthCookie(request, reply, KNOWN_DEVICE_COOKIE, knownDevice, auth.KNOWN_DEVICE_TTL_MS);
      // The code is used; the browser no longer needs its name.
      reply.clearCookie(OTP_DEVICE_COOKIE, { path: "/api/auth" });
      return user;
    },
  );

  app.get(
    "/api/auth/me",
    {
      config: { access: "user" },
      schema: { summary: "Who is signed in (401 signed out)", response: { 200: authUserSchema } },
    },
    async (request) => sessionUser(request),
  );

  /**
   * The app's start-up question "is anyone signed in here?": 200 either way, so a signed-out visit logs no
   * failed request in the browser console (/api/auth/me keeps its 401 for other clients).
   */
  app.get(
    "/api/auth/session",
    {
      config: { access: "public" },
      schema: {
        summary: "Who is signed in here, if anyone (200 either way)",
        response: { 200: z.object({ user: authUserSchema.nullable() }) },
      },
    },
    async (request) => ({ user: request.user }),
  );

  app.post(
    "/api/auth/logout",
    {
      config: { access: "public" },
      schema: { summary: "Sign out: ends the session and clears its cookie", response: { 200: okSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await auth.endSessionForToken(ctx.db, token);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { ok: true as const };
    },
  );
}
