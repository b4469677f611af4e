import { DEFAULT_PREFERENCES, type Preferences, type PreferencesPut } from "@down/common/schemas/preferences";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { type Allowance, useAllowance } from "../allowances/allowances.service";
import type { MatchingIndex } from "../matching/matching-index";
import * as repo from "./preferences.repo";

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  return (await repo.findPreferences(db, userId)) ?? DEFAULT_PREFERENCES;
}

/**
 * Moving one's own search point is limited per person: watching where someone's distance changes while
 * moving is how homes are trilaterated (docs/decisions/004). Radius and other changes are not counted.
 */
const locationMoves = (max: number): Allowance => ({
  kind: "location-move",
  max,
  windowMs: 60 * 60 * 1000,
  message: "You've moved your location many times this hour. Please try again later.",
});

const movesSearchPoint = (patch: PreferencesPut) =>
  patch.manualLocationLat !== undefined || patch.useDeviceLocation !== undefined;

/** Saving may move where the user is searched from (travel mode), so the index is told. */
export async function putPreferences(
  deps: { db: Db; matching: MatchingIndex; movesPerHour: number },
  userId: string,
  patch: PreferencesPut,
): Promise<Preferences> {
  const row = await deps.db.transaction(async (tx) => {
    if (movesSearchPoint(patch)) await useAllowance(tx, userId, locationMoves(deps.movesPerHour));
    return repo.upsertPreferences(tx, userId, patch);
  });
  if (!row) throw notFound("Preferences not found");
  await deps.matching.refreshPerson(userId);
  return row;
}

/** ~110 m of precision is plenty for distances in whole miles, and stores less about the user. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export async function putDeviceLocation(
  deps: { db: Db; matching: MatchingIndex; movesPerHour: number },
  userId: string,
  lat: number,
  lng: number,
) {
  const row = await deps.db.transaction(async (tx) => {
    await useAllowance(tx, userId, locationMoves(deps.movesPerHour));
    return repo.setProfileLocation(tx, userId, round3(lat), round3(lng));
  });
  if (!row) throw notFound("Profile not found");
  await deps.matching.refreshPerson(userId);
  return { lat: row.latitude, lng: row.longitude };
}
