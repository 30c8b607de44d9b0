import { aStar } from './a-star.js';
import { breadthFirst } from './bfs.js';
import { bidirectional } from './bidirectional.js';
import { idaStar, type DeepeningLimits } from './ida-star.js';
import { iterativeDeepening } from './iddfs.js';
import type { GoalTest, Heuristic, SearchResult, SearchSpace, State } from './space.js';

export const ALGORITHMS = ['bfs', 'bi', 'id', 'ida', 'astar'] as const;
export type AlgorithmName = (typeof ALGORITHMS)[number];

/** What to search: everything an algorithm may need, whichever one is chosen. */
export interface Problem {
  space: SearchSpace;
  start: State;
  isGoal: GoalTest;
  /** The single goal state, or null when the goal is a condition. */
  goal: State | null;
  heuristic: Heuristic;
}

/** Raised when an algorithm cannot run on a problem (bidirectional search needs one goal state). */
export class UnsupportedSearchError extends Error {}

export function runAlgorithm(name: AlgorithmName, problem: Problem, limits: DeepeningLimits = {}): SearchResult {
  const { space, start, isGoal, goal, heuristic } = problem;
  switch (name) {
    case 'bfs':
      return breadthFirst(space, start, isGoal, limits);
    case 'bi':
      if (goal === null) throw new UnsupportedSearchError('bidirectional search needs a single goal state; this goal is a condition (use bfs or astar)');
      return bidirectional(space, start, goal, limits);
    case 'id':
      return iterativeDeepening(space, start, isGoal, limits);
    case 'ida':
      return idaStar(space, start, isGoal, heuristic, limits);
    case 'astar':
      return aStar(space, start, isGoal, heuristic, limits);
  }
}
