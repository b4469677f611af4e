import { existsSync } from "node:fs";
import path from "node:path";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { noQuestionWriter, openAiQuestionWriter } from "./adapters/llm";
import { noPushSender, type PushSender, webPushSender } from "./adapters/push";
import { devSms, type SmsSender, twilioSms } from "./adapters/sms";
import { assertStorageAvailable, localDiskStorage, uploadsDir } from "./adapters/storage";
import type { AppContext } from "./app-context";
import type { AppConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { tooManyRequests } from "./lib/app-error";
import { errorHandler } from "./lib/error-handler";
import { inlineScriptHashes } from "./lib/inline-script-hashes";
import { accountRoutes } from "./modules/account/account.routes";
import { answerRoutes } from "./modules/answers/answers.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { feedbackRoutes } from "./modules/feedback/feedback.routes";
import { geocodeRoutes } from "./modules/geocode/geocode.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { matchRoutes } from "./modules/matches/matches.routes";
import { createMatchingIndex } from "./modules/matching/matching-index";
import { searchRoutes } from "./modules/matching/search.routes";
import { mediaRoutes } from "./modules/media/media.routes";
import { notificationRoutes } from "./modules/notifications/notifications.routes";
import { photoRoutes } from "./modules/photos/photos.routes";
import { preferenceRoutes } from "./modules/preferences/preferences.routes";
import { profileRoutes } from "./modules/profiles/profiles.routes";
import { pushRoutes } from "./modules/push/push.routes";
import { pushingBus } from "./modules/push/push.service";
import { type EventBus, memoryBus } from "./realtime/bus";
import { redisBus } from "./realtime/redis-bus";

export interface BuildOptions {
  /** An already opened and migrated database; otherwise one is opened from config and migrated. */
  database?: Database;
  sms?: SmsSender;
  bus?: EventBus;
  pushSender?: PushSender;
  logger?: boolean;
}

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;
const routeModules: RouteModule[] = [
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
];

/** Builds the whole server without listening, so tests drive it in-process on a real database. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? config.env !== "test",
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  if (ownsDatabase) await database.migrate();
  const sms = options.sms ?? (config.twilio ? twilioSms(config.twilio) : devSms((line) => app.log.info(line)));
  const pushSender = options.pushSender ?? (config.vapid ? webPushSender(config.vapid) : noPushSender());
  const pushDeps = { db: database.db, pushSender, allowLocalPushEndpoints: config.allowLocalPushEndpoints };
  const bus = pushingBus(
    options.bus ?? (config.redisUrl ? await redisBus(config.redisUrl) : memoryBus()),
    pushDeps,
    (error) => app.log.warn({ err: error }, "sending a push failed"),
  );
  // Loaded after migrations, before any route can read it.
  const answerIndex = await createMatchingIndex(database.db, bus);
  assertStorageAvailable(config);
  const storage = localDiskStorage(uploadsDir(config));
  const questionWriter = config.llm
    ? openAiQuestionWriter(config.llm, { log: (line) => app.log.warn(line) })
    : noQuestionWriter();
  const ctx: AppContext = { ...pushDeps, config, sms, bus, answerIndex, storage, questionWriter };
  app.decorate("answerIndex", answerIndex);

  app.decorateRequest("user", null);
  app.setErrorHandler(errorHandler);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app is served over plain http on localhost by default; TLS termination sets HSTS upstream.
    strictTransportSecurity: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    max: config.limits.apiPerMinute,
    timeWindow: "1 minute",
    // Shared counters across instances when Redis is configured; in-process otherwise.
    ...(config.redisUrl ? { redis: new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) } : {}),
    allowList: (request) => !request.url.startsWith("/api/"),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests. Please try again in ${context.after}.`),
  });
  for (const register of routeModules) await register(app, ctx);
  await serveWebApp(app, config.webDist);

  app.addHook("onClose", async () => {
    answerIndex.close();
    await bus.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}

/** Every non-/api path gets the single-page app, so the client router shows its own 404 screen. */
async function serveWebApp(app: FastifyInstance, webDist: string) {
  const indexHtml = path.join(webDist, "index.html");
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); no compression per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed file names never change content, so they may be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || request.method !== "GET") {
      return reply
        .code(404)
        .send({ error: { code: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}` } });
    }
    if (!hasWeb) return reply.code(404).type("text/plain").send("The web app is not built: run npm run build.");
    return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
  });
}
