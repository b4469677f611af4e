import type { OwnProfile, ProfilePatch } from "@down/common/schemas/profile";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import * as repo from "./profiles.repo";

export function toOwnProfile(row: repo.ProfileRow): OwnProfile {
  const { updatedAt: _updatedAt, distance: _distance, ...rest } = row;
  return {
    ...rest,
    interestedIn: rest.interestedIn.filter((v): v is OwnProfile["interestedIn"][number] =>
      ["Men", "Women", "Couples", "Everyone"].includes(v),
    ),
  } as OwnProfile;
}

export async function getOwnProfile(db: Db, userId: string): Promise<OwnProfile> {
  const row = await repo.findProfileByUserId(db, userId);
  if (!row) throw notFound("Profile not found");
  return toOwnProfile(row);
}

export async function updateOwnProfile(db: Db, userId: string, patch: ProfilePatch): Promise<OwnProfile> {
  const row = await repo.updateProfile(db, userId, patch);
  if (!row) throw notFound("Profile not found");
  return toOwnProfile(row);
}
