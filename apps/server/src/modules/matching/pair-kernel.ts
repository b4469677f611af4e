import type { PackedAnswers } from "./packed-answers";
import { popcount } from "./popcount";

/**
 * One user's answers unpacked into dense per-category words, so scoring them against anyone is a
 * handful of word operations and popcounts per category both people answered.
 */
export interface Probe {
  mask: number;
  answered: Int32Array;
  hi: Int32Array;
  lo: Int32Array;
}

export function makeProbe(store: PackedAnswers, u: number): Probe {
  const words = store.layout.categories.length * store.wordsPerCategory;
  const probe: Probe = {
    mask: store.mask[u]!,
    answered: new Int32Array(words),
    hi: new Int32Array(words),
    lo: new Int32Array(words),
  };
  let m = probe.mask;
  let p = store.offset[u]!;
  while (m !== 0) {
    const category = 31 - Math.clz32(m & -m);
    m &= m - 1;
    const wpc = store.wordsPerCategory;
    for (let w = 0; w < wpc; w++) {
      const q = category * wpc + w;
      probe.answered[q] = store.arena[p + w]!;
      probe.hi[q] = store.arena[p + wpc + w]!;
      probe.lo[q] = store.arena[p + 2 * wpc + w]!;
    }
    p += store.blockWords;
  }
  return probe;
}

/** Packs (weight, common) in one number so the hot loop allocates nothing. */
export const PACK = 65536;

/**
 * Σ weight over alike answers and the count of common answers for probe × user v, packed as
 * weight · PACK + common. Weight is |alike| + 2·|alike ∧ hi| + |alike ∧ lo| because code + 1 = weight.
 * `onlyMask` limits the comparison to some categories (all: 0xffffffff).
 */
export function scorePacked(store: PackedAnswers, probe: Probe, v: number, onlyMask: number): number {
  const vMask = store.mask[v]!;
  let m = probe.mask & vMask & onlyMask;
  if (m === 0) return 0;
  const arena = store.arena;
  const wpc = store.wordsPerCategory;
  const base = store.offset[v]!;
  let common = 0;
  let weight = 0;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const category = 31 - Math.clz32(low);
    let p = base + popcount(vMask & (low - 1)) * store.blockWords;
    let q = category * wpc;
    for (let w = 0; w < wpc; w++, p++, q++) {
      const both = probe.answered[q]! & arena[p]!;
      if (both === 0) continue;
      const qh = probe.hi[q]!;
      const ql = probe.lo[q]!;
      const same = both & ~((qh ^ arena[p + wpc]!) | (ql ^ arena[p + 2 * wpc]!));
      common += popcount(both);
      weight += popcount(same) + 2 * popcount(same & qh) + popcount(same & ql);
    }
  }
  return weight * PACK + common;
}

/** Whether probe and v answered at least one question alike within the categories of `onlyMask`. */
export function hasAlike(store: PackedAnswers, probe: Probe, v: number, onlyMask: number): boolean {
  const vMask = store.mask[v]!;
  let m = probe.mask & vMask & onlyMask;
  const arena = store.arena;
  const wpc = store.wordsPerCategory;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    let p = store.offset[v]! + popcount(vMask & (low - 1)) * store.blockWords;
    let q = (31 - Math.clz32(low)) * wpc;
    for (let w = 0; w < wpc; w++, p++, q++) {
      const both = probe.answered[q]! & arena[p]!;
      if ((both & ~((probe.hi[q]! ^ arena[p + wpc]!) | (probe.lo[q]! ^ arena[p + 2 * wpc]!))) !== 0) return true;
    }
  }
  return false;
}

/** The layout slots probe and v answered alike, with the shared code, in layout order. */
export function alikeSlots(store: PackedAnswers, probe: Probe, v: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const wpc = store.wordsPerCategory;
  const vMask = store.mask[v]!;
  let m = probe.mask & vMask;
  while (m !== 0) {
    const low = m & -m;
    m ^= low;
    const category = 31 - Math.clz32(low);
    let p = store.offset[v]! + popcount(vMask & (low - 1)) * store.blockWords;
    const arena = store.arena;
    for (let w = 0; w < wpc; w++, p++) {
      const q = category * wpc + w;
      const qh = probe.hi[q]!;
      const ql = probe.lo[q]!;
      let same = probe.answered[q]! & arena[p]! & ~((qh ^ arena[p + wpc]!) | (ql ^ arena[p + 2 * wpc]!));
      while (same !== 0) {
        const bitIndex = 31 - Math.clz32(same & -same);
        same &= same - 1;
        out.push([q * 32 + bitIndex, (((qh >>> bitIndex) & 1) << 1) | ((ql >>> bitIndex) & 1)]);
      }
    }
  }
  return out;
}
