import type { Response } from "@down/common/constants";
import { findQuestion } from "@down/common/questions";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { profiles, userPreferences, userResponses } from "../../db/schema";
import { freshPlace, freshQuestion } from "../../test/scenario-cursors";
import { type SignedIn, signIn, testDb } from "../../test/test-app";

export { freshPlace, freshQuestion };

/** Moves a point `miles` due north. */
export const north = (p: { lat: number; lng: number }, miles: number) => ({ lat: p.lat + miles / 69.09, lng: p.lng });

export interface PersonSpec {
  /** null: no location saved, so searches start from the default (Nashville). */
  at: { lat: number; lng: number } | null;
  answers: Record<string, Response>;
  gender?: string | null;
  interestedIn?: string[];
  acceptingMatches?: boolean;
  appearInSearches?: boolean;
  radius?: number;
  name?: string;
  /** 30 unless given; null leaves it unset (an unfinished profile). */
  age?: number | null;
  bio?: string | null;
  location?: string;
  verified?: boolean;
  /** 'Who I want to see'. */
  ageRange?: [number, number];
  verifiedOnly?: boolean;
}

/** Signs a user in, writes their rows directly (as the seed would) and has the index reload them. */
export async function person(app: FastifyInstance, spec: PersonSpec): Promise<SignedIn> {
  const user = await signIn(app);
  const db = testDb(app);
  await db
    .update(profiles)
    .set({
      latitude: spec.at?.lat ?? null,
      longitude: spec.at?.lng ?? null,
      gender: spec.gender === undefined ? "Female" : spec.gender,
      interestedIn: spec.interestedIn ?? ["Everyone"],
      acceptingMatches: spec.acceptingMatches ?? true,
      appearInSearches: spec.appearInSearches ?? true,
      name: spec.name ?? "Sam",
      age: spec.age === undefined ? 30 : spec.age,
      bio: spec.bio === undefined ? "Loves hiking. Also tacos." : spec.bio,
      location: spec.location ?? "Nashville, TN",
      verified: spec.verified ?? false,
    })
    .where(eq(profiles.userId, user.id));
  if (spec.radius !== undefined || spec.ageRange || spec.verifiedOnly !== undefined) {
    await db
      .update(userPreferences)
      .set({
        ...(spec.radius !== undefined ? { distanceRadius: spec.radius } : {}),
        ...(spec.ageRange ? { ageMin: spec.ageRange[0], ageMax: spec.ageRange[1] } : {}),
        ...(spec.verifiedOnly !== undefined ? { verifiedOnly: spec.verifiedOnly } : {}),
      })
      .where(eq(userPreferences.userId, user.id));
  }
  const rows = Object.entries(spec.answers).map(([questionId, response]) => ({
    userId: user.id,
    questionId,
    categoryId: findQuestion(questionId)!.categoryId,
    response,
  }));
  if (rows.length > 0) await db.insert(userResponses).values(rows);
  await app.matchingIndex.reloadUser(user.id);
  return user;
}

export interface SearchBody {
  total: number;
  nextCursor: string | null;
  results: Array<Record<string, unknown> & { id: string; distance: number; downScore: number }>;
}

export async function searchAs(app: FastifyInstance, user: SignedIn, query = "") {
  const res = await app.inject({ method: "GET", url: `/api/search${query}`, headers: { cookie: user.cookie } });
  return { status: res.statusCode, body: res.json<SearchBody>(), raw: res.body };
}

export const ids = (body: SearchBody) => body.results.map((r) => r.id);
