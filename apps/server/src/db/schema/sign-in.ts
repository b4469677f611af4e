import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { userRef } from "./users";

// Signing in and what proves it: sessions, one-time codes, the addresses and browsers a number has signed in
// from (docs/decisions/001), and 'Download my data' links.

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: userRef("user_id"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: id(),
    phone: text("phone").notNull(),
    /** sha256 of the code; the plain code is never stored. */
    code: text("code").notNull(),
    /** Requesting address, for the per-IP send limit (kept in the database so every instance sees it). */
    requestIp: text("request_ip").notNull(),
    /**
     * sha256 of the asking browser's otp_device cookie: the code also belongs to that browser, so a person
     * whose address changed between asking and typing (carrier NAT, Wi-Fi to mobile data) can still use it.
     */
    deviceHash: text("device_hash"),
    /**
     * The key of the known_device token the asking browser carried (known_sign_in_devices.key_hash), so the
     * wrong guesses at its codes are counted against that browser (docs/decisions/001).
     */
    knownDeviceKey: text("known_device_key"),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("otp_codes_phone_idx").on(t.phone, t.createdAt),
    index("otp_codes_ip_idx").on(t.requestIp, t.createdAt),
  ],
);

/**
 * Addresses a number has signed in from (proved it read a code there), for 90 days after the last sign-in:
 * the number's own addresses, which the per-number limits that strangers can fill never hold
 * (docs/decisions/001). Keyed by sha256(phone|address), so the table alone lists no one's addresses; the
 * account it signed in to is kept so deleting the account deletes the rows.
 */
export const knownSignInAddresses = pgTable(
  "known_sign_in_addresses",
  {
    keyHash: text("key_hash").primaryKey(),
    userId: userRef("user_id"),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("known_sign_in_addresses_user_idx").on(t.userId)],
);

/**
 * Browsers a number has signed in from, for 90 days after the last sign-in there: the browser keeps a random
 * known_device cookie, stored here only as sha256(phone|token). Such a browser is the number's own, like a
 * known address, wherever it connects from (docs/decisions/001).
 */
export const knownSignInDevices = pgTable(
  "known_sign_in_devices",
  {
    keyHash: text("key_hash").primaryKey(),
    userId: userRef("user_id"),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("known_sign_in_devices_user_idx").on(t.userId)],
);

/**
 * 'Download my data' links: the token is given once and stored hashed; the rows also count the day's
 * exports (at most 3). Used rows stay until the account goes, as a record of what was handed out.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    userId: userRef("user_id"),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("data_exports_user_idx").on(t.userId, t.createdAt)],
);
