import { DEFAULT_MAX_STATES } from './errors.js';
import type { SearchLimits, SearchSpace, SearchStats, State } from './space.js';
import { expandEntry, INITIAL_CAPACITY, NO_PARENT, stateTableFor } from './state-table.js';

export interface MaxDepthResult {
  /** The largest distance from the root to any reachable state. */
  depth: number;
  /** How many states are reachable, the root included. */
  total: number;
  /** `histogram[d]` is the number of states at distance `d`. */
  histogram: number[];
  /** Every state at the largest distance, in the order the search met them. */
  antipodes: State[];
  stats: SearchStats;
}

/** Breadth-first search over everything reachable from `root`, one layer at a time. */
export function maxDepth(space: SearchSpace, root: State, limits: SearchLimits = {}): MaxDepthResult {
  const table = stateTableFor(space, INITIAL_CAPACITY, limits.maxStates ?? DEFAULT_MAX_STATES);
  table.add(root, NO_PARENT);
  const successors = new Float64Array(space.maxBranching);
  const histogram: number[] = [];
  const stats = { generated: 0, expanded: 0 };
  let layerStart = 0;
  for (;;) {
    const layerEnd = table.size;
    histogram.push(layerEnd - layerStart);
    limits.onProgress?.({ generated: stats.generated, expanded: stats.expanded, stored: layerEnd, depth: histogram.length - 1 });
    for (let index = layerStart; index < layerEnd; index++) {
      const count = expandEntry(space, table, index, successors);
      stats.expanded++;
      stats.generated += count;
      for (let k = 0; k < count; k++) table.add(successors[k]!, index);
    }
    if (table.size === layerEnd) {
      const antipodes: State[] = [];
      for (let index = layerStart; index < layerEnd; index++) antipodes.push(table.stateAt(index));
      return { depth: histogram.length - 1, total: table.size, histogram, antipodes, stats };
    }
    layerStart = layerEnd;
  }
}
