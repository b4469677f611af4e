import { EARTH_RADIUS_MILES } from "./constants";

/**
 * The coarse location grid (docs/decisions/004-location-privacy.md). Everything another person can observe
 * about where someone is — distance on a card, order by distance, the edge of a radius filter — is
 * computed from cell centres, never from stored coordinates. Then moving one's own search point and
 * watching where a number flips reveals only cell edges, which are the same for everyone in a cell, so
 * trilateration recovers a cell (≈ 1 square mile), not a home.
 *
 * Rows are bands of equal latitude height; each row is cut into as many equal-longitude columns as fit
 * CELL_MILES wide at the row's centre latitude, so cells stay close to square from the equator to the
 * poles (the polar rows hold a single cell).
 */
export const CELL_MILES = 1;

const MILES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_MILES;
const ROW_DEGREES = CELL_MILES / MILES_PER_DEGREE;
const ROWS = Math.ceil(180 / ROW_DEGREES);

export interface GeoCell {
  row: number;
  col: number;
  /** The cell's centre: the only position other people's views are computed from. */
  lat: number;
  lng: number;
}

function columnsInRow(row: number): number {
  const centreLat = -90 + (row + 0.5) * ROW_DEGREES;
  const width = 360 * Math.cos((centreLat * Math.PI) / 180) * MILES_PER_DEGREE;
  return Math.max(1, Math.floor(width / CELL_MILES));
}

/** The cell holding a point (longitudes wrap; latitudes are clamped to ±90). */
export function cellOf(lat: number, lng: number): GeoCell {
  const clampedLat = Math.min(90, Math.max(-90, lat));
  const row = Math.min(ROWS - 1, Math.floor((clampedLat + 90) / ROW_DEGREES));
  const cols = columnsInRow(row);
  const colDegrees = 360 / cols;
  const wrapped = (((lng + 180) % 360) + 360) % 360;
  const col = Math.min(cols - 1, Math.floor(wrapped / colDegrees));
  const centreLat = Math.min(90, -90 + (row + 0.5) * ROW_DEGREES);
  return { row, col, lat: centreLat, lng: -180 + (col + 0.5) * colDegrees };
}

/** The centre of the point's cell: use this wherever a position feeds something another person sees. */
export function snapToCell(lat: number, lng: number): { lat: number; lng: number } {
  const { lat: cLat, lng: cLng } = cellOf(lat, lng);
  return { lat: cLat, lng: cLng };
}

/** A stable key for the cell, e.g. for grouping people by cell. */
export const cellKey = (cell: Pick<GeoCell, "row" | "col">) => `${cell.row}:${cell.col}`;
