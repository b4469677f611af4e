import { and, eq } from "drizzle-orm";
import type { Provider } from "../../adapters/oauth";
import type { Db } from "../../db/client";
import { connectedAccounts } from "../../db/schema";

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
