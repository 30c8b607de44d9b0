/**
 * The schedule of a level-by-level pattern search over an index space cut into blocks of
 * 2^shift entries: two flags per block (has it entries to expand at an even level, at an odd
 * one), so a level skips the blocks with nothing to do, and how many entries have been reached.
 * Both live in buffers that the search's threads share.
 */
export class LevelBlocks {
  readonly blocks: number;

  constructor(
    private readonly entries: number,
    readonly shift: number,
    readonly active: Uint8Array,
    private readonly progress: Int32Array,
    private readonly shared: boolean,
  ) {
    this.blocks = (entries >>> shift) + 1;
  }

  /** Bytes of the flags for `entries` in blocks of 2^shift. */
  static flagBytes(entries: number, shift: number): number {
    return 2 * ((entries >>> shift) + 1);
  }

  /** Whether `block` has entries to expand at a level of parity `parity`; clears the flag, as they are expanded now. */
  take(block: number, parity: number): boolean {
    const flag = 2 * block + parity;
    if (this.active[flag] === 0) return false;
    this.active[flag] = 0;
    return true;
  }

  /** The end (exclusive) of `block`'s entries. */
  end(block: number): number {
    return Math.min(this.entries, (block + 1) << this.shift);
  }

  /** Flags the block of `index` as having entries at a level of parity `parity`. */
  mark(index: number, parity: number): void {
    this.active[2 * (index >>> this.shift) + parity] = 1;
  }

  count(reached: number): void {
    if (this.shared) Atomics.add(this.progress, 0, reached);
    else this.progress[0]! += reached;
  }

  /** How many entries the search (all its threads) has reached. */
  get reached(): number {
    return this.shared ? Atomics.load(this.progress, 0) : this.progress[0]!;
  }
}
