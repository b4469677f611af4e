import { cellOf } from "@down/common/geo-grid";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPlace, freshQuestion, person, searchAs } from "../../modules/matching/search.test-helpers";
import { createTestApp, type SignedIn } from "../test-app";

let app: FastifyInstance;
beforeAll(async () => {
  // The grid alone must defeat the attack, so the per-hour limit on moving is lifted here.
  app = await createTestApp({ LOCATION_MOVES_PER_HOUR: "100000" });
});
afterAll(() => app.close());

type Point = { lat: number; lng: number };
const MILES_PER_DEG_LAT = 69.09;

/**
 * Finding 1 (trilateration), run as an attacker would through the API: move one's own point with
 * PUT /api/location and read the target's whole-mile distance on their card, bisecting where it flips
 * between 0 and 1 along four directions. The estimate is the centre of the four edges found.
 */
async function attack(attacker: SignedIn, targetId: string, start: Point): Promise<Point> {
  const moveTo = async (p: Point) => {
    const res = await app.inject({
      method: "PUT",
      url: `/api/location/${attacker.id}`,
      headers: { cookie: attacker.cookie },
      payload: { lat: p.lat, lng: p.lng },
    });
    expect(res.statusCode).toBe(200);
  };
  const distanceAt = async (p: Point): Promise<number> => {
    await moveTo(p);
    const card = (await searchAs(app, attacker)).body.results.find((r) => r.id === targetId);
    return card ? card.distance : Number.POSITIVE_INFINITY;
  };
  const milesPerDegLng = MILES_PER_DEG_LAT * Math.cos((start.lat * Math.PI) / 180);
  const along =
    (dLatMiles: number, dLngMiles: number) =>
    (t: number): Point => ({
      lat: start.lat + (t * dLatMiles) / MILES_PER_DEG_LAT,
      lng: start.lng + (t * dLngMiles) / milesPerDegLng,
    });
  // The edge where the reading first leaves 0, from the start (reading 0) out to 3 miles (reading ≥ 1).
  const edge = async (at: (t: number) => Point): Promise<number> => {
    let inside = 0;
    let outside = 3;
    while (outside - inside > 0.02) {
      const mid = (inside + outside) / 2;
      if ((await distanceAt(at(mid))) === 0) inside = mid;
      else outside = mid;
    }
    return (inside + outside) / 2;
  };
  const north = await edge(along(1, 0));
  const south = await edge(along(-1, 0));
  const east = await edge(along(0, 1));
  const west = await edge(along(0, -1));
  return {
    lat: start.lat + (north - south) / 2 / MILES_PER_DEG_LAT,
    lng: start.lng + (east - west) / 2 / milesPerDegLng,
  };
}

describe("location privacy: the bisection attack", () => {
  it("cannot tell two people in one grid cell apart, nor place either better than the cell", async () => {
    const base = freshPlace();
    // Two targets 0.3 miles apart in one ~1 mile cell. Before the grid the attack placed each within a
    // few hundredths of a mile, so the two estimates differed by the 0.3 miles between them.
    const q = freshQuestion();
    const cell = cellOf(base.lat, base.lng);
    const spotA = { lat: cell.lat - 0.15 / MILES_PER_DEG_LAT, lng: cell.lng };
    const spotB = { lat: cell.lat + 0.15 / MILES_PER_DEG_LAT, lng: cell.lng };
    const attacker = await person(app, { at: base, answers: { [q]: "D" } });
    const a = await person(app, { at: spotA, answers: { [q]: "D" }, gender: "Male" });
    const b = await person(app, { at: spotB, answers: { [q]: "D" }, gender: "Male" });
    const estimateA = await attack(attacker, a.id, spotA);
    const estimateB = await attack(attacker, b.id, spotA);
    // Identical evidence for two different homes: the attacker learns the cell, nothing inside it.
    expect(estimateB.lat).toBeCloseTo(estimateA.lat, 6);
    expect(estimateB.lng).toBeCloseTo(estimateA.lng, 6);
  }, 120_000);
});
