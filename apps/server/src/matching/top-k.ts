/**
 * Keeps the k best items of a stream without sorting it: a bounded heap whose root is the worst kept
 * item, so most offers cost one comparison. Items compare by keys a, b, c (higher is better), then by
 * id (lower is better) so every instance orders ties the same way and pages stay stable.
 */
export class TopK {
  private readonly a: Float64Array;
  private readonly b: Float64Array;
  private readonly c: Float64Array;
  private readonly item: Int32Array;
  private size = 0;

  private readonly k: number;

  constructor(
    k: number,
    private readonly ids: readonly string[],
  ) {
    // Never more room than there are people: a deep page (a large k) must not allocate past the index.
    this.k = Math.max(0, Math.min(k, ids.length));
    this.a = new Float64Array(k);
    this.b = new Float64Array(k);
    this.c = new Float64Array(k);
    this.item = new Int32Array(k);
  }

  offer(item: number, a: number, b: number, c: number) {
    if (this.k === 0) return;
    if (this.size < this.k) {
      this.put(this.size, item, a, b, c);
      this.size += 1;
      this.siftUp(this.size - 1);
    } else if (this.beats(item, a, b, c, 0)) {
      this.put(0, item, a, b, c);
      this.siftDown(0);
    }
  }

  /**
   * The first key of the worst kept item once k are kept (−∞ before): an item whose first key is
   * below it cannot get in, so a caller may skip the offer.
   */
  floor(): number {
    return this.size < this.k ? Number.NEGATIVE_INFINITY : this.a[0]!;
  }

  /** The kept items, best first. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((x, y) => (this.beats(this.item[x]!, this.a[x]!, this.b[x]!, this.c[x]!, y) ? -1 : 1));
    return order.map((i) => this.item[i]!);
  }

  /** Whether the given item is better than the one at heap position p. */
  private beats(item: number, a: number, b: number, c: number, p: number): boolean {
    if (a !== this.a[p]) return a > this.a[p]!;
    if (b !== this.b[p]) return b > this.b[p]!;
    if (c !== this.c[p]) return c > this.c[p]!;
    return this.ids[item]! < this.ids[this.item[p]!]!;
  }

  private put(p: number, item: number, a: number, b: number, c: number) {
    this.item[p] = item;
    this.a[p] = a;
    this.b[p] = b;
    this.c[p] = c;
  }

  private swap(p: number, q: number) {
    const [item, a, b, c] = [this.item[p]!, this.a[p]!, this.b[p]!, this.c[p]!];
    this.put(p, this.item[q]!, this.a[q]!, this.b[q]!, this.c[q]!);
    this.put(q, item, a, b, c);
  }

  /** Worse items float to the root. */
  private worse(p: number, q: number): boolean {
    return this.beats(this.item[q]!, this.a[q]!, this.b[q]!, this.c[q]!, p);
  }

  private siftUp(p: number) {
    while (p > 0) {
      const parent = (p - 1) >> 1;
      if (!this.worse(p, parent)) return;
      this.swap(p, parent);
      p = parent;
    }
  }

  private siftDown(p: number) {
    for (;;) {
      const l = 2 * p + 1;
      const r = l + 1;
      let worst = p;
      if (l < this.size && this.worse(l, worst)) worst = l;
      if (r < this.size && this.worse(r, worst)) worst = r;
      if (worst === p) return;
      this.swap(p, worst);
      p = worst;
    }
  }
}
