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

/**
 * How far past its cell's edge a new point may fall and still keep the cell: about 200 m, more than a
 * phone's usual position jitter. Without it, someone living near an edge who taps "Update current location"
 * again and again flips between two cells, and the share of taps on each side tells a watcher how far from
 * the edge they live, to metres (issue 23, finding 10; docs/decisions/004-location-privacy.md).
 */
export const KEEP_CELL_MILES = 200 / 1609.344;

/** Great-circle-ish miles from a point to the nearest edge of a cell (0 inside); exact enough at this scale. */
export function milesOutsideCell(cell: Pick<GeoCell, "row" | "col">, lat: number, lng: number): number {
  const south = -90 + cell.row * ROW_DEGREES;
  const north = Math.min(90, south + ROW_DEGREES);
  const colDegrees = 360 / columnsInRow(cell.row);
  const centreLng = -180 + (cell.col + 0.5) * colDegrees;
  const offLat = Math.max(0, south - lat, lat - north);
  // The longitude offset from the column's centre, the short way round the globe.
  const fromCentre = Math.abs(((((lng - centreLng + 180) % 360) + 360) % 360) - 180);
  const offLng = Math.max(0, fromCentre - colDegrees / 2);
  const cosLat = Math.cos((Math.min(90, Math.abs(lat)) * Math.PI) / 180);
  return Math.hypot(offLat * MILES_PER_DEGREE, offLng * MILES_PER_DEGREE * cosLat);
}

/**
 * What is stored for a new position: the centre of its cell, or of the previous cell when the point is
 * within KEEP_CELL_MILES of it (hysteresis). Only cell centres are ever stored, so nothing finer than the
 * cell exists to leak; `previous` may be a cell centre or (rows stored before this rule) an exact point.
 */
export function snapWithHysteresis(
  previous: { lat: number; lng: number } | null,
  lat: number,
  lng: number,
): { lat: number; lng: number } {
  if (previous) {
    const kept = cellOf(previous.lat, previous.lng);
    if (milesOutsideCell(kept, lat, lng) <= KEEP_CELL_MILES) return { lat: kept.lat, lng: kept.lng };
  }
  return snapToCell(lat, lng);
}
