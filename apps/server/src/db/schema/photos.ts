import { sql } from "drizzle-orm";
import { index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { userRef, users } from "./users";

// Photos and proof of who one is: upload holds, the nudity screen's queue
// (docs/decisions/026-photo-screening.md), selfie verification, and connected Instagram and Spotify accounts.

/**
 * Room a photo upload holds on a profile while its images are decoded and stored, so parallel uploads are
 * counted against the profile's room before any decode (modules/photos; issue 23, finding 9). A hold left by
 * a crashed process stops counting at expires_at.
 */
export const photoUploadHolds = pgTable(
  "photo_upload_holds",
  {
    id: id(),
    userId: userRef("user_id"),
    photos: integer("photos").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("photo_upload_holds_user_idx").on(t.userId)],
);

/**
 * A photo that entered DOWN but is not on the profile yet: "checking" until the nudity screen has scored it,
 * "held" when it scored over the threshold and waits for a moderator. Others never see these (they read
 * profiles.photos only); the owner sees them with "Under review" (docs/decisions/026-photo-screening.md).
 */
export const photoScreenings = pgTable(
  "photo_screenings",
  {
    url: text("url").primaryKey(),
    userId: userRef("user_id"),
    state: text("state", { enum: ["checking", "held"] })
      .notNull()
      .default("checking"),
    score: real("score"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    screenedAt: timestamp("screened_at", { withTimezone: true }),
  },
  (t) => [
    index("photo_screenings_user_idx").on(t.userId),
    index("photo_screenings_state_idx").on(t.state, t.createdAt),
  ],
);

/**
 * Photo verification attempts: a selfie copying `pose`, kept privately under `selfie_key` (storage's
 * private prefix), decided by a moderator. Only an approved one sets profiles.verified.
 */
export const photoVerifications = pgTable(
  "photo_verifications",
  {
    id: id(),
    userId: userRef("user_id"),
    pose: text("pose").notNull(),
    selfieKey: text("selfie_key").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected", "superseded"] })
      .notNull()
      .default("pending"),
    reason: text("reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("photo_verifications_user_idx").on(t.userId, t.createdAt),
    index("photo_verifications_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index("photo_verifications_decided_by_idx").on(t.decidedBy),
  ],
);

/**
 * The pose handed out for a person's next selfie (one at a time). A selfie must copy this pose, so the
 * random pick cannot be swapped for one that fits an old photo; it is replaced once a selfie is sent.
 */
export const verificationPoses = pgTable("verification_poses", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pose: text("pose").notNull(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Instagram and Spotify connections. Tokens are sealed with TOKEN_ENCRYPTION_KEY (AES-256-GCM) and
 * never sent to the browser; `topArtists` is what the profile shows from Spotify.
 */
export const connectedAccounts = pgTable(
  "connected_accounts",
  {
    id: id(),
    userId: userRef("user_id"),
    provider: text("provider", { enum: ["instagram", "spotify"] }).notNull(),
    accessTokenSealed: text("access_token_sealed").notNull(),
    refreshTokenSealed: text("refresh_token_sealed"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    topArtists: text("top_artists").array().notNull().default(sql`'{}'::text[]`),
    importedPhotos: integer("imported_photos").notNull().default(0),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("connected_accounts_user_provider_uq").on(t.userId, t.provider)],
);

/**
 * OAuth states handed out and not yet used (modules/connections): the callback deletes its row, so a state
 * works once. Stored as a SHA-256 hash, so the table holds nothing a reader could replay.
 */
export const oauthStates = pgTable(
  "oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    userId: userRef("user_id"),
    provider: text("provider", { enum: ["instagram", "spotify"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("oauth_states_user_idx").on(t.userId)],
);
