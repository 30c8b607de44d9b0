/**
 * A* open list as buckets: one per f (always a small whole number here), inside it one per g.
 * Popping takes the smallest f, then the largest g (reaching the goal sooner), then the entry
 * pushed last into that bucket — deterministic, O(1) amortised per operation, and no objects
 * per entry (each bucket is a growable Int32Array).
 */
export class BucketQueue {
  private readonly buckets: Int32Array[][] = [];
  private readonly lengths: number[][] = [];
  private lowestF = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(f: number, g: number, entry: number): void {
    const byG = (this.buckets[f] ??= []);
    const lengths = (this.lengths[f] ??= []);
    let bucket = (byG[g] ??= new Int32Array(16));
    const length = lengths[g] ?? 0;
    if (length === bucket.length) {
      const grown = new Int32Array(length * 2);
      grown.set(bucket);
      bucket = byG[g] = grown;
    }
    bucket[length] = entry;
    lengths[g] = length + 1;
    if (f < this.lowestF || this.count === 0) this.lowestF = f;
    this.count++;
  }

  /** Removes and returns the next entry, writing its g to `out[0]`; call only when size > 0. */
  pop(out: Int32Array): number {
    for (; ; this.lowestF++) {
      const lengths = this.lengths[this.lowestF];
      if (!lengths) continue;
      for (let g = lengths.length - 1; g >= 0; g--) {
        const length = lengths[g];
        if (!length) continue;
        lengths[g] = length - 1;
        this.count--;
        out[0] = g;
        return this.buckets[this.lowestF]![g]![length - 1]!;
      }
    }
  }
}
