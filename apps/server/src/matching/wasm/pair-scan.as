// AssemblyScript source of pair-scan.wasm (build: node apps/server/src/modules/matching/wasm/build.mjs).
// The arithmetic of scorePacked in ../pair-kernel.ts, four entries at a time in v128 (SIMD), on the
// column planes of ../answer-planes.ts. Memory is imported (owned by AnswerPlanes).

// A chunk keeps each field of its entries in a column of CHUNK 32-bit words: [uids][a0][h0][l0][a1][h1][l1]
// (answered, hi, lo for the low then the high 32 questions of the plane), so four entries' words load as
// one v128 each.
const CHUNK: usize = 4096;
const FIELD: usize = CHUNK * 4;

// Packed weight · 65536 + common of four entries' halves (answered, hi, lo at a, a + FIELD, a + 2·FIELD)
// against the probe's half (pa, ph, pl, each splat to four lanes).
@inline
function pair4(pa: v128, ph: v128, pl: v128, a: usize): v128 {
  const both = v128.and(pa, v128.load(a));
  const same = v128.andnot(both, v128.or(v128.xor(ph, v128.load(a, FIELD)), v128.xor(pl, v128.load(a, 2 * FIELD))));
  const sameHi = i8x16.popcnt(v128.and(same, ph));
  // Per byte: |same| + 2·|same ∧ hi| + |same ∧ lo| ≤ 32, so the sums fit before widening to lanes.
  const bytes = i8x16.add(i8x16.add(i8x16.popcnt(same), i8x16.popcnt(v128.and(same, pl))), i8x16.add(sameHi, sameHi));
  const weight = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(bytes));
  const common = i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(both)));
  return i32x4.add(i32x4.shl(weight, 16), common);
}

@inline
function addTo(acc: usize, uids: usize, i: usize, packed: i32): void {
  const a = acc + (<usize>load<i32>(uids + (i << 2)) << 2);
  store<i32>(a, load<i32>(a) + packed);
}

@inline
function scatter(acc: usize, uids: usize, i: usize, packed: v128): void {
  addTo(acc, uids, i, i32x4.extract_lane(packed, 0));
  addTo(acc, uids, i + 1, i32x4.extract_lane(packed, 1));
  addTo(acc, uids, i + 2, i32x4.extract_lane(packed, 2));
  addTo(acc, uids, i + 3, i32x4.extract_lane(packed, 3));
}

/**
 * One half of one chunk of one plane (n entries; the entries past n are zero, up to a multiple of 8):
 * entry i is user uids[i] with words answered, hi, lo at a + 4i, a + FIELD + 4i, a + 2·FIELD + 4i; adds
 * weight · 65536 + common of (probe half, entry half) to acc[user]. The probe's three words are at
 * `probe`. Four entries at a time (v128), and the chunk is read as two interleaved runs: its entries are
 * distinct users, so the order does not matter, and one core reads memory faster as several streams.
 */
export function accumulate(probe: usize, uids: usize, a: usize, n: i32, acc: usize): void {
  const pa = i32x4.splat(load<i32>(probe));
  const ph = i32x4.splat(load<i32>(probe, 4));
  const pl = i32x4.splat(load<i32>(probe, 8));
  const q = <usize>((n + 7) >> 3) << 2;
  for (let i: usize = 0; i < q; i += 4) {
    scatter(acc, uids, i, pair4(pa, ph, pl, a + (i << 2)));
    scatter(acc, uids, i + q, pair4(pa, ph, pl, a + ((i + q) << 2)));
  }
}

/**
 * accumulate() over both halves of a chunk at once (the probe answered in both): the probe's two
 * triples are at `probe` (low half, then high half), the low half's answered words at `a` (the high
 * half's 3·FIELD further).
 */
export function accumulate2(probe: usize, uids: usize, a: usize, n: i32, acc: usize): void {
  const pa = i32x4.splat(load<i32>(probe));
  const ph = i32x4.splat(load<i32>(probe, 4));
  const pl = i32x4.splat(load<i32>(probe, 8));
  const qa = i32x4.splat(load<i32>(probe, 12));
  const qh = i32x4.splat(load<i32>(probe, 16));
  const ql = i32x4.splat(load<i32>(probe, 20));
  const b = a + 3 * FIELD;
  const q = <usize>((n + 7) >> 3) << 2;
  for (let i: usize = 0; i < q; i += 4) {
    scatter(acc, uids, i, i32x4.add(pair4(pa, ph, pl, a + (i << 2)), pair4(qa, qh, ql, b + (i << 2))));
    const j = i + q;
    scatter(acc, uids, j, i32x4.add(pair4(pa, ph, pl, a + (j << 2)), pair4(qa, qh, ql, b + (j << 2))));
  }
}

// One user for select(): appends (v, acc[v]) at out[count] when weight ≥ least[common] and v ≠ self.
@inline
function pick(acc: usize, v: i32, least: usize, self: i32, out: usize, count: i32): i32 {
  const packed = load<i32>(acc + (<usize>v << 2));
  if (<i32>(<u32>packed >>> 16) < load<i32>(least + (<usize>(packed & 0xffff) << 2)) || v == self) return count;
  const o = out + (<usize>count << 3);
  store<i32>(o, v);
  store<i32>(o, packed, 4);
  return count + 1;
}

/**
 * Users v in [from, to), v ≠ self, whose acc[v] = weight · 65536 + common has weight ≥ least[common]:
 * writes (v, acc[v]) pairs at `out` and returns how many. `ratio` is a lower bound of least[common] per
 * common question in 1/65536 (least[c] ≥ c · ratio / 65536 for every c ≥ 1; 0 when unknown): four users
 * at a time, those under max(1, that bound) are passed over without reading the table.
 */
export function select(acc: usize, from: i32, to: i32, least: usize, self: i32, out: usize, ratio: i32): i32 {
  let count = 0;
  let v = from;
  const r = i32x4.splat(ratio);
  const low = i32x4.splat(0xffff);
  const one = i32x4.splat(1);
  for (; v + 4 <= to; v += 4) {
    const packed = v128.load(acc + (<usize>v << 2));
    const bound = i32x4.max_u(i32x4.shr_u(i32x4.mul(v128.and(packed, low), r), 16), one);
    if (!v128.any_true(i32x4.ge_u(i32x4.shr_u(packed, 16), bound))) continue;
    count = pick(acc, v, least, self, out, count);
    count = pick(acc, v + 1, least, self, out, count);
    count = pick(acc, v + 2, least, self, out, count);
    count = pick(acc, v + 3, least, self, out, count);
  }
  for (; v < to; v++) count = pick(acc, v, least, self, out, count);
  return count;
}
