import { AnswerPlanes, FIELD, HALF } from "./answer-planes";
import { popcount } from "./popcount";
import type { QuestionLayout } from "./question-layout";

/**
 * Every user's answers, held once: in the column planes (`planes`), an entry (user, answered, hi, lo)
 * per user and 64-question word they answered in. This class keeps the directory that finds a user's
 * entries: `mask[u]` says which categories the user answered in, and the user's record in `arena` holds
 * one block per such category, in category order, of `planesPerCategory` words: 1 + the entry number in
 * that plane (0: none yet). A block's place is the rank of its category bit.
 * A record that gains a category moves to the end of the arena; the old words are reclaimed by an
 * occasional compaction (and by trim() after a bulk load), so re-answering never shifts anyone else.
 * (Until issue 13 the rows were kept a second time here, 2 bits an answer plus the answered mask; the
 * planes alone hold everything, so the 1M index takes about a quarter of the memory.)
 */
export class PackedAnswers {
  readonly wordsPerCategory: number;
  /** 64-question words (column planes) per category. */
  readonly planesPerCategory: number;
  /** Words per category block: one plane entry number per plane of the category. */
  readonly blockWords: number;
  readonly planes: AnswerPlanes;
  mask = new Int32Array(1024);
  offset = new Int32Array(1024);
  arena = new Int32Array(1 << 16);
  private top = 0;
  private garbage = 0;

  constructor(readonly layout: QuestionLayout) {
    this.wordsPerCategory = layout.wordsPerCategory;
    this.planesPerCategory = Math.ceil(this.wordsPerCategory / 2);
    this.blockWords = this.planesPerCategory;
    const categories = layout.categories.length;
    this.planes = new AnswerPlanes(categories * this.planesPerCategory, categories * this.wordsPerCategory * 32);
  }

  /** Bytes held: the directory (masks, offsets, entry numbers) and the column planes. */
  get bytes(): number {
    return this.arena.byteLength + this.mask.byteLength + this.offset.byteLength + this.planes.bytes;
  }

  get capacity(): number {
    return this.mask.length;
  }

  ensureUsers(count: number) {
    if (count <= this.mask.length) return;
    let size = this.mask.length;
    while (size < count) size *= 2;
    const mask = new Int32Array(size);
    mask.set(this.mask);
    const offset = new Int32Array(size);
    offset.set(this.offset);
    this.mask = mask;
    this.offset = offset;
    this.planes.ensureUsers(size);
  }

  /**
   * Where user u's words for plane p (category c = p / planesPerCategory) start in `planes.heap` (the
   * low half's answered word; hi and lo are FIELD and 2·FIELD further, the high half HALF further), or −1
   * when the user has no entry there.
   */
  wordsAt(u: number, p: number): number {
    const category = (p / this.planesPerCategory) | 0;
    const m = this.mask[u]!;
    const bit = 1 << category;
    if ((m & bit) === 0) return -1;
    const e =
      this.arena[
        this.offset[u]! + popcount(m & (bit - 1)) * this.blockWords + (p - category * this.planesPerCategory)
      ]!;
    return e === 0 ? -1 : this.planes.wordsOf(p, e - 1);
  }

  /** Records answer `code` (0..3) for user `u` at layout slot `slot`; re-answering overwrites. */
  set(u: number, slot: number, code: number) {
    const span = this.wordsPerCategory * 32;
    const category = Math.floor(slot / span);
    const bit = 1 << category;
    if ((this.mask[u]! & bit) === 0) this.insertBlock(u, category);
    const rank = popcount(this.mask[u]! & (bit - 1));
    const word = (slot % span) >>> 5;
    const k = word >>> 1;
    const plane = category * this.planesPerCategory + k;
    const e = this.offset[u]! + rank * this.blockWords + k;
    if (this.arena[e] === 0) this.arena[e] = this.planes.add(plane, u) + 1;
    const heap = this.planes.heap;
    const at = this.planes.wordsOf(plane, this.arena[e]! - 1) + (word & 1) * HALF;
    const b = 1 << (slot & 31);
    heap[at] = heap[at]! | b;
    heap[at + FIELD] = code & 2 ? heap[at + FIELD]! | b : heap[at + FIELD]! & ~b;
    heap[at + 2 * FIELD] = code & 1 ? heap[at + 2 * FIELD]! | b : heap[at + 2 * FIELD]! & ~b;
  }

  /** Forgets all of a user's answers (account deleted, or a reload from the database). */
  clear(u: number) {
    let m = this.mask[u]!;
    let block = this.offset[u]!;
    while (m !== 0) {
      const category = 31 - Math.clz32(m & -m);
      m &= m - 1;
      for (let k = 0; k < this.planesPerCategory; k++) {
        const e = this.arena[block + k]!;
        if (e !== 0) this.planes.remove(category * this.planesPerCategory + k, e - 1);
      }
      block += this.blockWords;
    }
    this.garbage += popcount(this.mask[u]!) * this.blockWords;
    this.mask[u] = 0;
  }

  /** The user's answers as [slot, code] pairs, in layout order. */
  answersOf(u: number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    const span = this.wordsPerCategory * 32;
    const heap = this.planes.heap;
    let m = this.mask[u]!;
    while (m !== 0) {
      const category = 31 - Math.clz32(m & -m);
      m &= m - 1;
      for (let k = 0; k < this.planesPerCategory; k++) {
        const at = this.wordsAt(u, category * this.planesPerCategory + k);
        if (at < 0) continue;
        for (let half = 0; half < 2; half++) {
          const hi = heap[at + half * HALF + FIELD]!;
          const lo = heap[at + half * HALF + 2 * FIELD]!;
          for (let answered = heap[at + half * HALF]!; answered !== 0; answered &= answered - 1) {
            const bitIndex = 31 - Math.clz32(answered & -answered);
            const code = (((hi >>> bitIndex) & 1) << 1) | ((lo >>> bitIndex) & 1);
            out.push([category * span + (2 * k + half) * 32 + bitIndex, code]);
          }
        }
      }
    }
    return out;
  }

  /** The directory and the planes, for a snapshot (compacts first, so only live words are written). */
  exportState(users: number): Int32Array[] {
    this.trim();
    return [
      this.mask.subarray(0, users),
      this.offset.subarray(0, users),
      this.arena.subarray(0, this.top),
      ...this.planes.exportState(),
    ];
  }

  /** The inverse of exportState(), into an empty store of the same layout. */
  importState(users: number, [mask, offset, arena, ...planes]: Int32Array[]) {
    if (!mask || !offset || !arena || mask.length !== users || offset.length !== users) {
      throw new Error("answers state does not fit");
    }
    this.ensureUsers(users);
    for (let u = 0; u < users; u++) {
      if (offset[u]! < 0 || offset[u]! + popcount(mask[u]!) * this.blockWords > arena.length) {
        throw new Error("record out of range");
      }
    }
    this.mask.set(mask);
    this.offset.set(offset);
    this.arena = new Int32Array(arena.length + 1024);
    this.arena.set(arena);
    this.top = arena.length;
    this.garbage = 0;
    this.planes.importState(planes);
  }

  /** Drops the words left behind by moved records and the arena's spare room (after a bulk load). */
  trim() {
    this.compact(0);
  }

  private insertBlock(u: number, category: number) {
    const blocks = popcount(this.mask[u]!);
    const size = (blocks + 1) * this.blockWords;
    this.reserve(size);
    const rank = popcount(this.mask[u]! & ((1 << category) - 1));
    const from = this.offset[u]!;
    const to = this.top;
    const cut = rank * this.blockWords;
    this.arena.copyWithin(to, from, from + cut);
    this.arena.fill(0, to + cut, to + cut + this.blockWords);
    this.arena.copyWithin(to + cut + this.blockWords, from + cut, from + blocks * this.blockWords);
    this.garbage += blocks * this.blockWords;
    this.offset[u] = to;
    this.mask[u] = this.mask[u]! | (1 << category);
    this.top += size;
  }

  private reserve(words: number) {
    if (this.top + words <= this.arena.length) return;
    if (this.garbage * 2 > this.top) this.compact(this.arena.length);
    if (this.top + words <= this.arena.length) return;
    let size = this.arena.length;
    while (size < this.top + words) size = Math.ceil(size * 1.5);
    const arena = new Int32Array(size);
    arena.set(this.arena.subarray(0, this.top));
    this.arena = arena;
  }

  /** Moves every live record to the front of a new arena of `length` words (≥ the live words). */
  private compact(length: number) {
    let live = 0;
    for (let u = 0; u < this.mask.length; u++) live += popcount(this.mask[u]!) * this.blockWords;
    const arena = new Int32Array(Math.max(length, live + 1024));
    let top = 0;
    for (let u = 0; u < this.mask.length; u++) {
      const size = popcount(this.mask[u]!) * this.blockWords;
      if (size === 0) {
        this.offset[u] = 0;
        continue;
      }
      arena.set(this.arena.subarray(this.offset[u]!, this.offset[u]! + size), top);
      this.offset[u] = top;
      top += size;
    }
    this.arena = arena;
    this.top = top;
    this.garbage = 0;
  }
}
