import { idaStar, type DeepeningLimits } from './ida-star.js';
import type { GoalTest, Heuristic, SearchResult, SearchSpace, State } from './space.js';

const NO_BOUND: Heuristic = { name: 'none', estimate: () => 0, update: () => 0 };

/**
 * Iterative deepening depth-first search: depth limits 0, 1, 2, … — exactly IDA* with a bound of
 * zero, so it shares that implementation (and its "never undo the previous move" pruning).
 */
export function iterativeDeepening(space: SearchSpace, start: State, isGoal: GoalTest, limits: DeepeningLimits = {}): SearchResult {
  return idaStar(space, start, isGoal, NO_BOUND, limits);
}
