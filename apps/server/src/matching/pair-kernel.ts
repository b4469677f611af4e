import { FIELD, HALF } from "./answer-planes";
import type { PackedAnswers } from "./packed-answers";
import { popcount } from "./popcount";

/**
 * One user's answers unpacked into dense per-plane words (six int32 per plane: a0, a1, h0, h1, l0, l1,
 * answered, hi, lo as two 32-bit halves each; the planes keep each field in its own column), so
 * scoring them against anyone is a handful of word operations and popcounts per plane both people
 * answered, and the WebAssembly scan takes them per plane.
 */
export interface Probe {
  mask: number;
  words: Int32Array;
}

export function makeProbe(store: PackedAnswers, u: number): Probe {
  const words = new Int32Array(store.planes.planes * 6);
  const heap = store.planes.heap;
  for (let p = 0; p < store.planes.planes; p++) {
    const at = store.wordsAt(u, p);
    if (at < 0) continue;
    for (let h = 0; h < 2; h++) {
      for (let f = 0; f < 3; f++) words[6 * p + 2 * f + h] = heap[at + h * HALF + f * FIELD]!;
    }
  }
  return { mask: store.mask[u]!, words };
}

/**
 * The probe limited to the categories in `keep` (a category bit mask): the other categories' words are
 * zero and their bits cleared, so every kernel (scorePacked, hasAlike, alikeSlots and the WebAssembly
 * accumulate, which skips planes whose probe words are zero) sees those answers as never given. This is
 * how a score between people who are not mutual matches leaves out the categories hidden from them
 * (docs/decisions/007), at no cost to the scan: it reads fewer planes, not more.
 */
export function restrictProbe(probe: Probe, planesPerCategory: number, keep: number): Probe {
  const dropped = probe.mask & ~keep;
  if (dropped === 0) return probe;
  const words = probe.words.slice();
  for (let m = dropped; m !== 0; m &= m - 1) {
    const category = 31 - Math.clz32(m & -m);
    words.fill(0, 6 * category * planesPerCategory, 6 * (category + 1) * planesPerCategory);
  }
  return { mask: probe.mask & keep, words };
}

/** Packs (weight, common) in one number so the hot loop allocates nothing. */
export const PACK = 65536;

/**
 * Σ weight over alike answers and the count of common answers for probe × user v, packed as
 * weight · PACK + common. Weight is |alike| + 2·|alike ∧ hi| + |alike ∧ lo| because code + 1 = weight.
 * `onlyMask` limits the comparison to some categories (all: 0xffffffff).
 */
export function scorePacked(store: PackedAnswers, probe: Probe, v: number, onlyMask: number): number {
  let m = probe.mask & store.mask[v]! & onlyMask;
  if (m === 0) return 0;
  const heap = store.planes.heap;
  const ppc = store.planesPerCategory;
  const pw = probe.words;
  let common = 0;
  let weight = 0;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const category = 31 - Math.clz32(low);
    for (let p = category * ppc; p < (category + 1) * ppc; p++) {
      const at = store.wordsAt(v, p);
      if (at < 0) continue;
      for (let h = 0; h < 2; h++) {
        const q = 6 * p + h;
        const w = at + h * HALF;
        const both = pw[q]! & heap[w]!;
        if (both === 0) continue;
        const qh = pw[q + 2]!;
        const ql = pw[q + 4]!;
        const same = both & ~((qh ^ heap[w + FIELD]!) | (ql ^ heap[w + 2 * FIELD]!));
        common += popcount(both);
        weight += popcount(same) + 2 * popcount(same & qh) + popcount(same & ql);
      }
    }
  }
  return weight * PACK + common;
}

/** Whether probe and v answered at least one question alike within the categories of `onlyMask`. */
export function hasAlike(store: PackedAnswers, probe: Probe, v: number, onlyMask: number): boolean {
  let m = probe.mask & store.mask[v]! & onlyMask;
  const heap = store.planes.heap;
  const ppc = store.planesPerCategory;
  const pw = probe.words;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const category = 31 - Math.clz32(low);
    for (let p = category * ppc; p < (category + 1) * ppc; p++) {
      const at = store.wordsAt(v, p);
      if (at < 0) continue;
      for (let h = 0; h < 2; h++) {
        const q = 6 * p + h;
        const w = at + h * HALF;
        const both = pw[q]! & heap[w]!;
        if ((both & ~((pw[q + 2]! ^ heap[w + FIELD]!) | (pw[q + 4]! ^ heap[w + 2 * FIELD]!))) !== 0) return true;
      }
    }
  }
  return false;
}

/** The layout slots probe and v answered alike, with the shared code, in layout order. */
export function alikeSlots(store: PackedAnswers, probe: Probe, v: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const heap = store.planes.heap;
  const ppc = store.planesPerCategory;
  const span = store.wordsPerCategory * 32;
  const pw = probe.words;
  let m = probe.mask & store.mask[v]!;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const category = 31 - Math.clz32(low);
    for (let k = 0; k < ppc; k++) {
      const p = category * ppc + k;
      const at = store.wordsAt(v, p);
      if (at < 0) continue;
      for (let h = 0; h < 2; h++) {
        const q = 6 * p + h;
        const qh = pw[q + 2]!;
        const ql = pw[q + 4]!;
        const w = at + h * HALF;
        let same = pw[q]! & heap[w]! & ~((qh ^ heap[w + FIELD]!) | (ql ^ heap[w + 2 * FIELD]!));
        while (same !== 0) {
          const bitIndex = 31 - Math.clz32(same & -same);
          same &= same - 1;
          out.push([
            category * span + (2 * k + h) * 32 + bitIndex,
            (((qh >>> bitIndex) & 1) << 1) | ((ql >>> bitIndex) & 1),
          ]);
        }
      }
    }
  }
  return out;
}
