import { describe, expect, it } from "vitest";
import { epochIdCursorSchema, timeIdCursorSchema } from "./cursors";

const ID = "5b1e3c9a-8d2f-4a6b-9c7e-1f0a2b3c4d5e";
const valid = (schema: typeof timeIdCursorSchema, cursor: string) => schema.safeParse(cursor).success;

describe("a time-and-id cursor (chat pages, custom questions, conversations)", () => {
  it("takes the cursors the server writes", () => {
    expect(valid(timeIdCursorSchema, `2026-01-01T00:00:00.000Z_${ID}`)).toBe(true);
    // PostgreSQL's times carry microseconds.
    expect(valid(timeIdCursorSchema, `2026-11-27T13:40:10.123456Z_${ID}`)).toBe(true);
    expect(valid(timeIdCursorSchema, `2026-11-27T13:40:10Z_${ID.toUpperCase()}`)).toBe(true);
  });

  it("refuses a time no row can have, or an id that is not a uuid (issue 23, finding 7)", () => {
    for (const cursor of [
      `0000-01-01T00:00:00.000Z_${ID}`,
      `10000-01-01T00:00:00.000Z_${ID}`,
      `+010000-01-01T00:00:00.000Z_${ID}`,
      `-000001-01-01T00:00:00.000Z_${ID}`,
      `1999-12-31T23:59:59.999Z_${ID}`,
      `2200-01-01T00:00:00.000Z_${ID}`,
      `2026-02-30T00:00:00.000Z_${ID}`,
      `2026-13-01T00:00:00.000Z_${ID}`,
      `2026-01-01T00:00:00.000+01:00_${ID}`,
      `NaN_${ID}`,
      `2026-01-01T00:00:00.000Z_${"-".repeat(36)}`,
      `2026-01-01T00:00:00.000Z_0123456789abcdef0123456789abcdef0123`,
      `2026-01-01T00:00:00.000Z_{${ID}}`,
      "2026-01-01T00:00:00.000Z",
      ID,
      "",
    ]) {
      expect(valid(timeIdCursorSchema, cursor), cursor).toBe(false);
    }
  });
});

describe("an epoch-and-id cursor (notifications, reviews)", () => {
  it("takes the cursors the server writes", () => {
    expect(valid(epochIdCursorSchema, `${Date.UTC(2026, 10, 27)}.${ID}`)).toBe(true);
  });

  it("refuses a time no row can have, or an id that is not a uuid", () => {
    for (const cursor of [
      `0.${ID}`,
      `-1.${ID}`,
      `NaN.${ID}`,
      `999999999999999.${ID}`,
      `1767225600000.${"-".repeat(36)}`,
      `1767225600000.0123456789abcdef0123456789abcdef0123`,
      `1767225600000.{${ID}}`,
      `1767225600000.5.${ID}`,
      `1767225600000`,
    ]) {
      expect(valid(epochIdCursorSchema, cursor), cursor).toBe(false);
    }
  });
});
