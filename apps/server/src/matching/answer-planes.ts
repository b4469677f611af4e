import { readFileSync } from "node:fs";

/** The little of the WebAssembly API used here (the server's TypeScript libs do not declare it). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemory;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** wasm/pair-scan.as, built by wasm/build.mjs and committed; compiled once per process. */
const kernelModule = new wasm.Module(readFileSync(new URL("./wasm/pair-scan.wasm", import.meta.url)));
interface Kernel {
  accumulate(probe: number, uids: number, words: number, n: number, acc: number): void;
  accumulate2(probe: number, uids: number, words: number, n: number, acc: number): void;
  select(acc: number, from: number, to: number, least: number, self: number, out: number, ratio: number): number;
}

const PAGE = 65536;
/**
 * Entries per chunk of a plane. A chunk keeps each field of its entries in a column of CHUNK int32:
 * [uids][a0][h0][l0][a1][h1][l1], answered, hi, lo for the plane's low then high 32 questions. A probe
 * that answered in one half only reads 16 bytes an entry instead of 28 (the scan is bound by memory
 * bandwidth), and the kernel loads four entries' words as one v128.
 */
const CHUNK = 4096;
/** An entry's words: answered, hi, lo for each of two 32-question halves. */
const ENTRY = 6;
/** From one field of an entry to the next (answered → hi → lo), in int32. */
export const FIELD = CHUNK;
/** From an entry's low-half answered word (wordsOf) to its high-half one, in int32. */
export const HALF = 3 * FIELD;
const CHUNK_BYTES = CHUNK * 4 * (1 + ENTRY);
/** Users per select call. */
export const SELECT_SPAN = 4096;

/**
 * The answers again, column-wise, for scoring one user against everyone: a plane per (category,
 * 64-question word), holding an entry (user, answered, hi, lo) for each user who answered a question
 * in that word. A probe reads only the planes it answered in, streaming each, and adds every entry's
 * (weight, common) into a per-user accumulator; then one pass picks who can make the top k.
 * It lives in one WebAssembly memory so the kernel (wasm/pair-scan.as, SIMD popcounts) reads
 * it in place: [probe | least | out] scratch, then chunks and accumulators as they are allocated.
 * It is the only copy of the answers: PackedAnswers keeps the directory of each user's entries.
 */
export class AnswerPlanes {
  readonly planes: number;
  private readonly memory: WasmMemory;
  private readonly kernel: Kernel;
  heap!: Int32Array;
  private readonly leastBase: number;
  private readonly outBase: number;
  private top: number;
  private accBase = 0;
  private accCap = 0;
  private readonly chunks: number[][] = [];
  private readonly count: number[] = [];
  private readonly free: number[][] = [];

  constructor(
    planes: number,
    /** The most questions two people can share: the least table is indexed by it. */
    readonly maxCommon: number,
  ) {
    this.planes = planes;
    for (let p = 0; p < planes; p++) {
      this.chunks.push([]);
      this.count.push(0);
      this.free.push([]);
    }
    this.leastBase = 32;
    this.outBase = this.leastBase + (maxCommon + 2) * 4 + 4;
    this.top = this.outBase + SELECT_SPAN * 8;
    this.memory = new wasm.Memory({ initial: Math.ceil(this.top / PAGE) + 1, maximum: PAGE });
    this.kernel = new wasm.Instance(kernelModule, { env: { memory: this.memory } }).exports as unknown as Kernel;
    this.heap = new Int32Array(this.memory.buffer);
    this.ensureUsers(1024);
  }

  get bytes(): number {
    return this.memory.buffer.byteLength;
  }

  /** Everything that makes the planes, for a snapshot: the used part of the memory and where chunks are. */
  exportState(): Int32Array[] {
    const flatten = (lists: number[][]) => Int32Array.from(lists.flatMap((list) => [list.length, ...list]));
    return [
      Int32Array.of(this.top, this.accBase, this.accCap),
      this.heap.subarray(0, this.top / 4),
      flatten(this.chunks),
      Int32Array.from(this.count),
      flatten(this.free),
    ];
  }

  /** The inverse of exportState(), into planes built with the same (planes, maxCommon). */
  importState([head, heap, chunks, count, free]: Int32Array[]) {
    if (!head || !heap || !chunks || !count || !free || head.length !== 3 || count.length !== this.planes) {
      throw new Error("planes state does not fit");
    }
    const [top, accBase, accCap] = head as unknown as [number, number, number];
    if (heap.length * 4 !== top || accBase + accCap * 4 > top) throw new Error("planes state does not fit");
    const unflatten = (flat: Int32Array) => {
      const lists: number[][] = [];
      for (let i = 0; i < flat.length; ) {
        const n = flat[i]!;
        lists.push(Array.from(flat.subarray(i + 1, i + 1 + n)));
        i += 1 + n;
      }
      if (lists.length !== this.planes) throw new Error("planes state does not fit");
      return lists;
    };
    const chunkLists = unflatten(chunks);
    const freeLists = unflatten(free);
    for (const list of chunkLists)
      for (const at of list) if (at < 0 || at + CHUNK_BYTES > top) throw new Error("chunk out of range");
    const need = Math.ceil(top / PAGE) + 1 - this.memory.buffer.byteLength / PAGE;
    if (need > 0) this.memory.grow(need);
    this.heap = new Int32Array(this.memory.buffer);
    this.heap.set(heap);
    this.top = top;
    this.accBase = accBase;
    this.accCap = accCap;
    chunkLists.forEach((list, p) => {
      this.chunks[p] = list;
      this.free[p] = freeLists[p]!;
      this.count[p] = count[p]!;
    });
  }

  /** The least-weight table select() reads: least[common], common 0..maxCommon. */
  get least(): Int32Array {
    return this.heap.subarray(this.leastBase / 4, this.leastBase / 4 + this.maxCommon + 1);
  }

  private alloc(bytes: number): number {
    const at = this.top;
    this.top += Math.ceil(bytes / 8) * 8;
    const need = Math.ceil(this.top / PAGE) - this.memory.buffer.byteLength / PAGE;
    if (need > 0) {
      this.memory.grow(Math.max(need, 256)); // at least 16 MB at a time
      this.heap = new Int32Array(this.memory.buffer);
    }
    return at;
  }

  ensureUsers(count: number) {
    if (count <= this.accCap) return;
    let size = Math.max(1024, this.accCap);
    while (size < count) size *= 2;
    // The old accumulator is left behind (4 bytes a user, at most as much as the live one).
    this.accBase = this.alloc(size * 4);
    this.accCap = size;
  }

  /** A new zeroed entry for user u in plane p; returns its number. */
  add(p: number, u: number): number {
    const e = this.free[p]!.pop() ?? this.count[p]!++;
    if (e >>> 12 === this.chunks[p]!.length) this.chunks[p]!.push(this.alloc(CHUNK_BYTES));
    const base = this.chunks[p]![e >>> 12]!;
    this.heap[base / 4 + (e & (CHUNK - 1))] = u;
    return e;
  }

  /**
   * Where entry e of plane p has its low-half answered word in `heap`: hi and lo are FIELD and 2·FIELD
   * further, the high half's three HALF further.
   */
  wordsOf(p: number, e: number): number {
    return (this.chunks[p]![e >>> 12]! + CHUNK * 4) / 4 + (e & (CHUNK - 1));
  }

  /** Entry e of plane p no longer counts (zeroed: it shares nothing) and will be reused. */
  remove(p: number, e: number) {
    const at = this.wordsOf(p, e);
    for (let w = 0; w < ENTRY; w++) this.heap[at + w * FIELD] = 0;
    this.free[p]!.push(e);
  }

  /**
   * acc[v] = weight · 65536 + common of the probe against every user v < n, over the planes whose
   * probe words (probe[6p .. 6p + 5]: a0, a1, h0, h1, l0, l1) answer anything, and in each only the
   * halves the probe answered in.
   */
  accumulate(probe: Int32Array, n: number) {
    this.ensureUsers(n);
    this.heap.fill(0, this.accBase / 4, this.accBase / 4 + n);
    for (let p = 0; p < this.planes; p++) {
      const low = probe[6 * p]! !== 0;
      const high = probe[6 * p + 1]! !== 0;
      if (!low && !high) continue;
      // The probe's triples at 0: [a0, h0, l0, a1, h1, l1], or the one half it answered in.
      for (let h = 0, at = 0; h < 2; h++) {
        if (h === 0 ? !low : !high) continue;
        for (let f = 0; f < 3; f++) this.heap[at++] = probe[6 * p + 2 * f + h]!;
      }
      let left = this.count[p]!;
      for (const base of this.chunks[p]!) {
        if (left <= 0) break;
        const lo = base + CHUNK * 4;
        const count = Math.min(left, CHUNK);
        if (low && high) this.kernel.accumulate2(0, base, lo, count, this.accBase);
        else this.kernel.accumulate(0, base, high ? lo + HALF * 4 : lo, count, this.accBase);
        left -= CHUNK;
      }
    }
  }

  /** acc[v] of the last accumulate(). */
  accOf(v: number): number {
    return this.heap[this.accBase / 4 + v]!;
  }

  /**
   * Users v in [from, min(to, from + SELECT_SPAN)), v ≠ self, with weight ≥ least[common] after the
   * last accumulate(): (v, acc[v]) pairs, in a view the next call overwrites. `ratio`, when given, is a
   * lower bound of least[c] / c for every c ≥ 1, in 1/65536 (leastRatio()), that lets the kernel pass
   * over most users four at a time.
   */
  select(from: number, to: number, self: number, ratio = 0): Int32Array {
    const end = Math.min(to, from + SELECT_SPAN);
    const count = this.kernel.select(this.accBase, from, end, this.leastBase, self, this.outBase, ratio);
    return this.heap.subarray(this.outBase / 4, this.outBase / 4 + 2 * count);
  }
}
