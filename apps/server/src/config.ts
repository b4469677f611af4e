import { availableParallelism } from "node:os";
import path from "node:path";
import { type Env, envSchema, parseModeratorPhones, parseTrustProxy } from "./config-env";

/**
 * The sign-in limits of docs/decisions/001-otp-limits-in-the-database.md. Kept here, not
 * in the auth module, because config sits below every module and imports none (ARCHITECTURE.md).
 */
export interface OtpLimits {
  /** Codes one number may request per hour from one address. */
  otpPerPhonePerHour: number;
  /**
   * Codes one number may get per quarter hour from every address together; an address's first code in the
   * quarter hour, and every code to an address the number signed in from, go regardless.
   */
  otpPerPhonePerQuarterHour: number;
  otpPerIpPerHour: number;
  /** Wait between two codes for one number to one address. */
  otpResendCooldownMs: number;
  /**
   * Wrong guesses one number may take per day, counted over every address, before addresses it has never
   * signed in from are refused: the brute-force bound (decision 001).
   */
  otpWrongGuessesPerPhonePerDay: number;
  /** Wrong guesses one address may make at one number's codes per day. */
  otpWrongGuessesPerAddressPerDay: number;
}

/** Web Push keys (RFC 8292); read here, used by adapters/push.ts. */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use (RFC 8292). */
  subject: string;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
}

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** undefined → embedded PGlite in dataDir; "memory://" → in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Bearer token for GET /metrics (modules/metrics); undefined: no metrics, the route is a 404. */
  metricsToken?: string;
  demoSeed: boolean | undefined;
  /** The living demo's fast clock: from a demo person's yes to an invite to the end of that date. */
  demoDateMs: number;
  /** The check-in's wait for "I'm OK" before the contact is texted, and how often the job runs (decision 023). */
  checkIn: { answerMs: number; everyMs: number };
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** Origins whose browsers may make state-changing requests; empty means the request's own host only. */
  appOrigins: string[];
  webDist: string;
  twilio: TwilioConfig | undefined;
  limits: OtpLimits & { apiPerMinute: number; locationMovesPerHour: number; uploadsPerHour: number };
  /** Per-sender chat caps (429 beyond them); the realtime benchmark raises them. */
  messageLimits: { perMinute: number; newPerDay: number };
  /** Generated questions once a category's reserve pool runs out, when set; otherwise the reserve pool only. */
  llm: LlmConfig | undefined;
  /** Travel Mode searches go to Google's Geocoding API when set; otherwise the offline city and ZIP lists. */
  googleMapsApiKey: string | undefined;
  /** Photos go to this S3-compatible bucket when set; otherwise to disk under dataDir/uploads. */
  s3: S3Config | undefined;
  /** Web Push is sent when both VAPID keys are set; otherwise the Settings switch only saves the preference. */
  vapid: VapidConfig | undefined;
  /** Test-only: the egress guard lets loopback through (a fake push service or CDN on 127.0.0.1). */
  allowLocalPushEndpoints: boolean;
  /**
   * The nudity screen every new photo passes (docs/decisions/026-photo-screening.md): nsfwjs in a worker
   * thread; "fake" (tests' default, journeys) scores a magenta-cornered image as nude and nothing else.
   */
  photoScreener: "nsfwjs" | "fake";
  /**
   * The matching index's snapshot file (path undefined: none), written on shutdown and every `everyMs`
   * (0: only on shutdown), read at start so a restart skips the full load.
   */
  matchingSnapshot: { path: string | undefined; everyMs: number; write: boolean };
  /** E.164 numbers whose accounts may open the moderation queue (/api/moderation/*). */
  moderatorPhones: ReadonlySet<string>;
  /**
   * Server processes sharing the port (node:cluster, main.ts): 1 on the embedded database (PGlite is one
   * process's); on PostgreSQL with Redis, one per core. More than 1 needs PostgreSQL and Redis.
   */
  workers: number;
  /** This process's number among them (1 runs the jobs and writes the snapshot); undefined: not forked. */
  workerNumber: number | undefined;
  /** The app's origin for OAuth redirect URIs (https://down.example); required when a provider is configured. */
  publicUrl: string | undefined;
  /** Connected accounts: a provider is on when its id and secret are set (TOKEN_ENCRYPTION_KEY then required). */
  oauth: { instagram: OAuthProviderConfig | undefined; spotify: OAuthProviderConfig | undefined };
  /** 32 bytes for AES-256-GCM over stored provider tokens. */
  tokenEncryptionKey: Buffer | undefined;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Where the provider's API lives (graph.instagram.com, api.spotify.com); tests point it at a fake. */
  apiUrl: string;
}

export interface LlmConfig {
  /** An OpenAI-compatible API root, without a trailing slash (https://api.openai.com/v1). */
  baseUrl: string;
  /** Optional: local servers (Ollama, vLLM) take none. */
  apiKey: string | undefined;
  model: string;
  /** A request slower than this is abandoned; the user gets the reserve pool instead. */
  timeoutMs: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2); unset means AWS. */
  endpoint: string | undefined;
  /** Base URL photos are served from (a CDN or the bucket's public URL); objects sit under photos/. */
  publicUrl: string;
  /** Unset: the AWS SDK's default chain (instance role, shared config). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const e = parsed.data;
  const moderatorPhones = parseModeratorPhones(e.MODERATOR_PHONES);
  const twilio =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
      : undefined;
  if (e.NODE_ENV === "production" && e.CHECK_IN_ANSWER_SECONDS !== 1800) {
    throw new Error(
      "Refusing to start: CHECK_IN_ANSWER_SECONDS is for browser journeys only; people are promised 30 minutes to answer a check-in.",
    );
  }
  if (e.NODE_ENV === "production" && e.PHOTO_SCREENER === "fake") {
    throw new Error(
      "Refusing to start: PHOTO_SCREENER=fake is for tests and browser journeys only; photos must be screened.",
    );
  }
  if (e.NODE_ENV === "production" && !twilio) {
    throw new Error(
      "Refusing to start: NODE_ENV=production needs an SMS provider (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM); without one, sign-in codes would be shown on screen.",
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    demoSeed: e.DEMO_SEED === undefined ? undefined : e.DEMO_SEED === "1",
    demoDateMs: e.DEMO_DATE_SECONDS * 1000,
    checkIn: { answerMs: e.CHECK_IN_ANSWER_SECONDS * 1000, everyMs: e.CHECK_IN_EVERY_SECONDS * 1000 },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    appOrigins: (e.APP_ORIGIN ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
    twilio,
    limits: {
      otpPerPhonePerHour: e.OTP_SEND_PER_PHONE_PER_HOUR,
      otpPerPhonePerQuarterHour: e.OTP_SEND_PER_PHONE_PER_15_MINUTES,
      otpWrongGuessesPerPhonePerDay: e.OTP_WRONG_GUESSES_PER_PHONE_PER_DAY,
      otpWrongGuessesPerAddressPerDay: e.OTP_WRONG_GUESSES_PER_ADDRESS_PER_DAY,
      otpPerIpPerHour: e.OTP_SEND_PER_IP_PER_HOUR,
      otpResendCooldownMs: e.OTP_RESEND_COOLDOWN_SECONDS * 1000,
      apiPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
      locationMovesPerHour: e.LOCATION_MOVES_PER_HOUR,
      uploadsPerHour: e.UPLOADS_PER_HOUR,
    },
    messageLimits: { perMinute: e.MESSAGES_PER_MINUTE, newPerDay: e.NEW_CONVERSATIONS_PER_DAY },
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ""),
          apiKey: e.LLM_API_KEY || undefined,
          model: e.LLM_MODEL || "gpt-4o-mini",
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : undefined,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY || undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? "us-east-1",
          endpoint: e.S3_ENDPOINT,
          publicUrl: (e.S3_PUBLIC_URL ?? `https://${e.S3_BUCKET}.s3.amazonaws.com`).replace(/\/+$/, ""),
          ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
            : {}),
        }
      : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT || "mailto:support@down.invalid",
          }
        : undefined,
    allowLocalPushEndpoints: e.PUSH_ALLOW_LOCAL_ENDPOINTS === "1",
    photoScreener: e.PHOTO_SCREENER ?? (e.NODE_ENV === "test" ? "fake" : "nsfwjs"),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, "") || undefined,
    ...oauthConfig(e),
    matchingSnapshot: {
      // Off in tests (each builds its own database) and with an in-memory database (nothing to come back to).
      path:
        e.MATCHING_SNAPSHOT === "off" ||
        (e.MATCHING_SNAPSHOT === undefined && (e.NODE_ENV === "test" || e.DATABASE_URL?.startsWith("memory://")))
          ? undefined
          : path.resolve(e.MATCHING_SNAPSHOT ?? path.join(e.DATA_DIR, "matching-index.snapshot")),
      everyMs: e.MATCHING_SNAPSHOT_EVERY_MINUTES * 60_000,
      // Every worker reads it; one writes it (N copies of the same index would only race to the same file).
      write: e.DOWN_WORKER === undefined || e.DOWN_WORKER === 1,
    },
    moderatorPhones,
    workers: workerCount(e),
    workerNumber: e.DOWN_WORKER,
  };
}

/**
 * WORKERS, or its default: one per core when PostgreSQL and Redis are both set, else 1. Several workers
 * need a database they can share (not the embedded PGlite) and a bus between them (Redis): each keeps its
 * own matching index, current only through the bus.
 */
function workerCount(e: Env): number {
  const postgres = e.DATABASE_URL !== undefined && !e.DATABASE_URL.startsWith("memory://");
  if (e.WORKERS === undefined) return postgres && e.REDIS_URL ? availableParallelism() : 1;
  if (e.WORKERS > 1 && !postgres) {
    throw new Error(
      "Refusing to start: WORKERS > 1 needs PostgreSQL (DATABASE_URL); the embedded database belongs to one process.",
    );
  }
  if (e.WORKERS > 1 && !e.REDIS_URL) {
    throw new Error(
      "Refusing to start: WORKERS > 1 needs REDIS_URL, so every worker's matching index and sockets hear the others' changes.",
    );
  }
  return e.WORKERS;
}

function oauthConfig(e: Env): Pick<AppConfig, "oauth" | "tokenEncryptionKey"> {
  const provider = (
    clientId: string | undefined,
    clientSecret: string | undefined,
    urls: { authorizeUrl: string; tokenUrl: string; apiUrl: string },
  ): OAuthProviderConfig | undefined =>
    clientId && clientSecret ? { clientId, clientSecret, ...urls, apiUrl: urls.apiUrl.replace(/\/+$/, "") } : undefined;
  const oauth = {
    instagram: provider(e.INSTAGRAM_CLIENT_ID, e.INSTAGRAM_CLIENT_SECRET, {
      authorizeUrl: e.INSTAGRAM_AUTHORIZE_URL,
      tokenUrl: e.INSTAGRAM_TOKEN_URL,
      apiUrl: e.INSTAGRAM_API_URL,
    }),
    spotify: provider(e.SPOTIFY_CLIENT_ID, e.SPOTIFY_CLIENT_SECRET, {
      authorizeUrl: e.SPOTIFY_AUTHORIZE_URL,
      tokenUrl: e.SPOTIFY_TOKEN_URL,
      apiUrl: e.SPOTIFY_API_URL,
    }),
  };
  const key = e.TOKEN_ENCRYPTION_KEY ? Buffer.from(e.TOKEN_ENCRYPTION_KEY, "base64") : undefined;
  if (key && key.length !== 32) {
    throw new Error(
      "Invalid configuration: TOKEN_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32).",
    );
  }
  if ((oauth.instagram || oauth.spotify) && !key) {
    throw new Error(
      "Refusing to start: Instagram or Spotify is configured but TOKEN_ENCRYPTION_KEY is not, and their tokens are stored encrypted. Set it (openssl rand -base64 32).",
    );
  }
  // A redirect_uri taken from the request's Host would let a forged Host steer the provider's code
  // elsewhere, so a configured provider needs the app's own origin.
  if ((oauth.instagram || oauth.spotify) && !e.PUBLIC_URL) {
    throw new Error(
      "Refusing to start: Instagram or Spotify is configured but PUBLIC_URL is not; OAuth redirect URIs must name the app's own origin (PUBLIC_URL=https://down.example).",
    );
  }
  return { oauth, tokenEncryptionKey: key };
}
