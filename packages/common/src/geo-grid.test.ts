import { describe, expect, it } from "vitest";
import { CELL_MILES, cellOf, milesOutsideCell, snapToCell, snapWithHysteresis } from "./geo-grid";

const MILES_PER_DEG = (Math.PI / 180) * 3959;

describe("geo grid", () => {
  it("puts every point in a cell about a mile square whose centre is within the cell", () => {
    for (const lat of [-89.99, -60, -33.9, 0, 0.004, 36.1627, 51.5, 64.1, 89.99]) {
      for (const lng of [-180, -86.7816, -0.0001, 0, 13.4, 179.9999]) {
        const cell = cellOf(lat, lng);
        const dLat = Math.abs(cell.lat - lat) * MILES_PER_DEG;
        const dLng = Math.abs(cell.lng - lng) * MILES_PER_DEG * Math.cos((lat * Math.PI) / 180);
        expect(dLat).toBeLessThanOrEqual(CELL_MILES / 2 + 1e-9);
        // Half a cell wide, plus the sliver left over when the row's width is not a whole number of miles.
        if (Math.abs(lat) < 89) expect(dLng).toBeLessThanOrEqual(CELL_MILES * 0.51 + 0.02);
        expect(cellOf(cell.lat, cell.lng)).toEqual(cell);
      }
    }
  });

  it("gives the same centre for every point of a cell and wraps longitude", () => {
    const centre = snapToCell(36.1627, -86.7816);
    expect(snapToCell(centre.lat + 0.2 / MILES_PER_DEG, centre.lng - 0.2 / MILES_PER_DEG)).toEqual(centre);
    expect(cellOf(10, 190)).toEqual(cellOf(10, -170));
    expect(cellOf(95, 0).row).toBe(cellOf(90, 0).row);
  });
});

describe("snapping with hysteresis", () => {
  const home = cellOf(36.1627, -86.7816);
  const edgeLat = (home.row + 1) * (1 / MILES_PER_DEG) - 90; // the cell's north edge
  const metres = (m: number) => m / 1609.344 / MILES_PER_DEG; // degrees of latitude

  it("stores only cell centres", () => {
    expect(snapWithHysteresis(null, home.lat + metres(300), home.lng)).toEqual(snapToCell(home.lat, home.lng));
  });

  it("keeps the old cell for a new point up to about 200 m past its edge, and moves beyond that", () => {
    const kept = { lat: home.lat, lng: home.lng };
    expect(snapWithHysteresis(kept, edgeLat + metres(150), home.lng)).toEqual(kept);
    expect(snapWithHysteresis(kept, edgeLat + metres(195), home.lng)).toEqual(kept);
    const moved = snapWithHysteresis(kept, edgeLat + metres(260), home.lng);
    expect(cellOf(moved.lat, moved.lng).row).toBe(home.row + 1);
    // Once moved, the same band works the other way: jitter back across the edge does not return.
    expect(snapWithHysteresis(moved, edgeLat - metres(150), home.lng)).toEqual(moved);
  });

  it("measures the distance past an edge east and west too, across the date line", () => {
    const cell = cellOf(10, 179.999);
    expect(milesOutsideCell(cell, 10, 179.999)).toBe(0);
    const east = cellOf(10, -179.999);
    expect(east.col).toBe(0);
    // Just across the date line from the last column: a few metres outside it, not half the globe.
    expect(milesOutsideCell(cell, 10, -179.9999)).toBeLessThan(0.01);
    expect(milesOutsideCell(cell, cell.lat, cell.lng + 2 / MILES_PER_DEG)).toBeGreaterThan(1);
  });
});
