import { EXPORT_LINK_MINUTES } from "@down/common/constants";
import { DAY_MS } from "@down/common/time";
import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { transactionInTurn } from "../../db/in-turn";
import { dataExports } from "../../db/schema";
import { notFound, tooManyRequests } from "../../lib/app-error";
import { randomToken, sha256 } from "../../lib/crypto";

/** 'Download my data': at most this many links in any 24 hours, each working EXPORT_LINK_MINUTES (common constants). */
export const EXPORTS_PER_DAY = 3;

/** A new short-lived download link; the day's count is checked under a per-user lock so two clicks cannot both pass. */
export async function createExportLink(db: Db, userId: string): Promise<{ url: string; expiresAt: string }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + EXPORT_LINK_MINUTES * 60_000);
  await transactionInTurn(db, `data-export:${userId}`, async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), gt(dataExports.createdAt, new Date(Date.now() - DAY_MS))));
    if ((row?.n ?? 0) >= EXPORTS_PER_DAY) {
      throw tooManyRequests(`You can download your data ${EXPORTS_PER_DAY} times a day. Please try again tomorrow.`);
    }
    await tx.insert(dataExports).values({ userId, tokenHash: sha256(token), expiresAt });
  });
  return { url: `/api/account/${userId}/export/${token}`, expiresAt: expiresAt.toISOString() };
}

/** Whether the token is the user's own and still fresh; otherwise the link is as absent as a wrong one. */
export async function assertExportLink(db: Db, userId: string, token: string): Promise<void> {
  const [row] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.tokenHash, sha256(token)),
        eq(dataExports.userId, userId),
        gt(dataExports.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw notFound("This download link has expired. Ask for a new one in Settings.");
}
