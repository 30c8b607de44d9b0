import { MemoryLimitError, StateLimitError } from './errors.js';
import type { MaxDepthResult } from './max-depth.js';
import { PROGRESS_MASK, type DenseSpace, type SearchLimits, type State } from './space.js';

/** Three bitsets of 2^32 bits are 1.5 GB: past that, the hash table and its state cap. */
export const MAX_DENSE_STATES = 2 ** 32;

/** What the three bitsets of a dense search over `stateCount` states take. */
export function denseBytes(stateCount: number): number {
  return 3 * 4 * Math.ceil(stateCount / 32);
}

/**
 * Breadth-first search over everything reachable from `root` in a space whose states are small
 * integers, keeping three bits a state (visited, this layer, next layer) instead of a hash table.
 * Four-peg Hanoi with 15 discs (2^30 states) takes 384 MB this way.
 */
export function maxDepthDense(space: DenseSpace, root: State, limits: SearchLimits = {}): MaxDepthResult {
  if (space.stateCount > MAX_DENSE_STATES) throw new MemoryLimitError(denseBytes(space.stateCount), 'a dense search');
  const words = Math.ceil(space.stateCount / 32);
  let visited: Uint32Array, layer: Uint32Array, next: Uint32Array;
  try {
    visited = new Uint32Array(words);
    layer = new Uint32Array(words);
    next = new Uint32Array(words);
  } catch {
    throw new MemoryLimitError(denseBytes(space.stateCount), 'a dense search');
  }
  const cap = limits.maxStates ?? Number.POSITIVE_INFINITY;
  const { onProgress } = limits;
  const successors = new Float64Array(space.maxBranching);
  const stats = { generated: 0, expanded: 0 };
  const histogram: number[] = [];
  visited[root >>> 5]! |= 1 << (root & 31);
  layer[root >>> 5]! |= 1 << (root & 31);
  let layerSize = 1;
  let total = 1;
  for (;;) {
    histogram.push(layerSize);
    onProgress?.({ generated: stats.generated, expanded: stats.expanded, stored: total, depth: histogram.length - 1 });
    let nextSize = 0;
    for (let word = 0; word < words; word++) {
      let bits = layer[word]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const state = word * 32 + (31 - Math.clz32(low));
        const count = space.successors(state, successors);
        if ((++stats.expanded & PROGRESS_MASK) === 0 && onProgress) {
          onProgress({ generated: stats.generated, expanded: stats.expanded, stored: total + nextSize, depth: histogram.length - 1 });
        }
        stats.generated += count;
        for (let k = 0; k < count; k++) {
          const child = successors[k]!;
          const index = child >>> 5;
          const bit = 1 << (child & 31);
          if ((visited[index]! & bit) !== 0) continue;
          visited[index]! |= bit;
          next[index]! |= bit;
          nextSize++;
        }
      }
    }
    total += nextSize;
    if (total > cap) throw new StateLimitError(cap);
    if (nextSize === 0) break;
    [layer, next] = [next, layer];
    next.fill(0);
    layerSize = nextSize;
  }
  const antipodes: State[] = [];
  for (let word = 0; word < words; word++) {
    for (let bits = layer[word]!; bits !== 0; bits &= bits - 1) antipodes.push(word * 32 + (31 - Math.clz32(bits & -bits)));
  }
  return { depth: histogram.length - 1, total, histogram, antipodes, stats };
}
