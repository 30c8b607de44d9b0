import { DEFAULT_MAX_STATES, withLowerBound } from './errors.js';
import { PROGRESS_MASK, type GoalTest, type SearchLimits, type SearchResult, type SearchSpace, type State } from './space.js';
import { expandEntry, INITIAL_CAPACITY, NO_PARENT, stateTableFor } from './state-table.js';

/**
 * Breadth-first search: the first goal generated is at the smallest depth, so its path is optimal.
 * The visited table doubles as the FIFO queue (entries are walked in insertion order).
 */
export function breadthFirst(space: SearchSpace, start: State, isGoal: GoalTest, limits: SearchLimits = {}): SearchResult {
  const table = stateTableFor(space, limits.initialCapacity ?? INITIAL_CAPACITY, limits.maxStates ?? DEFAULT_MAX_STATES);
  table.add(start, NO_PARENT);
  const stats = { generated: 0, expanded: 0, stored: 1 };
  if (isGoal(start)) return { path: [start], stats };
  if (limits.maxDepth !== undefined && limits.maxDepth < 1) return { path: null, stats };
  const successors = new Float64Array(space.maxBranching);
  const { onProgress } = limits;
  const maxDepth = limits.maxDepth ?? Number.POSITIVE_INFINITY;
  // The entry where the next layer begins, to report the depth being expanded.
  let layerEnd = 1;
  let depth = 0;
  try {
    for (let index = 0; index < table.size; index++) {
      if (index === layerEnd) {
        layerEnd = table.size;
        depth++;
        if (depth >= maxDepth) break;
        onProgress?.({ generated: stats.generated, expanded: stats.expanded, stored: table.size, depth });
      }
      const count = expandEntry(space, table, index, successors);
      if ((++stats.expanded & PROGRESS_MASK) === 0 && onProgress) {
        onProgress({ generated: stats.generated, expanded: stats.expanded, stored: table.size, depth });
      }
      stats.generated += count;
      for (let k = 0; k < count; k++) {
        const next = successors[k]!;
        const added = table.add(next, index);
        if (added >= 0 && isGoal(next)) {
          stats.stored = table.size;
          return { path: table.pathTo(added), stats };
        }
      }
    }
  } catch (error) {
    // Every state up to the depth being expanded was met and tested: no shorter solution exists.
    throw withLowerBound(error, depth + 1);
  }
  stats.stored = table.size;
  return { path: null, stats };
}
