import { CONTROL_CHARACTER_MESSAGE } from "@down/common/schemas/text";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { noQuestionWriter, openAiQuestionWriter } from "./adapters/llm";
import { fakePhotoScreener, nsfwPhotoScreener, type PhotoScreener } from "./adapters/photo-screener";
import { noPushSender, type PushSender, webPushSender } from "./adapters/push";
import { devSms, type SmsSender, twilioSms } from "./adapters/sms";
import { localDiskStorage, type PhotoStorage, uploadsDir } from "./adapters/storage";
import type { AppContext } from "./app-context";
import { startJobs } from "./app-jobs";
import { moduleTag, routeModules } from "./app-routes";
import type { AppConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { AppError, forbidden, tooManyRequests } from "./lib/app-error";
import { type EgressGuard, egressGuard } from "./lib/egress";
import { errorHandler, loggableError } from "./lib/error-handler";
import { inlineScriptHashes } from "./lib/inline-script-hashes";
import { createMetrics } from "./lib/metrics";
import { describeOperation, registerOpenApi } from "./lib/openapi";
import { type DeclaredRoute, useRouteAccess } from "./lib/route-access";
import { useRouteSchemas } from "./lib/route-schema";
import { changesState, isCrossSite } from "./lib/same-origin";
import { createMatchingIndex } from "./matching/matching-index";
import { userForToken } from "./modules/auth/auth.service";
import { createDemoLife, type DemoLifeDeps, livingDemoBus } from "./modules/demo-life/demo-life.service";
import { pushingBus } from "./modules/push/push.service";
import { type EventBus, memoryBus } from "./realtime/bus";
import { serveWebApp } from "./web/serve-web-app";

export interface BuildOptions {
  /** An already opened and migrated database; otherwise one is opened from config and migrated. */
  database?: Database;
  sms?: SmsSender;
  bus?: EventBus;
  pushSender?: PushSender;
  /** The egress guard (lib/egress.ts); tests pass one with a fake resolver so nothing touches the network. */
  egress?: EgressGuard;
  /** Photo storage; otherwise S3 when S3_BUCKET is set, else the local disk. */
  storage?: PhotoStorage;
  /** The nudity screen for new photos; otherwise config.photoScreener's. */
  photoScreener?: PhotoScreener;
  logger?: boolean;
  /** Start the periodic jobs (date reminders); main.ts does, test apps do not. */
  jobs?: boolean;
  /**
   * Demo people react to real people (main.ts turns it on for a demo-seeded database unless DEMO_SEED=0);
   * tests pass their own pauses and dice.
   */
  livingDemo?: boolean | Pick<DemoLifeDeps, "pause" | "random" | "dateMs">;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route as registered, with its access rule and schema (lib/route-access.ts). */
    routeTable: DeclaredRoute[];
  }
}

/** A NUL anywhere in parsed input (a string, a key, or nested). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object" || depth > 64) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000") || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * What the log keeps of a request and an error. A query string can carry an OAuth code or state, so only the
 * path is logged; every error passes through loggableError, so a failed statement's values never reach the
 * log from any log site (issue 6: logs never contain what a client sent).
 */
const loggerOptions = {
  serializers: {
    req: (request: { method?: string; url?: string; hostname?: string; ip?: string }) => ({
      method: request.method,
      url: request.url?.split("?")[0],
      hostname: request.hostname,
      remoteAddress: request.ip,
    }),
    err: (error: Error) => {
      const kept = loggableError(error);
      if (kept instanceof Error) return { type: kept.constructor.name, message: kept.message, stack: kept.stack ?? "" };
      return { type: error.constructor.name, message: error.message, stack: "", ...(kept as object) };
    },
  },
};

/** Builds the whole server without listening, so tests drive it in-process on a real database. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const trustedProxies = config.trustProxy;
  const app = Fastify({
    logger: (options.logger ?? config.env !== "test") ? loggerOptions : false,
    // A hop count trusts that many proxies from the socket inward, never the client's own left-most entry.
    trustProxy:
      typeof trustedProxies === "number" ? (_address: string, hop: number) => hop < trustedProxies : trustedProxies,
    bodyLimit: 1024 * 1024,
    // Ids are uuids; anything much longer is refused by the router (414) before a handler runs.
    routerOptions: { maxParamLength: 200 },
    // A bad percent-encoding or an over-long path segment gets the one error shape too.
    frameworkErrors: (error, request, reply) => {
      // Fastify types this hook generically over route generics; at run time it is the plain pair.
      errorHandler(error, request as unknown as FastifyRequest, reply as unknown as FastifyReply);
    },
  });
  // Each route's own access rule is enforced in one hook; the authorization matrix and fuzz tests walk this table.
  app.decorate("routeTable", useRouteAccess(app));
  // Each operation in /api/openapi.json is tagged with its module (routeModules below).
  let currentModule = "app";
  app.addHook("onRoute", (route) => describeOperation(route, currentModule));
  // A route's own zod schemas (params, querystring, body) validate it, with parse()'s 400 (lib/route-schema.ts).
  useRouteSchemas(app, {
    // Tests fail on a response its schema does not describe; a running server logs it and still answers.
    onMismatch: config.env === "test" ? "throw" : (message) => app.log.warn(message),
  });
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  if (ownsDatabase) await database.migrate();
  const sms = options.sms ?? (config.twilio ? twilioSms(config.twilio) : devSms((line) => app.log.info(line)));
  const egress = options.egress ?? egressGuard({ allowLoopback: config.allowLocalPushEndpoints });
  const pushSender = options.pushSender ?? (config.vapid ? webPushSender(config.vapid, { egress }) : noPushSender());
  const pushDeps = { db: database.db, pushSender, egress };
  const metrics = createMetrics(config.metricsToken !== undefined);
  const plainBus = pushingBus(
    metrics.measureBus(
      options.bus ??
        (config.redisUrl ? await (await import("./realtime/redis-bus")).redisBus(config.redisUrl) : memoryBus()),
    ),
    pushDeps,
    (error) => app.log.warn({ err: error }, "sending a push failed"),
  );
  const bus = options.livingDemo
    ? livingDemoBus(
        plainBus,
        createDemoLife({
          dateMs: config.demoDateMs,
          ...(typeof options.livingDemo === "object" ? options.livingDemo : {}),
          db: database.db,
          bus: plainBus,
          log: (message, error) => app.log.warn({ err: error }, message),
        }),
      )
    : plainBus;
  // Loaded after migrations, before any route can read it.
  const matchingIndex = await createMatchingIndex(database.db, bus, {
    snapshotPath: config.matchingSnapshot.path,
    snapshotEveryMs: config.matchingSnapshot.everyMs,
    writeSnapshot: config.matchingSnapshot.write,
    log: (line) => app.log.info(line),
  });
  // The S3 and Redis clients load only when configured: most runs (development, every test app) use neither,
  // and importing them was a good part of each test file's start (bench/README.md, "Test suite time").
  const storage =
    options.storage ??
    (config.s3 ? (await import("./adapters/s3-storage")).s3Storage(config.s3) : localDiskStorage(uploadsDir(config)));
  const questionWriter = config.llm
    ? openAiQuestionWriter(config.llm, { log: (line) => app.log.warn(line) })
    : noQuestionWriter();
  const photoScreener =
    options.photoScreener ?? (config.photoScreener === "fake" ? fakePhotoScreener() : nsfwPhotoScreener());
  const ctx: AppContext = {
    ...pushDeps,
    config,
    sms,
    bus,
    matchingIndex,
    storage,
    questionWriter,
    photoScreener,
    metrics,
  };
  metrics.watch({
    sockets: () => app.websocketServer?.clients.size ?? 0,
    pool: database.pool,
    matching: () => ({ people: matchingIndex.index.size, freshAt: matchingIndex.freshAt }),
  });
  app.decorate("matchingIndex", matchingIndex);

  app.decorateRequest("user", null);
  app.setErrorHandler(errorHandler);
  app.addHook("onRequest", async (request) => {
    if (changesState(request) && isCrossSite(request, config.appOrigins)) {
      throw forbidden("Requests from other sites are not allowed");
    }
  });
  if (metrics.enabled) {
    // Labelled by the matched route pattern: a raw URL would make one series per id (issue 28, item 5).
    app.addHook("onResponse", async (request, reply) => {
      metrics.observeRequest(
        request.routeOptions.url ?? "(unmatched)",
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  }
  app.addHook("preValidation", async (request) => {
    // Schemas refuse control characters field by field (text()); this catches a NUL in any field a
    // schema forgot, because PostgreSQL refuses NUL in text and that would be a 500.
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
      throw new AppError(400, "validation_failed", CONTROL_CHARACTER_MESSAGE);
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Photos in a bucket are shown from its public URL; moderators see selfies through signed URLs.
        imgSrc: ["'self'", "data:", "blob:", ...storageOrigins(config)],
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
    ...(config.redisUrl
      ? {
          redis: new (await import("ioredis")).Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }),
        }
      : {}),
    // Decided on the matched route, not the raw URL: an absolute-form request line
    // (POST http://host/api/…) has a url that does not start with /api/. Unmatched paths are limited too.
    allowList: (request) => {
      const route = request.routeOptions.url;
      return route === "/api/health" || (route !== undefined && !route.startsWith("/api/"));
    },
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests. Please try again in ${context.after}.`),
  });
  await registerOpenApi(app);
  for (const register of routeModules) {
    currentModule = moduleTag(register);
    await register(app, ctx);
  }
  currentModule = "web";
  await serveWebApp(app, config.webDist, (token) => userForToken(database.db, config.moderatorPhones, token));

  const stopJobs = options.jobs ? startJobs(ctx, app.log) : () => undefined;

  app.addHook("onClose", async () => {
    stopJobs();
    await photoScreener.close();
    await matchingIndex.close();
    await bus.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}

function storageOrigins(config: AppConfig): string[] {
  if (!config.s3) return [];
  const origins = [
    config.s3.publicUrl,
    config.s3.endpoint ?? `https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`,
  ];
  return [...new Set(origins.map((url) => new URL(url).origin))];
}
