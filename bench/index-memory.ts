import v8 from "node:v8";
import vm from "node:vm";
import type { AnswerIndex } from "../apps/server/src/matching/answer-index";

// `npm run bench:matching` runs under tsx without --expose-gc; the flag can still be set at run time and
// gc() fetched from a fresh context, so the before/after figures are of live memory, not of garbage.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** process.memoryUsage() after two full collections. */
export function sampleMemory(): MemorySample {
  gc();
  gc();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
}

export function deltaOf(before: MemorySample, after: MemorySample): MemorySample {
  return {
    rss: after.rss - before.rss,
    heapUsed: after.heapUsed - before.heapUsed,
    external: after.external - before.external,
    arrayBuffers: after.arrayBuffers - before.arrayBuffers,
  };
}

/** What the index itself can count: every typed array it holds, by part. */
export interface IndexBytes {
  /** The WebAssembly memory holding the column planes (and the kernel's accumulators). */
  planes: number;
  /** Per-user answered masks and directory offsets, and the directory of plane entry numbers. */
  directory: number;
  /** Per-person search columns (position, gender, interests, flags, ages). */
  peopleColumns: number;
  /** The area buckets: per-person bucket and slot, and the member lists (≈ 8 bytes an entry). */
  cells: number;
  total: number;
}

export function indexBytes(index: AnswerIndex): IndexBytes {
  const { answers, people } = index;
  const planes = answers.planes.bytes;
  const directory = answers.bytes - planes;
  const columns = [people.x, people.y, people.z, people.gender, people.interests, people.flags, people.age];
  const peopleColumns = [...columns, people.ageMin, people.ageMax].reduce((sum, c) => sum + c.byteLength, 0);
  const cells = people.cells.bytes;
  return { planes, directory, peopleColumns, cells, total: planes + directory + peopleColumns + cells };
}

export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
