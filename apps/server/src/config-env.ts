import { LOCATION_MOVES_PER_HOUR } from "@down/common/constants";
import { toE164 } from "@down/common/phone";
import { MESSAGES_PER_MINUTE, NEW_CONVERSATIONS_PER_DAY } from "@down/common/schemas/messages";
import { z } from "zod";

/** The only reader of process.env. Every knob is listed in the README. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  // GET /metrics answers only with this bearer token; unset, the route is a 404 and nothing is measured.
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  DEMO_SEED: z.enum(["0", "1"]).optional(),
  DEMO_DATE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  // Share My Date's check-in (decision 023): the wait for "I'm OK" and the job's beat; shorter only in browser journeys.
  CHECK_IN_ANSWER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1800),
  CHECK_IN_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // A hop count or a list of proxy addresses/CIDRs; never "trust every X-Forwarded-For entry".
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, "a hop count (0, 1, 2) or a list of proxy addresses")
    .default("0"),
  APP_ORIGIN: z.string().optional(),
  WEB_DIST: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  OTP_SEND_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_SEND_PER_PHONE_PER_15_MINUTES: z.coerce.number().int().positive().default(10),
  OTP_WRONG_GUESSES_PER_PHONE_PER_DAY: z.coerce.number().int().positive().default(25),
  OTP_WRONG_GUESSES_PER_ADDRESS_PER_DAY: z.coerce.number().int().positive().default(10),
  LOCATION_MOVES_PER_HOUR: z.coerce.number().int().positive().default(LOCATION_MOVES_PER_HOUR),
  UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(30),
  OTP_SEND_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(30),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(MESSAGES_PER_MINUTE),
  NEW_CONVERSATIONS_PER_DAY: z.coerce.number().int().positive().default(NEW_CONVERSATIONS_PER_DAY),
  LLM_BASE_URL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PUSH_ALLOW_LOCAL_ENDPOINTS: z.enum(["0", "1"]).default("0"),
  /** The nudity screen for new photos: nsfwjs (the default) or, for tests and journeys only, a fake rule. */
  PHOTO_SCREENER: z.enum(["nsfwjs", "fake"]).optional(),
  MATCHING_SNAPSHOT: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  TOKEN_ENCRYPTION_KEY: z.string().optional(),
  INSTAGRAM_CLIENT_ID: z.string().optional(),
  INSTAGRAM_CLIENT_SECRET: z.string().optional(),
  INSTAGRAM_AUTHORIZE_URL: z.string().default("https://www.instagram.com/oauth/authorize"),
  INSTAGRAM_TOKEN_URL: z.string().default("https://api.instagram.com/oauth/access_token"),
  INSTAGRAM_API_URL: z.string().default("https://graph.instagram.com"),
  SPOTIFY_CLIENT_ID: z.string().optional(),
  SPOTIFY_CLIENT_SECRET: z.string().optional(),
  SPOTIFY_AUTHORIZE_URL: z.string().default("https://accounts.spotify.com/authorize"),
  SPOTIFY_TOKEN_URL: z.string().default("https://accounts.spotify.com/api/token"),
  SPOTIFY_API_URL: z.string().default("https://api.spotify.com"),
  MATCHING_SNAPSHOT_EVERY_MINUTES: z.coerce.number().min(0).default(15),
  MODERATOR_PHONES: z.string().default(""),
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  // Set by the primary on the processes it forks (main.ts), never by hand: 1 is the one that runs jobs.
  DOWN_WORKER: z.coerce.number().int().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export function parseTrustProxy(value: string): false | number | string[] {
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(",").map((entry) => entry.trim());
}

/** Comma-separated numbers in any format libphonenumber reads; a typo fails the start, not silently. */
export function parseModeratorPhones(list: string): ReadonlySet<string> {
  const phones = new Set<string>();
  for (const raw of list.split(",")) {
    const trimmed = raw.trim();
    if (trimmed === "") continue;
    const phone = toE164(trimmed);
    if (!phone) throw new Error(`Invalid configuration: MODERATOR_PHONES: "${trimmed}" is not a phone number`);
    phones.add(phone);
  }
  return phones;
}
