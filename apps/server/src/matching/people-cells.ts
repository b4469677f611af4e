import { EARTH_RADIUS_MILES } from "@down/common/constants";

/**
 * Listed people bucketed by where they are, so a search with a finite radius visits only the buckets
 * its circle can reach instead of everyone in the index.
 *
 * Buckets are coarse cells of the same shape as the privacy grid (common/geo-grid.ts): bands of equal
 * latitude, each cut into equal-longitude columns about BUCKET_MILES wide. One privacy cell (≈ 1 mile)
 * per bucket would mean ~2,000 mostly empty buckets for a 25-mile search; 5 miles keeps that near 150 while
 * a bucket on the circle's edge adds little outside it. Buckets only choose whom to look at: the exact
 * radius test (a chord between cell centres) still decides, so results are the same as a full scan.
 */
export const BUCKET_MILES = 5;

const DEG = Math.PI / 180;
const MILES_PER_DEGREE = DEG * EARTH_RADIUS_MILES;
const ROW_DEGREES = BUCKET_MILES / MILES_PER_DEGREE;
const ROWS = Math.ceil(180 / ROW_DEGREES);
/** More than the widest row's columns (≈ 4,975 at the equator), so row and column pack into one number. */
const COLUMN_SPAN = 8192;
/**
 * Widening of a search's box, in degrees: a position recovered from its unit vector may sit a rounding
 * error across a bucket edge, and the box must still reach that bucket.
 */
const SLACK = 1e-6;

const rowOf = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / ROW_DEGREES)));

function columnsInRow(row: number): number {
  const centreLat = -90 + (row + 0.5) * ROW_DEGREES;
  return Math.max(
    1,
    Math.min(COLUMN_SPAN, Math.floor((360 * Math.cos(centreLat * DEG) * MILES_PER_DEGREE) / BUCKET_MILES)),
  );
}

const columnOf = (lng: number, columns: number) => {
  const wrapped = (((lng + 180) % 360) + 360) % 360;
  return Math.min(columns - 1, Math.floor(wrapped / (360 / columns)));
};

/** The bucket of a unit vector (the stored form of a position). */
export function bucketOf(x: number, y: number, z: number): number {
  const lat = Math.asin(Math.max(-1, Math.min(1, z))) / DEG;
  const lng = Math.atan2(y, x) / DEG;
  const row = rowOf(lat);
  return row * COLUMN_SPAN + columnOf(lng, columnsInRow(row));
}

export class PeopleCells {
  private readonly members = new Map<number, number[]>();
  /** Each person's bucket (−1: in none) and place in its member list, for O(1) moves and removals. */
  private bucket = new Int32Array(1024).fill(-1);
  private slot = new Int32Array(1024);

  ensure(count: number) {
    if (count <= this.bucket.length) return;
    let size = this.bucket.length;
    while (size < count) size *= 2;
    const bucket = new Int32Array(size).fill(-1);
    bucket.set(this.bucket);
    const slot = new Int32Array(size);
    slot.set(this.slot);
    this.bucket = bucket;
    this.slot = slot;
  }

  /** Puts person `i` in the bucket of the position (moving them if they were elsewhere). */
  place(i: number, x: number, y: number, z: number) {
    this.ensure(i + 1);
    const next = bucketOf(x, y, z);
    if (this.bucket[i] === next) return;
    this.remove(i);
    let list = this.members.get(next);
    if (!list) {
      list = [];
      this.members.set(next, list);
    }
    this.bucket[i] = next;
    this.slot[i] = list.length;
    list.push(i);
  }

  /** Takes person `i` out of search (unlisted, moved away from every bucket). */
  remove(i: number) {
    if (i >= this.bucket.length) return;
    const key = this.bucket[i]!;
    if (key < 0) return;
    const list = this.members.get(key)!;
    const at = this.slot[i]!;
    const last = list.pop()!;
    if (last !== i) {
      list[at] = last;
      this.slot[last] = at;
    }
    if (list.length === 0) this.members.delete(key);
    this.bucket[i] = -1;
  }

  /** How many people are in buckets (listed ones), for tests and the benchmark. */
  get count(): number {
    let n = 0;
    for (const list of this.members.values()) n += list.length;
    return n;
  }

  /**
   * Bytes held, for the benchmark: the per-person bucket and slot columns, plus the member lists counted
   * at 8 bytes an entry (JS arrays of small integers; their spare capacity is not visible from here).
   */
  get bytes(): number {
    return this.bucket.byteLength + this.slot.byteLength + this.count * 8;
  }

  /**
   * The member lists of every bucket that the circle of chord `maxChord` around the unit vector
   * (ox, oy, oz) can reach; undefined when that is (nearly) the whole globe and a full scan is simpler.
   */
  near(ox: number, oy: number, oz: number, maxChord: number): number[][] | undefined {
    if (!Number.isFinite(maxChord) || maxChord >= 2) return undefined;
    const radius = (2 * Math.asin(maxChord / 2)) / DEG + SLACK; // degrees of arc
    const lat = Math.asin(Math.max(-1, Math.min(1, oz))) / DEG;
    const lng = Math.atan2(oy, ox) / DEG;
    const latMin = lat - radius;
    const latMax = lat + radius;
    // The widest longitude reach of a spherical cap, at the latitude where its edge is tangent to a
    // meridian; a cap holding a pole reaches every longitude.
    const reach = Math.sin(radius * DEG) / Math.cos(lat * DEG);
    const allColumns = latMin <= -90 || latMax >= 90 || reach >= 1;
    const halfWidth = allColumns ? 180 : Math.asin(reach) / DEG + SLACK;
    if (allColumns && latMin <= -90 && latMax >= 90) return undefined;
    const out: number[][] = [];
    for (let row = rowOf(latMin); row <= rowOf(latMax); row++) {
      const columns = columnsInRow(row);
      const first = Math.floor((lng - halfWidth + 180) / (360 / columns));
      const last = Math.floor((lng + halfWidth + 180) / (360 / columns));
      const span = allColumns || last - first + 1 >= columns ? columns : last - first + 1;
      for (let k = 0; k < span; k++) {
        const col = (((span === columns ? k : first + k) % columns) + columns) % columns;
        const list = this.members.get(row * COLUMN_SPAN + col);
        if (list) out.push(list);
      }
    }
    return out;
  }
}
