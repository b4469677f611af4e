import path from "node:path";
import { z } from "zod";
import type { VapidConfig } from "./adapters/push";

/** The only reader of process.env. Every knob is listed in the README. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  DEMO_SEED: z.enum(["0", "1"]).optional(),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  WEB_DIST: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  OTP_SEND_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_SEND_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(30),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  LLM_BASE_URL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PUSH_ALLOW_LOCAL_ENDPOINTS: z.enum(["0", "1"]).default("0"),
});

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
  demoSeed: boolean | undefined;
  trustProxy: boolean;
  webDist: string;
  twilio: TwilioConfig | undefined;
  limits: { otpPerPhonePerHour: number; otpPerIpPerHour: number; otpResendCooldownMs: number; apiPerMinute: number };
  /** Generated questions once a category's reserve pool runs out, when set; otherwise the reserve pool only. */
  llm: LlmConfig | undefined;
  /** Travel Mode searches go to Google's Geocoding API when set; otherwise the offline city and ZIP lists. */
  googleMapsApiKey: string | undefined;
  /** Photos go to this S3-compatible bucket when set; otherwise to disk under dataDir/uploads. */
  s3: S3Config | undefined;
  /** Web Push is sent when both VAPID keys are set; otherwise the Settings switch only saves the preference. */
  vapid: VapidConfig | undefined;
  /** Test-only: push endpoints on 127.0.0.1 (a fake push service) are accepted. */
  allowLocalPushEndpoints: boolean;
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
  /** Base URL photos are served from (a CDN or the bucket's public URL). */
  publicUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const e = parsed.data;
  const twilio =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
      : undefined;
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
    demoSeed: e.DEMO_SEED === undefined ? undefined : e.DEMO_SEED === "1",
    trustProxy: e.TRUST_PROXY === "1",
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
    twilio,
    limits: {
      otpPerPhonePerHour: e.OTP_SEND_PER_PHONE_PER_HOUR,
      otpPerIpPerHour: e.OTP_SEND_PER_IP_PER_HOUR,
      otpResendCooldownMs: e.OTP_RESEND_COOLDOWN_SECONDS * 1000,
      apiPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    },
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
  };
}
