import { StateLimitError } from './errors.js';
import type { GoalTest, Heuristic, SearchLimits, SearchResult, SearchSpace, State } from './space.js';

export interface DeepeningLimits extends SearchLimits {
  /**
   * No optimal path is longer than this (e.g. the number of states there are): a threshold beyond it
   * proves the goal unreachable, so an unsolvable start ends instead of deepening forever.
   */
  maxDepth?: number;
}

/**
 * IDA*: depth-first searches bounded by f = g + h, the bound raised each round to the smallest f
 * that exceeded it. Memory is one state per depth; a move straight back to the previous state is
 * never tried (moves are reversible, so it can never shorten a path).
 *
 * `maxStates` counts expanded nodes over all rounds.
 */
export function idaStar(
  space: SearchSpace,
  start: State,
  isGoal: GoalTest,
  heuristic: Heuristic,
  limits: DeepeningLimits = {},
): SearchResult {
  const { estimate, update } = heuristic;
  const maxExpanded = limits.maxStates ?? Number.POSITIVE_INFINITY;
  const maxDepth = limits.maxDepth ?? Number.POSITIVE_INFINITY;
  const stats = { generated: 0, expanded: 0 };
  const path: State[] = [start];
  const buffers: Float64Array[] = [];
  const startBound = estimate(start);
  let threshold = startBound;
  let nextThreshold = Number.POSITIVE_INFINITY;

  const search = (depth: number, state: State, previous: State, bound: number): boolean => {
    const f = depth + bound;
    if (f > threshold) {
      if (f < nextThreshold) nextThreshold = f;
      return false;
    }
    if (isGoal(state)) {
      path.length = depth + 1;
      return true;
    }
    if (stats.expanded >= maxExpanded) throw new StateLimitError(maxExpanded);
    const successors = (buffers[depth] ??= new Float64Array(space.maxBranching));
    const count = space.successors(state, successors);
    stats.expanded++;
    stats.generated += count;
    for (let k = 0; k < count; k++) {
      const next = successors[k]!;
      if (next === previous) continue;
      path[depth + 1] = next;
      const nextBound = update ? update(state, bound, next) : estimate(next);
      if (search(depth + 1, next, state, nextBound)) return true;
    }
    return false;
  };

  for (;;) {
    if (search(0, start, Number.NaN, startBound)) return { path: path.slice(), stats };
    if (nextThreshold === Number.POSITIVE_INFINITY || nextThreshold > maxDepth) return { path: null, stats };
    threshold = nextThreshold;
    nextThreshold = Number.POSITIVE_INFINITY;
  }
}
