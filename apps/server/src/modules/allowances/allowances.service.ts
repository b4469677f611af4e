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
