import { profileGapMessage, profileGaps } from "@down/common/profile-ready";
import { clearedRequiredFields, REQUIRED_FIELD_MESSAGES } from "@down/common/profile-required";
import type { OwnProfile, ProfilePatch } from "@down/common/schemas/profile";
import type { Db } from "../../db/client";
import { badRequest, notFound, profileIncomplete } from "../../lib/app-error";
import { photosInReview } from "../photos/photo-screening.service";
import * as repo from "./profiles.repo";

export function toOwnProfile(row: repo.ProfileRow): OwnProfile {
  const { updatedAt: _updatedAt, distance: _distance, moderationHold, ...rest } = row;
  return {
    ...rest,
    // A banned person is signed out everywhere, so a hold seen by its owner is always a review.
    underReview: moderationHold,
    interestedIn: rest.interestedIn.filter((v): v is OwnProfile["interestedIn"][number] =>
      ["Men", "Women", "Couples", "Everyone"].includes(v),
    ),
  } as OwnProfile;
}

export async function getOwnProfile(db: Db, userId: string): Promise<OwnProfile> {
  const row = await repo.findProfileByUserId(db, userId);
  if (!row) throw notFound("Profile not found");
  return { ...toOwnProfile(row), photosInReview: await photosInReview(db, userId) };
}

export async function updateOwnProfile(db: Db, userId: string, patch: ProfilePatch): Promise<OwnProfile> {
  const row = await repo.updateProfile(db, userId, patch, (saved) => {
    // A findable field, once set, may change but never empty: the 400 carries the form's own words.
    const [cleared] = clearedRequiredFields(saved, patch);
    if (cleared) throw badRequest(REQUIRED_FIELD_MESSAGES[cleared]);
  });
  if (!row) throw notFound("Profile not found");
  return toOwnProfile(row);
}

/**
 * Adults with a profile only: searching, match requests and chats need a name and an age of 18 or more.
 * The refusal names exactly what is missing; the app turns it into its "finish your profile" step.
 */
export function assertReady(profile: { name: string | null; age: number | null }) {
  const gaps = profileGaps(profile);
  if (gaps.length > 0) throw profileIncomplete(profileGapMessage(gaps));
}

export async function assertProfileReady(db: Db, userId: string) {
  const row = await repo.findProfileByUserId(db, userId);
  if (!row) throw notFound("Profile not found");
  assertReady(row);
}
