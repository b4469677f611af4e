// AssemblyScript source of pair-scan.wasm (build: node apps/server/src/modules/matching/wasm/build.mjs).
// The arithmetic of scorePacked in ../pair-kernel.ts, over 64-bit words with the native popcount, on
// the column planes of ../answer-planes.ts. Memory is imported (owned by AnswerPlanes).

// One entry of a chunk: entry i is user uids[i] with 64-bit words [answered, hi, lo] at words + 24·i.
@inline
function add(pa: u64, ph: u64, pl: u64, uids: usize, words: usize, i: i32, acc: usize): void {
  const p = words + <usize>i * 24;
  const both = pa & load<u64>(p);
  if (both == 0) return;
  const same = both & ~((ph ^ load<u64>(p, 8)) | (pl ^ load<u64>(p, 16)));
  const weight = popcnt<u64>(same) + (popcnt<u64>(same & ph) << 1) + popcnt<u64>(same & pl);
  const a = acc + (<usize>load<i32>(uids + (<usize>i << 2)) << 2);
  store<i32>(a, load<i32>(a) + ((<i32>weight) << 16) + <i32>popcnt<u64>(both));
}

/**
 * One chunk of one plane, n entries. Adds weight · 65536 + common of (probe word, entry) to acc[user];
 * the probe's three words are at `probe`. The chunk is read as four interleaved runs (entries i, i + q,
 * i + 2q, i + 3q together): its entries are distinct users, so the order does not matter, and one core
 * reads memory about twice as fast as several streams than as one (the scan is bound by that).
 */
export function accumulate(probe: usize, uids: usize, words: usize, n: i32, acc: usize): void {
  const pa = load<u64>(probe);
  const ph = load<u64>(probe, 8);
  const pl = load<u64>(probe, 16);
  const q = n >> 2;
  for (let i = 0; i < q; i++) {
    add(pa, ph, pl, uids, words, i, acc);
    add(pa, ph, pl, uids, words, i + q, acc);
    add(pa, ph, pl, uids, words, i + 2 * q, acc);
    add(pa, ph, pl, uids, words, i + 3 * q, acc);
  }
  for (let i = 4 * q; i < n; i++) add(pa, ph, pl, uids, words, i, acc);
}

/**
 * Users v in [from, to), v ≠ self, whose acc[v] = weight · 65536 + common has weight ≥ least[common]:
 * writes (v, acc[v]) pairs at `out` and returns how many.
 */
export function select(acc: usize, from: i32, to: i32, least: usize, self: i32, out: usize): i32 {
  let count = 0;
  for (let v = from; v < to; v++) {
    const packed = load<i32>(acc + (<usize>v << 2));
    if (<i32>(<u32>packed >>> 16) < load<i32>(least + (<usize>(packed & 0xffff) << 2)) || v == self) continue;
    const o = out + (<usize>count << 3);
    store<i32>(o, v);
    store<i32>(o, packed, 4);
    count++;
  }
  return count;
}
