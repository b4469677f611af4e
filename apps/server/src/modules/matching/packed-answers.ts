import { AnswerPlanes } from "./answer-planes";
import { popcount } from "./popcount";
import type { QuestionLayout } from "./question-layout";

/**
 * Every user's answers as bit planes, in one growable arena of 32-bit words.
 *
 * A user's record is one block per answered category, in category order; a block is planar:
 * `wordsPerCategory` answered words, as many hi words, as many lo words (hi/lo are the 2-bit response
 * code of each question), then one word per 64-question plane: 1 + the user's entry number in that
 * plane of `planes` (0: none yet), the column copy the one-against-everyone scan reads.
 * `mask[u]` says which categories the record holds, so a block's place is the rank of its bit.
 * A record that gains a category moves to the end of the arena; the old words are reclaimed by an
 * occasional compaction, so re-answering never shifts anyone else.
 */
export class PackedAnswers {
  readonly wordsPerCategory: number;
  /** 64-question words (column planes) per category. */
  readonly planesPerCategory: number;
  /** Words per category block: wordsPerCategory × [answered, hi, lo], then the plane entries. */
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
    this.blockWords = this.wordsPerCategory * 3 + this.planesPerCategory;
    const categories = layout.categories.length;
    this.planes = new AnswerPlanes(categories * this.planesPerCategory, categories * this.wordsPerCategory * 32);
  }

  /** Bytes held: the row arena and directory, and the column planes. */
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

  /** Records answer `code` (0..3) for user `u` at layout slot `slot`; re-answering overwrites. */
  set(u: number, slot: number, code: number) {
    const w = this.wordsPerCategory;
    const span = w * 32;
    const category = Math.floor(slot / span);
    const bit = 1 << category;
    if ((this.mask[u]! & bit) === 0) this.insertBlock(u, category);
    const rank = popcount(this.mask[u]! & (bit - 1));
    const block = this.offset[u]! + rank * this.blockWords;
    const word = (slot % span) >>> 5;
    const p = block + word;
    const b = 1 << (slot & 31);
    const arena = this.arena;
    arena[p] = arena[p]! | b;
    arena[p + w] = code & 2 ? arena[p + w]! | b : arena[p + w]! & ~b;
    arena[p + 2 * w] = code & 1 ? arena[p + 2 * w]! | b : arena[p + 2 * w]! & ~b;
    // The column copy: this 64-question word's entry in its plane.
    const k = word >>> 1;
    const plane = category * this.planesPerCategory + k;
    const e = block + 3 * w + k;
    if (arena[e] === 0) arena[e] = this.planes.add(plane, u) + 1;
    this.planes.writeWord(plane, arena[e]! - 1, word & 1, arena[p]!, arena[p + w]!, arena[p + 2 * w]!);
  }

  /** Forgets all of a user's answers (account deleted, or a reload from the database). */
  clear(u: number) {
    let m = this.mask[u]!;
    let block = this.offset[u]!;
    while (m !== 0) {
      const category = 31 - Math.clz32(m & -m);
      m &= m - 1;
      for (let k = 0; k < this.planesPerCategory; k++) {
        const e = this.arena[block + 3 * this.wordsPerCategory + k]!;
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
    const w = this.wordsPerCategory;
    let m = this.mask[u]!;
    let p = this.offset[u]!;
    while (m !== 0) {
      const category = 31 - Math.clz32(m & -m);
      m &= m - 1;
      for (let i = 0; i < w; i++) {
        const hi = this.arena[p + w + i]!;
        const lo = this.arena[p + 2 * w + i]!;
        for (let answered = this.arena[p + i]!; answered !== 0; answered &= answered - 1) {
          const bitIndex = 31 - Math.clz32(answered & -answered);
          const code = (((hi >>> bitIndex) & 1) << 1) | ((lo >>> bitIndex) & 1);
          out.push([category * span + i * 32 + bitIndex, code]);
        }
      }
      p += this.blockWords;
    }
    return out;
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
    if (this.garbage * 2 > this.top) this.compact();
    if (this.top + words <= this.arena.length) return;
    let size = this.arena.length;
    while (size < this.top + words) size *= 2;
    const arena = new Int32Array(size);
    arena.set(this.arena.subarray(0, this.top));
    this.arena = arena;
  }

  /** Moves every live record to the front, dropping words left behind by moved or cleared records. */
  private compact() {
    const arena = new Int32Array(this.arena.length);
    let top = 0;
    for (let u = 0; u < this.mask.length; u++) {
      const size = popcount(this.mask[u]!) * this.blockWords;
      if (size === 0) continue;
      arena.set(this.arena.subarray(this.offset[u]!, this.offset[u]! + size), top);
      this.offset[u] = top;
      top += size;
    }
    this.arena = arena;
    this.top = top;
    this.garbage = 0;
  }
}
