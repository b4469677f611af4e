import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { profiles, userPreferences } from "../../db/schema";

const columns = {
  distanceRadius: userPreferences.distanceRadius,
  useDeviceLocation: userPreferences.useDeviceLocation,
  manualLocationLat: userPreferences.manualLocationLat,
  manualLocationLng: userPreferences.manualLocationLng,
  manualLocationLabel: userPreferences.manualLocationLabel,
  ageMin: userPreferences.ageMin,
  ageMax: userPreferences.ageMax,
  verifiedOnly: userPreferences.verifiedOnly,
};

export async function findPreferences(db: Db | Tx, userId: string) {
  const [row] = await db.select(columns).from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return row;
}

/** Creates the row with the schema's defaults when missing (older accounts), then applies the patch. */
export async function upsertPreferences(
  db: Db | Tx,
  userId: string,
  patch: Partial<typeof userPreferences.$inferInsert>,
) {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: userPreferences.userId, set: Object.keys(patch).length > 0 ? patch : { userId } })
    .returning(columns);
  return row;
}

/** The stored position (a cell centre, or an exact point on rows older than decision 004's update), if any. */
export async function findProfileLocation(tx: Tx, userId: string): Promise<{ lat: number; lng: number } | null> {
  const [row] = await tx
    .select({ lat: profiles.latitude, lng: profiles.longitude })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null;
}

export async function setProfileLocation(db: Db | Tx, userId: string, latitude: number, longitude: number) {
  const [row] = await db
    .update(profiles)
    .set({ latitude, longitude, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ latitude: profiles.latitude, longitude: profiles.longitude });
  return row;
}
