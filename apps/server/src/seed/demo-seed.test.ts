import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import {
  dateEvents,
  dateReviews,
  matchRequests,
  photoVerifications,
  profiles,
  userResponses,
  users,
} from "../db/schema";
import { seedDemoData } from "./demo-seed";

const NASHVILLE = { lat: 36.1627, lng: -86.7816 };
function milesFromNashville(lat: number, lng: number) {
  const rad = Math.PI / 180;
  const dLat = (lat - NASHVILLE.lat) * rad;
  const dLng = (lng - NASHVILLE.lng) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(NASHVILLE.lat * rad) * Math.cos(lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 3959 * Math.asin(Math.sqrt(a));
}

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: "memory://", dataDir: "" });
  await database.migrate();
  await seedDemoData(database.db);
});
afterAll(() => database.close());

describe("demo data", () => {
  it("creates at least 200 adults within 60 miles of Nashville, flagged as demo", async () => {
    const rows = await database.db
      .select({
        age: profiles.age,
        lat: profiles.latitude,
        lng: profiles.longitude,
        isDemo: users.isDemo,
        name: profiles.name,
        photos: profiles.photos,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId));
    expect(rows.length).toBeGreaterThanOrEqual(200);
    for (const row of rows) {
      expect(row.isDemo).toBe(true);
      expect(row.age).toBeGreaterThanOrEqual(18);
      expect(milesFromNashville(row.lat ?? 0, row.lng ?? 0)).toBeLessThanOrEqual(60);
      expect(row.photos[0]).toMatch(/^\/media\/avatars\//);
    }
    expect(new Set(rows.map((r) => r.name)).size).toBeGreaterThan(150);
  });

  it("gives demo people answers across categories", async () => {
    const [row] = await database.db.select({ n: count() }).from(userResponses);
    expect(row?.n).toBeGreaterThan(200 * 40);
  });

  it("gives demo people real dates and reviews, and every rating and date count comes from them", async () => {
    const db = database.db;
    const [reviewRows] = await db.select({ n: count() }).from(dateReviews);
    expect(reviewRows?.n).toBeGreaterThan(50);
    const rows = await db.select().from(profiles);
    const reviews = await db.select().from(dateReviews);
    const completed = await db.select().from(dateEvents).where(eq(dateEvents.status, "completed"));
    for (const p of rows) {
      const about = reviews.filter((r) => r.revieweeId === p.userId);
      expect(p.reviewCount).toBe(about.length);
      const average = about.length ? about.reduce((s, r) => s + r.ratingOverall, 0) / about.length : 0;
      expect(p.rating).toBeCloseTo(average, 4);
      expect(p.dateCount).toBe(completed.filter((d) => d.userId1 === p.userId || d.userId2 === p.userId).length);
    }
  });

  it("gives a Verified badge only where an approved verification stands behind it", async () => {
    const db = database.db;
    const people = await db.select({ userId: profiles.userId, verified: profiles.verified }).from(profiles);
    const approvals = await db.select().from(photoVerifications);
    const approved = new Set(approvals.filter((a) => a.status === "approved").map((a) => a.userId));
    const verified = people.filter((p) => p.verified);
    // Some, not all: verified-only search has people to find and people to leave out.
    expect(verified.length).toBeGreaterThan(people.length / 5);
    expect(verified.length).toBeLessThan(people.length);
    for (const p of people) expect(approved.has(p.userId), p.userId).toBe(p.verified);
    for (const a of approvals) {
      expect(a.status).toBe("approved");
      expect(a.decidedAt!.getTime()).toBeGreaterThan(a.createdAt.getTime());
      expect(a.decidedAt!.getTime()).toBeLessThan(Date.now());
      expect(a.selfieKey).toMatch(/^[0-9a-f-]{36}\.webp$/);
    }
  });

  it("the first demo number (used to sign in in e2e) has a match", async () => {
    const [first] = await database.db.select().from(users).where(eq(users.phone, "+16155550100"));
    const mine = await database.db.select().from(matchRequests).where(eq(matchRequests.fromUserId, first!.id));
    expect(mine.some((m) => m.status === "matched")).toBe(true);
  });
});
