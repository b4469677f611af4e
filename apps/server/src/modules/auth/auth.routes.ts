import { SESSION_TTL_MS } from "@down/common/constants";
import { toE164 } from "@down/common/phone";
import { sendOtpBodySchema, verifyOtpBodySchema } from "@down/common/schemas/auth";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { badRequest } from "../../lib/app-error";
import { requireUser, SESSION_COOKIE, setSessionCookie } from "../../lib/session";
import { parse } from "../../lib/validate";
import * as auth from "./auth.service";

function e164(phone: string): string {
  const normalised = toE164(phone);
  if (!normalised) throw badRequest("Please enter a valid phone number");
  return normalised;
}

const PUBLIC_ROUTES = new Set([
  "/api/auth/send-otp",
  "/api/auth/verify-otp",
  "/api/auth/logout",
  "/api/auth/session",
  "/api/health",
]);

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps = { db: ctx.db, sms: ctx.sms, limits: ctx.config.limits, moderatorPhones: ctx.config.moderatorPhones };

  app.addHook("onRequest", async (request) => {
    request.user = null;
    const token = request.cookies[SESSION_COOKIE];
    // /auth/{provider}/callback finishes a connection for the signed-in person, so it needs them too.
    const route = request.routeOptions.url;
    if (!token || !(route?.startsWith("/api/") || route?.startsWith("/auth/"))) return;
    request.user = await auth.userForToken(ctx.db, ctx.config.moderatorPhones, token);
  });

  // Signed-out callers get 401 before their input is even read; unknown paths still reach the 404 handler.
  app.addHook("preHandler", async (request) => {
    const route = request.routeOptions.url;
    if (route?.startsWith("/api/") && !PUBLIC_ROUTES.has(route)) requireUser(request);
  });

  app.post("/api/auth/send-otp", async (request) => {
    const body = parse(sendOtpBodySchema, request.body);
    const { devOtp } = await auth.sendOtp(deps, e164(body.phone), request.ip);
    return devOtp ? { ok: true, devOtp } : { ok: true };
  });

  app.post("/api/auth/verify-otp", async (request, reply) => {
    const body = parse(verifyOtpBodySchema, request.body);
    const { user, token } = await auth.verifyOtp(deps, e164(body.phone), body.otp, request.ip);
    setSessionCookie(request, reply, token, SESSION_TTL_MS);
    return user;
  });

  app.get("/api/auth/me", async (request) => requireUser(request));

  /**
   * The app's start-up question "is anyone signed in here?": 200 either way, so a signed-out visit logs no
   * failed request in the browser console (/api/auth/me keeps its 401 for other clients).
   */
  app.get("/api/auth/session", async (request) => ({ user: request.user }));

  app.post("/api/auth/logout", async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await auth.endSessionForToken(ctx.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { ok: true };
  });
}
