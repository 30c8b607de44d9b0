/**
 * A binary min-heap of table entries keyed on (f ascending, g descending, entry ascending).
 * Preferring the larger g on equal f reaches the goal sooner; the entry index (insertion order)
 * makes every tie deterministic. Keys live in parallel typed arrays: no objects per entry.
 */
export class EntryHeap {
  private f = new Int32Array(1024);
  private g = new Int32Array(1024);
  private entry = new Int32Array(1024);
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(f: number, g: number, entry: number): void {
    if (this.count === this.f.length) this.grow();
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(f, g, entry, parent)) break;
      this.move(parent, i);
      i = parent;
    }
    this.set(i, f, g, entry);
  }

  /** Removes the smallest element; read it first with `topEntry`/`topG`. */
  pop(): void {
    const last = --this.count;
    if (last === 0) return;
    const f = this.f[last]!;
    const g = this.g[last]!;
    const entry = this.entry[last]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && this.precedes(child + 1, child)) child++;
      if (this.before(f, g, entry, child)) break;
      this.move(child, i);
      i = child;
    }
    this.set(i, f, g, entry);
  }

  topEntry(): number {
    return this.entry[0]!;
  }

  topG(): number {
    return this.g[0]!;
  }

  /** Whether key (f, g, entry) comes before the element at `i`. */
  private before(f: number, g: number, entry: number, i: number): boolean {
    const fi = this.f[i]!;
    if (f !== fi) return f < fi;
    const gi = this.g[i]!;
    if (g !== gi) return g > gi;
    return entry < this.entry[i]!;
  }

  private precedes(i: number, j: number): boolean {
    return this.before(this.f[i]!, this.g[i]!, this.entry[i]!, j);
  }

  private move(from: number, to: number): void {
    this.set(to, this.f[from]!, this.g[from]!, this.entry[from]!);
  }

  private set(i: number, f: number, g: number, entry: number): void {
    this.f[i] = f;
    this.g[i] = g;
    this.entry[i] = entry;
  }

  private grow(): void {
    const widen = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.f = widen(this.f);
    this.g = widen(this.g);
    this.entry = widen(this.entry);
  }
}
