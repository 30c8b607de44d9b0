import { DEFAULT_MAX_STATES, withLowerBound } from './errors.js';
import type { SearchLimits, SearchResult, SearchSpace, State } from './space.js';
import { expandEntry, NO_PARENT, type StateTable, stateTableFor } from './state-table.js';

/** One direction of the search: its table and the entry range of its current frontier layer. */
interface Side {
  table: StateTable;
  layerStart: number;
}

/**
 * Bidirectional breadth-first search between two fixed states over reversible moves.
 *
 * Each round expands one whole layer of the side with the smaller frontier. The first state that
 * one side generates and the other has already stored joins an optimal path: with both sides
 * complete up to depths k and d and no meeting so far, every path is longer than k + d, and this
 * meeting gives exactly k + 1 + d. With `limits.maxDepth`, no path longer than that is looked for.
 */
export function bidirectional(space: SearchSpace, start: State, goal: State, limits: SearchLimits = {}): SearchResult {
  const cap = limits.maxStates ?? DEFAULT_MAX_STATES;
  const forward: Side = { table: stateTableFor(space, 4096, cap), layerStart: 0 };
  const backward: Side = { table: stateTableFor(space, 4096, cap), layerStart: 0 };
  forward.table.add(start, NO_PARENT);
  backward.table.add(goal, NO_PARENT);
  const stats = { generated: 0, expanded: 0, stored: 2 };
  if (start === goal) return { path: [start], stats: { ...stats, stored: 1 } };

  const successors = new Float64Array(space.maxBranching);
  // Layers expanded so far, both sides together (the meeting depth grows by one each).
  let depth = 0;
  const maxDepth = limits.maxDepth ?? Number.POSITIVE_INFINITY;
  try {
    for (;;) {
      const forwardWidth = forward.table.size - forward.layerStart;
      const backwardWidth = backward.table.size - backward.layerStart;
      if (forwardWidth === 0 || backwardWidth === 0 || depth >= maxDepth) {
        stats.stored = forward.table.size + backward.table.size;
        return { path: null, stats };
      }
      const towardGoal = forwardWidth <= backwardWidth;
      const [side, other] = towardGoal ? [forward, backward] : [backward, forward];
      const layerEnd = side.table.size;
      depth++;
      limits.onProgress?.({ generated: stats.generated, expanded: stats.expanded, stored: forward.table.size + backward.table.size, depth });
      for (let index = side.layerStart; index < layerEnd; index++) {
        const count = expandEntry(space, side.table, index, successors);
        stats.expanded++;
        stats.generated += count;
        for (let k = 0; k < count; k++) {
          const next = successors[k]!;
          const added = side.table.add(next, index);
          if (added < 0) continue;
          const meeting = other.table.indexOf(next);
          if (meeting >= 0) {
            stats.stored = forward.table.size + backward.table.size;
            const near = side.table.pathTo(added);
            const far = other.table.pathTo(meeting).reverse().slice(1);
            const path = near.concat(far);
            return { path: towardGoal ? path : path.reverse(), stats };
          }
        }
      }
      side.layerStart = layerEnd;
    }
  } catch (error) {
    // The layers before this one are complete on both sides and never met: no path is as short as `depth`.
    throw withLowerBound(error, depth);
  }
}
