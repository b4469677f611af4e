import { and, eq, gt, lte } from "drizzle-orm";
import type { Provider } from "../../adapters/oauth";
import type { Db } from "../../db/client";
import { connectedAccounts, oauthStates } from "../../db/schema";

/** Remembers a state handed out (and forgets this person's expired ones, so the table stays small). */
export async function saveState(db: Db, row: typeof oauthStates.$inferInsert): Promise<void> {
  await db.delete(oauthStates).where(and(eq(oauthStates.userId, row.userId), lte(oauthStates.expiresAt, new Date())));
  await db.insert(oauthStates).values(row);
}

/** Uses a state up in one statement: true only for the first caller, for this person and provider, in time. */
export async function takeState(db: Db, stateHash: string, userId: string, provider: Provider): Promise<boolean> {
  const rows = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        eq(oauthStates.userId, userId),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning({ stateHash: oauthStates.stateHash });
  return rows.length > 0;
}

export async function listFor(db: Db, userId: string) {
  return db
    .select({
      provider: connectedAccounts.provider,
      topArtists: connectedAccounts.topArtists,
      importedPhotos: connectedAccounts.importedPhotos,
      connectedAt: connectedAccounts.connectedAt,
    })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.userId, userId));
}

export async function save(
  db: Db,
  row: Omit<typeof connectedAccounts.$inferInsert, "id" | "connectedAt">,
): Promise<void> {
  const { userId, provider, ...rest } = row;
  await db
    .insert(connectedAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: [connectedAccounts.userId, connectedAccounts.provider],
      set: { ...rest, connectedAt: new Date() },
    });
}

export async function remove(db: Db, userId: string, provider: Provider): Promise<boolean> {
  const rows = await db
    .delete(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, userId), eq(connectedAccounts.provider, provider)))
    .returning({ id: connectedAccounts.id });
  return rows.length > 0;
}

/** Top artists for a profile page (empty when Spotify is not connected). */
export async function topArtistsOf(db: Db, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ topArtists: connectedAccounts.topArtists })
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, userId), eq(connectedAccounts.provider, "spotify")))
    .limit(1);
  return row?.topArtists ?? [];
}
