import { and, count, eq, gt } from "drizzle-orm";
import { lockUntilCommit } from "../../db/advisory-lock";
import type { Tx } from "../../db/client";
import { allowanceUses } from "../../db/schema";

export type AllowanceKind = (typeof allowanceUses.$inferInsert)["kind"];

/** Holds this person's uses of `kind` until the caller's transaction ends, so parallel uses count exactly. */
export const lockAllowance = (tx: Tx, userId: string, kind: AllowanceKind) =>
  lockUntilCommit(tx, `allowance:${kind}:${userId}`);

export async function usesSince(tx: Tx, userId: string, kind: AllowanceKind, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(allowanceUses)
    .where(and(eq(allowanceUses.userId, userId), eq(allowanceUses.kind, kind), gt(allowanceUses.usedAt, since)));
  return row?.n ?? 0;
}

export async function recordUse(tx: Tx, userId: string, kind: AllowanceKind) {
  await tx.insert(allowanceUses).values({ userId, kind });
}
