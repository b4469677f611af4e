import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "./app-context";
import { repeatEvery } from "./lib/repeat";
import { runCheckIns } from "./modules/dates/date-shares.service";
import { REMINDER_EVERY_MS, sendDueReminders } from "./modules/dates/dates.reminders";
import { sweepUnscreened } from "./modules/photos/photo-screening.service";

/** How often the nudity screen's sweep looks for photos a restart or a failed screen left "checking". */
const SCREENING_SWEEP_EVERY_MS = 30_000;

/**
 * The background jobs one process runs (buildApp's `jobs`, the leader's with WORKERS > 1): date reminders, Share
 * My Date's check-ins (decision 023) and the photo screen's sweep (decision 026). Answers the stop function.
 */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger): () => void {
  const { config, db, bus, sms } = ctx;
  const stops = [
    repeatEvery(
      REMINDER_EVERY_MS,
      () => sendDueReminders({ db, bus }),
      (error) => log.error({ err: error }, "sending date reminders failed"),
    ),
    repeatEvery(
      config.checkIn.everyMs,
      () =>
        runCheckIns({
          db,
          bus,
          sms,
          // Its links in messages name the configured public address.
          origin: config.publicUrl ?? config.appOrigins[0] ?? `http://localhost:${config.port}`,
          answerMs: config.checkIn.answerMs,
          onSendError: (error) => log.error({ err: error }, "texting a check-in contact failed"),
        }),
      (error) => log.error({ err: error }, "running date check-ins failed"),
    ),
    repeatEvery(
      SCREENING_SWEEP_EVERY_MS,
      () => sweepUnscreened({ ...ctx, log: (message, error) => log.warn({ err: error }, message) }),
      (error) => log.error({ err: error }, "screening waiting photos failed"),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
