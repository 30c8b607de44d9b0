import { aStar } from './a-star.js';
import { beamSearch, type BeamLimits } from './beam.js';
import { breadthFirst } from './bfs.js';
import { bidirectional } from './bidirectional.js';
import { idaStar, type DeepeningLimits } from './ida-star.js';
import { iterativeDeepening } from './iddfs.js';
import type { GoalTest, Heuristic, SearchResult, SearchSpace, State } from './space.js';
import { stagedSearch } from './staged.js';

/** What to search: everything an algorithm may need, whichever one is chosen. */
export interface Problem {
  space: SearchSpace;
  start: State;
  isGoal: GoalTest;
  /** The single goal state, or null when the goal is a condition. */
  goal: State | null;
  heuristic: Heuristic;
}

/** Everything a caller may bound or tune, whichever algorithm runs: each reads the fields it knows. */
export type AlgorithmLimits = DeepeningLimits & BeamLimits;

/** Raised when an algorithm cannot run on a problem (bidirectional search needs one goal state). */
export class UnsupportedSearchError extends Error {}

/** One search algorithm and the traits its callers ask about, instead of comparing names. */
export interface Algorithm {
  /** What it is called in messages. */
  readonly title: string;
  /** It searches towards one goal state, not a condition (bidirectional search). */
  readonly needsSingleGoal: boolean;
  /** It uses the puzzle's admissible lower bound (A*, IDA*) or its guide (beam and staged search). */
  readonly usesBound: boolean;
  /** Its paths are shortest; a beam or staged search's need not be. */
  readonly optimal: boolean;
  /** It keeps no table of states, so it cannot see that a goal is out of reach. */
  readonly depthFirst: boolean;
  /** State tables it fills, each up to `maxStates` (bidirectional search: one a side; depth-first: none). */
  readonly tables: 0 | 1 | 2;
  /** What its progress reports' `depth` counts: the layer expanded, or the cost bound of the round. */
  readonly progress: 'depth' | 'bound';
  run(problem: Problem, limits: AlgorithmLimits): SearchResult;
}

/** The traits of the searches that follow the puzzle's guide to a path they do not prove shortest, layer by layer in one table. */
const RANKED_BY_GUIDE = {
  needsSingleGoal: false,
  usesBound: true,
  optimal: false,
  depthFirst: false,
  tables: 1,
  progress: 'depth',
} as const;

/** Every algorithm by name: a new one is its file and an entry here. */
export const ALGORITHMS = {
  bfs: {
    title: 'breadth-first search',
    needsSingleGoal: false,
    usesBound: false,
    optimal: true,
    depthFirst: false,
    tables: 1,
    progress: 'depth',
    run: (p, limits) => breadthFirst(p.space, p.start, p.isGoal, limits),
  },
  bi: {
    title: 'bidirectional search',
    needsSingleGoal: true,
    usesBound: false,
    optimal: true,
    depthFirst: false,
    tables: 2,
    progress: 'depth',
    run: (p, limits) => bidirectional(p.space, p.start, p.goal!, limits),
  },
  id: {
    title: 'iterative deepening',
    needsSingleGoal: false,
    usesBound: false,
    optimal: true,
    depthFirst: true,
    tables: 0,
    progress: 'bound',
    run: (p, limits) => iterativeDeepening(p.space, p.start, p.isGoal, limits),
  },
  ida: {
    title: 'IDA*',
    needsSingleGoal: false,
    usesBound: true,
    optimal: true,
    depthFirst: true,
    tables: 0,
    progress: 'bound',
    run: (p, limits) => idaStar(p.space, p.start, p.isGoal, p.heuristic, limits),
  },
  astar: {
    title: 'A*',
    needsSingleGoal: false,
    usesBound: true,
    optimal: true,
    depthFirst: false,
    tables: 1,
    progress: 'bound',
    run: (p, limits) => aStar(p.space, p.start, p.isGoal, p.heuristic, limits),
  },
  beam: {
    title: 'beam search',
    ...RANKED_BY_GUIDE,
    run: (p, limits) => beamSearch(p.space, p.start, p.isGoal, p.heuristic.guide ?? { estimate: p.heuristic.estimate, jitter: 1 }, limits),
  },
  staged: {
    title: 'staged search',
    ...RANKED_BY_GUIDE,
    run: (p, limits) => stagedSearch(p.space, p.start, p.isGoal, p.heuristic.guide?.progress ?? p.heuristic.estimate, limits),
  },
} as const satisfies Record<string, Algorithm>;

export type AlgorithmName = keyof typeof ALGORITHMS;
export const ALGORITHM_NAMES = Object.keys(ALGORITHMS) as AlgorithmName[];

export function runAlgorithm(name: AlgorithmName, problem: Problem, limits: AlgorithmLimits = {}): SearchResult {
  const algorithm: Algorithm = ALGORITHMS[name];
  if (algorithm.needsSingleGoal && problem.goal === null) {
    throw new UnsupportedSearchError(`${algorithm.title} needs a single goal state; this goal is a condition (use bfs or astar)`);
  }
  return algorithm.run(problem, limits);
}
