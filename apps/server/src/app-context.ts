import type { QuestionWriter } from "./adapters/llm";
import type { PhotoScreener } from "./adapters/photo-screener";
import type { PushSender } from "./adapters/push";
import type { SmsSender } from "./adapters/sms";
import type { PhotoStorage } from "./adapters/storage";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";
import type { EgressGuard } from "./lib/egress";
import type { AppMetrics } from "./lib/metrics";
import type { MatchingIndex } from "./matching/matching-index";
import type { EventBus } from "./realtime/bus";

/** What route modules are given: built once in buildApp, so tests can swap any part. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  sms: SmsSender;
  bus: EventBus;
  /** In-memory packed answers and search fields; call matchingIndex.applyAnswer after an answer commits. */
  matchingIndex: MatchingIndex;
  /** Uploaded photos and private files (local disk by default, S3 when configured). */
  storage: PhotoStorage;
  /** Scores every new photo for nudity before it joins a profile (docs/decisions/026-photo-screening.md). */
  photoScreener: PhotoScreener;
  /** Writes extra questions once a category's reserve pool is used up (writes none without LLM_BASE_URL). */
  questionWriter: QuestionWriter;
  /** Web Push (noPushSender without VAPID keys). */
  pushSender: PushSender;
  /** Every request to an address someone else chose (push endpoints, imported media) goes through it. */
  egress: EgressGuard;
  /** Prometheus figures for GET /metrics (off, and measuring nothing, without METRICS_TOKEN). */
  metrics: AppMetrics;
}
