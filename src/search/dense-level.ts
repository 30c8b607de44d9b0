import type { DenseSpace } from './space.js';
import { popcount } from '../util/bits.js';

/**
 * The memory of a level-by-level breadth-first search over a dense space, one bit a state in
 * three bitsets — the states seen, and the frontier of this level and of the next, which swap
 * roles each level — plus a progress counter. Shared between threads when it lives in
 * SharedArrayBuffers: then every write to a frontier is an atomic OR.
 */
export interface DenseMemory {
  visited: ArrayBufferLike;
  layers: [ArrayBufferLike, ArrayBufferLike];
  /** [0]: states found in the level being expanded, so far (64 bits: a level of 2×7 holds billions). */
  progress: ArrayBufferLike;
}

/** Words per block: threads take interleaved blocks, so the work spreads however the states cluster. */
export const BLOCK_WORDS = 1 << 12;

export type DensePhase = 'expand' | 'merge' | 'clear';

export interface DenseTask {
  phase: DensePhase;
  level: number;
  first: number;
  stride: number;
}

export interface DenseReport {
  /** expand: new states found; merge: the next frontier's size; clear: 0. */
  found: number;
  generated: number;
  expanded: number;
}

export function wordsFor(stateCount: number): number {
  return Math.ceil(stateCount / 32);
}

export function allocateDenseMemory(stateCount: number, shared: boolean): DenseMemory {
  const make = (bytes: number) => (shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
  const bytes = 4 * wordsFor(stateCount);
  return { visited: make(bytes), layers: [make(bytes), make(bytes)], progress: make(8) };
}

/** One thread's share of one level's work: the blocks `first`, `first + stride`, … */
export class DenseLevels {
  private readonly visited: Int32Array;
  private readonly layers: [Int32Array, Int32Array];
  private readonly progress: BigInt64Array;
  private readonly shared: boolean;
  private readonly words: number;
  private readonly blocks: number;
  private readonly successors: Float64Array;

  constructor(
    private readonly space: DenseSpace,
    memory: DenseMemory,
  ) {
    this.visited = new Int32Array(memory.visited);
    this.layers = [new Int32Array(memory.layers[0]), new Int32Array(memory.layers[1])];
    this.progress = new BigInt64Array(memory.progress);
    this.shared = typeof SharedArrayBuffer !== 'undefined' && memory.visited instanceof SharedArrayBuffer;
    this.words = this.visited.length;
    this.blocks = Math.ceil(this.words / BLOCK_WORDS);
    this.successors = new Float64Array(space.maxBranching);
  }

  /** Level 0: the root alone. */
  seed(root: number): void {
    const word = Math.floor(root / 32);
    const bit = 1 << (root - word * 32);
    this.visited[word]! |= bit;
    this.layers[0][word]! |= bit;
  }

  run({ phase, level, first, stride }: DenseTask): DenseReport {
    if (phase === 'expand') return this.expand(level, first, stride);
    if (phase === 'merge') return { found: this.merge(level, first, stride), generated: 0, expanded: 0 };
    this.clear(level, first, stride);
    return { found: 0, generated: 0, expanded: 0 };
  }

  /**
   * Expands the frontier of `level` in this share, marking unseen successors in the next
   * frontier. `visited` is only read during the level (the merge updates it), so the check is
   * exact and needs no atomics.
   */
  private expand(level: number, first: number, stride: number): DenseReport {
    const { visited, space, successors, shared, progress, words } = this;
    const layer = this.layerOf(level);
    const next = this.layerOf(level + 1);
    const small = space.stateCount <= 2 ** 31;
    let found = 0;
    let generated = 0;
    let expanded = 0;
    for (let block = first; block < this.blocks; block += stride) {
      const end = Math.min(words, (block + 1) * BLOCK_WORDS);
      let foundHere = 0;
      for (let word = block * BLOCK_WORDS; word < end; word++) {
        let bits = layer[word]!;
        if (bits === 0) continue;
        const base = word * 32;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const count = space.successors(base + 31 - Math.clz32(low), successors);
          expanded++;
          generated += count;
          for (let k = 0; k < count; k++) {
            const child = successors[k]!;
            // Integer shifts while states fit in 31 bits (every space up to 2^31 states).
            const index = small ? child >>> 5 : Math.floor(child / 32);
            const bit = 1 << (small ? child & 31 : child - index * 32);
            if ((visited[index]! & bit) !== 0) continue;
            if (shared) {
              if ((Atomics.or(next, index, bit) & bit) === 0) foundHere++;
            } else if ((next[index]! & bit) === 0) {
              next[index]! |= bit;
              foundHere++;
            }
          }
        }
      }
      if (foundHere > 0) {
        found += foundHere;
        if (shared) Atomics.add(progress, 0, BigInt(foundHere));
        else progress[0]! += BigInt(foundHere);
      }
    }
    return { found, generated, expanded };
  }

  /** Adds this share of the next frontier to `visited`; returns its size. */
  private merge(level: number, first: number, stride: number): number {
    const { visited, words } = this;
    const next = this.layerOf(level + 1);
    let size = 0;
    for (let block = first; block < this.blocks; block += stride) {
      const end = Math.min(words, (block + 1) * BLOCK_WORDS);
      for (let word = block * BLOCK_WORDS; word < end; word++) {
        const bits = next[word]!;
        if (bits === 0) continue;
        visited[word]! |= bits;
        size += popcount(bits);
      }
    }
    return size;
  }

  /** The bitset of `level`'s frontier: the two buffers take turns. */
  private layerOf(level: number): Int32Array {
    return level & 1 ? this.layers[1] : this.layers[0];
  }

  /** Empties this share of the frontier of `level`, which receives level + 2. */
  private clear(level: number, first: number, stride: number): void {
    const layer = this.layerOf(level);
    for (let block = first; block < this.blocks; block += stride) layer.fill(0, block * BLOCK_WORDS, Math.min(this.words, (block + 1) * BLOCK_WORDS));
  }

  /** The states of the frontier of `level`, in increasing order. */
  frontier(level: number): number[] {
    const layer = this.layerOf(level);
    const states: number[] = [];
    for (let word = 0; word < this.words; word++) {
      for (let bits = layer[word]!; bits !== 0; bits &= bits - 1) states.push(word * 32 + 31 - Math.clz32(bits & -bits));
    }
    return states;
  }
}
