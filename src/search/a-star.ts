import { DEFAULT_MAX_STATES, withLowerBound } from './errors.js';
import { BucketQueue } from './bucket-queue.js';
import { PROGRESS_MASK, type GoalTest, type Heuristic, type SearchLimits, type SearchResult, type SearchSpace, type State } from './space.js';
import { expandEntry, NO_PARENT, stateTableFor } from './state-table.js';
import { widened } from '../util/typed-arrays.js';

/**
 * A* with unit move costs, over a bucket queue keyed on f (ties: larger g first). Stale entries are skipped when popped instead of being decreased
 * in place; a state reached again by a shorter path is re-linked and pushed again, so the result
 * stays optimal for any admissible bound (consistent or not).
 */
export function aStar(space: SearchSpace, start: State, isGoal: GoalTest, heuristic: Heuristic, limits: SearchLimits = {}): SearchResult {
  const { estimate, update } = heuristic;
  const table = stateTableFor(space, 4096, limits.maxStates ?? DEFAULT_MAX_STATES);
  const open = new BucketQueue();
  const popped = new Int32Array(1);
  let cost = new Int32Array(4096);
  let bound = new Int32Array(4096);
  let closed = new Uint8Array(4096);
  const remember = (entry: number, g: number, h: number) => {
    if (entry >= cost.length) {
      const length = cost.length * 2;
      cost = widened(cost, new Int32Array(length));
      bound = widened(bound, new Int32Array(length));
      closed = widened(closed, new Uint8Array(length));
    }
    cost[entry] = g;
    bound[entry] = h;
  };

  const stats = { generated: 0, expanded: 0, stored: 0 };
  const startBound = estimate(start);
  remember(table.add(start, NO_PARENT), 0, startBound);
  open.push(startBound, 0, 0);
  const successors = new Float64Array(space.maxBranching);
  // The most f of an entry expanded so far: each was the least in the open list, which no solution undercuts (the bound is admissible).
  let proven = startBound;
  try {
    while (open.size > 0) {
      const entry = open.pop(popped);
      const g = popped[0]!;
      if (closed[entry] === 1 || g !== cost[entry]) continue;
      if (g + bound[entry]! > proven) proven = g + bound[entry]!;
      const state = table.stateAt(entry);
      if (isGoal(state)) {
        stats.stored = table.size;
        return { path: table.pathTo(entry), stats };
      }
      closed[entry] = 1;
      const count = expandEntry(space, table, entry, successors);
      if ((++stats.expanded & PROGRESS_MASK) === 0 && limits.onProgress) {
        limits.onProgress({ generated: stats.generated, expanded: stats.expanded, stored: table.size, depth: proven });
      }
      stats.generated += count;
      const h = bound[entry]!;
      for (let k = 0; k < count; k++) {
        const next = successors[k]!;
        let child = table.indexOf(next);
        if (child < 0) {
          child = table.add(next, entry);
          remember(child, g + 1, update ? update(state, h, next) : estimate(next));
        } else if (g + 1 < cost[child]!) {
          table.setParent(child, entry);
          cost[child] = g + 1;
          closed[child] = 0;
        } else {
          continue;
        }
        open.push(g + 1 + bound[child]!, g + 1, child);
      }
    }
  } catch (error) {
    throw withLowerBound(error, proven);
  }
  stats.stored = table.size;
  return { path: null, stats };
}
