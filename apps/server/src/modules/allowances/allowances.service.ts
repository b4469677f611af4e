import type { Tx } from "../../db/client";
import { tooManyRequests } from "../../lib/app-error";
import * as repo from "./allowances.repo";

export type { AllowanceKind } from "./allowances.repo";

export interface Allowance {
  kind: repo.AllowanceKind;
  max: number;
  windowMs: number;
  /** The 429's words when the allowance is spent. */
  message: string;
}

/**
 * Decoding an image is the costly part of an upload (a 50 MP photo takes about a second of a core), so
 * every decode a person asks for, whether a photo, an Instagram import or a verification selfie, uses one
 * of UPLOADS_PER_HOUR (issue 23, finding 9; docs/decisions/022-outbound-requests-and-upload-budget.md).
 * One allowance for every module that decodes (photos, verification), so it lives here below them.
 */
export const imageDecodes = (perHour: number): Allowance => ({
  kind: "image-decode",
  max: perHour,
  windowMs: 60 * 60 * 1000,
  message: `You can upload ${perHour} photos an hour. Please try again later.`,
});

/**
 * Uses `uses` of a person's allowance (one by default; an upload of three photos uses three) inside the
 * caller's transaction, or refuses with 429 before anything is written. Counted in the database, so it
 * holds across instances and restarts.
 */
export async function useAllowance(tx: Tx, userId: string, allowance: Allowance, uses = 1): Promise<void> {
  await repo.lockAllowance(tx, userId, allowance.kind);
  const since = new Date(Date.now() - allowance.windowMs);
  if ((await repo.usesSince(tx, userId, allowance.kind, since)) + uses > allowance.max) {
    throw tooManyRequests(allowance.message);
  }
  for (let i = 0; i < uses; i++) await repo.recordUse(tx, userId, allowance.kind);
}
