import { snapWithHysteresis } from "@down/common/geo-grid";
import { DEFAULT_PREFERENCES, type Preferences, type PreferencesPut } from "@down/common/schemas/preferences";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { MatchingIndex } from "../../matching/matching-index";
import { type Allowance, useAllowance } from "../allowances/allowances.service";
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

/**
 * Saving may move where the user is searched from (travel mode), so the index is told. A travel place is
 * stored as its grid cell's centre like the device position (docs/decisions/004-location-privacy.md); its
 * label keeps the place's name for the person's own screen.
 */
export async function putPreferences(
  deps: { db: Db; matchingIndex: MatchingIndex; movesPerHour: number },
  userId: string,
  patch: PreferencesPut,
): Promise<Preferences> {
  const row = await deps.db.transaction(async (tx) => {
    if (!movesSearchPoint(patch)) return repo.upsertPreferences(tx, userId, patch);
    // The allowance locks this person's moves until commit, so the previous cell read here is still the
    // stored one when the new one is written (hysteresis reads, then writes).
    await useAllowance(tx, userId, locationMoves(deps.movesPerHour));
    const { manualLocationLat: lat, manualLocationLng: lng } = patch;
    if (lat === undefined || lat === null || lng === undefined || lng === null) {
      return repo.upsertPreferences(tx, userId, patch);
    }
    const previous = await repo.findPreferences(tx, userId);
    const kept =
      previous?.manualLocationLat != null && previous.manualLocationLng != null
        ? { lat: previous.manualLocationLat, lng: previous.manualLocationLng }
        : null;
    const cell = snapWithHysteresis(kept, lat, lng);
    return repo.upsertPreferences(tx, userId, { ...patch, manualLocationLat: cell.lat, manualLocationLng: cell.lng });
  });
  if (!row) throw notFound("Preferences not found");
  await deps.matchingIndex.refreshPerson(userId);
  return row;
}

/**
 * "Update current location": only the centre of the position's grid cell is stored, and a position within
 * about 200 m of the cell already stored keeps that cell, so repeated taps near an edge (GPS jitter) do not
 * flip between two cells and reveal how far from the edge the person is (docs/decisions/004).
 */
export async function putDeviceLocation(
  deps: { db: Db; matchingIndex: MatchingIndex; movesPerHour: number },
  userId: string,
  lat: number,
  lng: number,
) {
  const row = await deps.db.transaction(async (tx) => {
    // Locks this person's moves until commit: the cell read below is the one replaced.
    await useAllowance(tx, userId, locationMoves(deps.movesPerHour));
    const previous = await repo.findProfileLocation(tx, userId);
    const cell = snapWithHysteresis(previous, lat, lng);
    return repo.setProfileLocation(tx, userId, cell.lat, cell.lng);
  });
  if (!row) throw notFound("Profile not found");
  await deps.matchingIndex.refreshPerson(userId);
  return { lat: row.latitude, lng: row.longitude };
}
