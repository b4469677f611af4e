import { randomBytes } from "node:crypto";
import { connectionsSchema } from "@down/common/schemas/connections";
import { userIdParamsSchema } from "@down/common/schemas/ids";
import { text } from "@down/common/schemas/text";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authorizeUrl, PROVIDERS, type Provider, pkcePair } from "../../adapters/oauth";
import type { AppContext } from "../../app-context";
import { conflict } from "../../lib/app-error";
import { loggableError } from "../../lib/error-handler";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { noBody, okSchema } from "../../lib/route-schema";
import * as connections from "./connections.service";

const providerSchema = z.enum(PROVIDERS, { error: "Unknown service" });
const providerParamsSchema = z.object({ provider: providerSchema });
const ownProviderParamsSchema = userIdParamsSchema.extend({ provider: providerSchema });
/**
 * The provider's redirect back. Not strict on purpose: providers add query parameters of their own (scope,
 * granted_scopes, iss, session hints…) and may add more at any time; refusing an unknown one would break
 * sign-in for everyone the day a provider adds it. The fields we read still go through text(), so a NUL or
 * other control character is a 400 like everywhere else.
 */
const callbackQuerySchema = z.object({
  code: text({ max: 2048 }).optional(),
  state: text({ max: 200 }).optional(),
  error: text({ max: 200 }).optional(),
  error_description: text({ max: 2000 }).optional(),
  error_reason: text({ max: 200 }).optional(),
});
const STATE_COOKIE = "oauth_pending";

/** Where the person lands after the provider, with a word on how it went for Edit Profile to show. */
const backToProfile = (reply: FastifyReply, provider: Provider, outcome: string) =>
  reply.redirect(`/profile/personal?${new URLSearchParams({ provider, connect: outcome })}`, 303);

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function connectionRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Never the request's Host: a configured provider needs PUBLIC_URL (config.ts refuses to start without it).
  const redirectUri = (origin: string, provider: Provider) => `${origin}/auth/${provider}/callback`;

  app.get(
    "/api/connections/:userId",
    {
      config: { access: { self: "params.userId" } },
      schema: { summary: "My connected accounts", response: { 200: connectionsSchema }, params: userIdParamsSchema },
    },
    async (request) => {
      const { userId } = request.params;
      return { connections: await connections.connectionsOf(ctx, userId) };
    },
  );

  /** Starts the authorization-code flow: state and PKCE verifier sealed in a short-lived cookie, then off to the provider. */
  app.get(
    "/api/connections/:provider/authorize",
    {
      config: { access: "user" },
      schema: {
        summary: "Start connecting an account",
        description: "Redirects (302) to the provider with a sealed state; 409 when the provider is not configured.",
        response: { 302: noBody("To the provider's consent page"), ...errorResponses(409) },
        params: providerParamsSchema,
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { provider } = request.params;
      const providerConfig = ctx.config.oauth[provider];
      const key = ctx.config.tokenEncryptionKey;
      const origin = ctx.config.publicUrl;
      if (!providerConfig || !key || !origin) throw conflict(`${label(provider)} is not configured on this server.`);
      const { verifier, challenge } = pkcePair();
      const state = randomBytes(24).toString("base64url");
      const pending = { provider, userId: user.id, state, verifier, expires: Date.now() + connections.STATE_TTL_MS };
      reply.setCookie(STATE_COOKIE, await connections.beginAuthorization(ctx.db, key, pending), {
        httpOnly: true,
        sameSite: "lax",
        secure: request.protocol === "https",
        path: "/auth/",
        maxAge: connections.STATE_TTL_MS / 1000,
      });
      return reply.redirect(
        authorizeUrl(provider, providerConfig, { redirectUri: redirectUri(origin, provider), state, challenge }),
        302,
      );
    },
  );

  for (const provider of PROVIDERS) {
    app.get(
      `/auth/${provider}/callback`,
      {
        config: { access: "public" },
        schema: {
          summary: "Where the provider sends the browser back",
          description: "Signed out it redirects to /login; otherwise back to Edit Profile with how it went (303).",
          response: { 303: noBody("To /login, or to Edit Profile with how it went") },
          querystring: callbackQuerySchema,
        },
      },
      async (request, reply) => {
        const query = request.query;
        const providerConfig = ctx.config.oauth[provider];
        const key = ctx.config.tokenEncryptionKey;
        const origin = ctx.config.publicUrl;
        const sealed = request.cookies[STATE_COOKIE];
        reply.clearCookie(STATE_COOKIE, { path: "/auth/" });
        if (!request.user) return reply.redirect("/login", 303);
        if (!providerConfig || !key || !origin) return backToProfile(reply, provider, "unavailable");
        const pending = await connections.takeState(ctx.db, key, sealed, {
          provider,
          userId: request.user.id,
          state: query.state ?? "",
        });
        // A wrong or replayed state is refused before anything else, even a provider's error.
        if (!pending) return backToProfile(reply, provider, "expired");
        if (query.error || !query.code) return backToProfile(reply, provider, "denied");
        try {
          await connections.completeConnection(ctx, provider, providerConfig, request.user.id, {
            code: query.code,
            redirectUri: redirectUri(origin, provider),
            verifier: pending.verifier,
          });
        } catch (error) {
          request.log.warn({ err: loggableError(error), provider }, "connecting an account failed");
          return backToProfile(reply, provider, "failed");
        }
        return backToProfile(reply, provider, "connected");
      },
    );
  }

  app.delete(
    "/api/connections/:userId/:provider",
    {
      config: { access: { self: "params.userId" } },
      schema: { summary: "Disconnect an account", response: { 200: okSchema }, params: ownProviderParamsSchema },
    },
    async (request) => {
      const { userId, provider } = request.params;
      await connections.disconnect(ctx.db, userId, provider);
      return { ok: true as const };
    },
  );
}

const label = (provider: Provider) => (provider === "instagram" ? "Instagram" : "Spotify");
