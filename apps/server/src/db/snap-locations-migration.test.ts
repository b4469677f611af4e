import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cellOf } from "@down/common/geo-grid";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, testDb } from "../test/test-app";
import { migrationsFolder } from "./client";
import { profiles, userPreferences } from "./schema";

const file = readdirSync(migrationsFolder).find((name) => name.endsWith("_snap_locations_to_cells.sql"));
const statements = readFileSync(path.join(migrationsFolder, file ?? "missing.sql"), "utf8").split(
  "--> statement-breakpoint",
);

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

// Points spread over the globe, a few on or next to a cell edge, the date line and the poles.
const points = [
  { lat: 36.162_712_3, lng: -86.781_649 },
  { lat: -33.868_82, lng: 151.209_29 },
  { lat: 64.1466, lng: -21.9426 },
  { lat: 0.0001, lng: 179.9999 },
  { lat: -0.0001, lng: -180 },
  { lat: 89.995, lng: 12.5 },
  { lat: -89.9999, lng: -45 },
  ...Array.from({ length: 40 }, (_, i) => ({ lat: -80 + ((i * 37.123) % 160), lng: -179 + ((i * 91.77) % 358) })),
];

describe("migration: stored positions move to their cell's centre (decision 004)", () => {
  it("puts every profile position and travel place where geo-grid's cellOf does, and leaves centres alone", async () => {
    const db = testDb(app);
    const people: Array<{ id: string; point: { lat: number; lng: number } }> = [];
    for (const point of points) {
      const me = await signIn(app);
      await db.update(profiles).set({ latitude: point.lat, longitude: point.lng }).where(eq(profiles.userId, me.id));
      const travel = { manualLocationLat: point.lat, manualLocationLng: point.lng };
      await db
        .insert(userPreferences)
        .values({ userId: me.id, ...travel })
        .onConflictDoUpdate({ target: userPreferences.userId, set: travel });
      people.push({ id: me.id, point });
    }
    const stored = async () =>
      Promise.all(
        people.map(async ({ id }) => {
          const [p] = await db.select().from(profiles).where(eq(profiles.userId, id));
          const [t] = await db.select().from(userPreferences).where(eq(userPreferences.userId, id));
          return {
            profile: { lat: p!.latitude, lng: p!.longitude },
            travel: { lat: t!.manualLocationLat, lng: t!.manualLocationLng },
          };
        }),
      );
    for (let run = 0; run < 2; run++) {
      for (const statement of statements) await db.execute(sql.raw(statement));
      const rows = await stored();
      rows.forEach((row, i) => {
        const cell = cellOf(people[i]!.point.lat, people[i]!.point.lng);
        for (const got of [row.profile, row.travel]) {
          expect(got.lat).toBeCloseTo(cell.lat, 9);
          expect(got.lng).toBeCloseTo(cell.lng, 9);
          // The centre is in the same cell, so the app's own snapping keeps it.
          expect(cellOf(got.lat!, got.lng!)).toMatchObject({ row: cell.row, col: cell.col });
        }
      });
    }
  });
});
