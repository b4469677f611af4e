import { DEFAULT_PREFERENCES, type Preferences, type PreferencesPut } from "@down/common/schemas/preferences";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { MatchingIndex } from "../matching/matching-index";
import * as repo from "./preferences.repo";

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  return (await repo.findPreferences(db, userId)) ?? DEFAULT_PREFERENCES;
}

/** Saving may move where the user is searched from (travel mode), so the index is told. */
export async function putPreferences(
  db: Db,
  matching: MatchingIndex,
  userId: string,
  patch: PreferencesPut,
): Promise<Preferences> {
  const row = await repo.upsertPreferences(db, userId, patch);
  if (!row) throw notFound("Preferences not found");
  await matching.refreshPerson(userId);
  return row;
}

/** ~110 m of precision is plenty for distances in whole miles, and stores less about the user. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export async function putDeviceLocation(db: Db, matching: MatchingIndex, userId: string, lat: number, lng: number) {
  const row = await repo.setProfileLocation(db, userId, round3(lat), round3(lng));
  if (!row) throw notFound("Profile not found");
  await matching.refreshPerson(userId);
  return { lat: row.latitude, lng: row.longitude };
}
