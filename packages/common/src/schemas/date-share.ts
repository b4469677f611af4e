import { z } from "../zod";
import { phoneSchema } from "./auth";

/** A share, and every link to it, ends this long after the date's time (decision 023). */
export const DATE_SHARE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Without "I'm OK" this long after "Are you OK?", the trusted contact gets the message. */
export const CHECK_IN_ANSWER_MS = 30 * 60 * 1000;
/** Links one share may hold (each "Share" makes one; the contact's message makes one). */
export const DATE_SHARE_LINKS_MAX = 10;
/** Requests per minute one address may make for shared pages. */
export const DATE_SHARE_PAGE_PER_MINUTE = 30;
/** The path a shared page lives at; the token follows. */
export const DATE_SHARE_PATH = "/shared-date/";

/** The token in a shared page's path: 32 random bytes in base64url. */
export const dateShareTokenParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Invalid link"),
});

/** POST /api/dates/{id}/share: a new link (201 for the first, 200 when the share already lived). */
export const dateShareLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type DateShareLink = z.infer<typeof dateShareLinkSchema>;

/**
 * PUT /api/dates/{id}/check-in: the trusted contact's number (checked like a sign-in number) and when DOWN
 * asks "Are you OK?".
 */
export const checkInBodySchema = z.strictObject({
  contactPhone: phoneSchema,
  at: z.iso.datetime({ offset: true, error: "Please choose a valid time" }),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;

export const CHECK_IN_STATES = ["waiting", "asked", "ok", "alerted"] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

/** GET /api/dates/{id}/share: what the sharer sees of their own share (never the links: only hashes are kept). */
export const dateShareStatusSchema = z.object({
  shared: z.boolean(),
  expiresAt: z.string().nullable(),
  checkIn: z
    .object({
      /** The person's own contact, as they typed it (formatted). */
      contactPhone: z.string(),
      at: z.string(),
      state: z.enum(CHECK_IN_STATES),
      /** With the development SMS adapter only: the message the contact was sent. */
      devMessage: z.string().nullable(),
    })
    .nullable(),
});
export type DateShareStatus = z.infer<typeof dateShareStatusSchema>;
