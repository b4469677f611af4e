import { and, eq, gt, sum } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { vi } from "vitest";
import { otpCodes } from "../../db/schema";
import { testDb } from "../../test/test-app";

/**
 * The production sign-in limits for createTestApp (which relaxes the send limits otherwise), except the
 * resend cool-down: off, so an attacker in a test is as fast as the probe was
 * (docs/decisions/001-otp-limits-in-the-database.md).
 */
export const PRODUCTION_SIGN_IN_LIMITS = {
  OTP_SEND_PER_IP_PER_HOUR: "30",
  OTP_SEND_PER_PHONE_PER_HOUR: "5",
  OTP_SEND_PER_PHONE_PER_15_MINUTES: "10",
  OTP_WRONG_GUESSES_PER_PHONE_PER_DAY: "25",
  OTP_WRONG_GUESSES_PER_ADDRESS_PER_DAY: "10",
  OTP_RESEND_COOLDOWN_SECONDS: "0",
};

/** A guess that is never the code: an attacker never sees one, and a test must not win by luck. */
export const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
/** The attacker does not know the code; any fixed guess will do, and one in a million is right. */
export const GUESS = "123456";

/** The wrong guesses stored against the number, on codes asked for since `since` (all of them without). */
export async function wrongGuessesAt(app: FastifyInstance, phone: string, since?: Date): Promise<number> {
  const [row] = await testDb(app)
    .select({ n: sum(otpCodes.attempts).mapWith(Number) })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), since ? gt(otpCodes.createdAt, since) : undefined));
  return row?.n ?? 0;
}

/** Runs `body` with the clock moved `ms` ahead (the database rows carry the server's clock). */
export async function later<T>(ms: number, body: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ now: Date.now() + ms, toFake: ["Date"] });
  try {
    return await body();
  } finally {
    vi.useRealTimers();
  }
}
