import type { Goal, Puzzle } from './puzzle.js';
import { ALGORITHM_NAMES, ALGORITHMS, runAlgorithm, UnsupportedSearchError, type Algorithm } from '../search/algorithms.js';
import { breadthFirst } from '../search/bfs.js';
import { StateLimitError, withUnproven } from '../search/errors.js';
import { stateLimit } from './state-limit.js';
import type { Heuristic, SearchResult, State } from '../search/space.js';
import { NoSolutionError } from './no-solution.js';
import { searchMonitor } from './monitor.js';
import { mapped } from '../util/sequence.js';
import type { PuzzleSolver } from './solver.js';
import type { Hooks, Solution, SolveRequest } from './types.js';
import { now, since } from '../util/clock.js';

/** What a stopped A* or IDA* suggests instead: the searches that rank by the same bound but prove nothing, keeping fewer states. */
const UNPROVEN_ALGORITHMS = ALGORITHM_NAMES.filter((name) => ALGORITHMS[name].usesBound && !ALGORITHMS[name].optimal).join(' or ');

/** Components up to this size are explored before a depth-first search that could not tell otherwise. */
const REACHABILITY_CHECK_STATES = 2_000_000;

/**
 * Solving with the generic searches: the goal and algorithm are fixed once, each start is read
 * and checked (parity) before anything is searched. Defaults: the puzzle's preferred algorithm,
 * else `bi` towards one goal state, else `bfs` towards a condition.
 */
/** The generic searches answer at once: their prepared solves return the solution itself. */
export interface SearchSolver extends PuzzleSolver {
  prepare(start: string | undefined, field?: string): (hooks: Hooks) => Solution;
}

export function searchSolver(puzzle: Puzzle, request: SolveRequest, layout: Solution['layout'] = 'boards'): SearchSolver {
  const goal = request.goal === undefined ? puzzle.defaultGoal : puzzle.goalAt(puzzle.parseState(request.goal, 'goal'));
  const algorithm = request.algorithm ?? puzzle.preferredAlgorithm ?? (goal.state === null ? 'bfs' : 'bi');
  const traits: Algorithm = ALGORITHMS[algorithm];
  if (traits.needsSingleGoal && goal.state === null) {
    throw new UnsupportedSearchError(`${traits.title} needs a single goal state; this goal is a condition (use bfs or astar)`);
  }
  // Built only when a search that reads it runs: a bound's tables can cost more than a short search.
  let heuristic: Heuristic | undefined;
  const bound = () => (heuristic ??= traits.usesBound ? puzzle.heuristic(goal) : { name: 'none', estimate: () => 0 });
  const limit = stateLimit(puzzle.space, traits.tables, request);
  // Breadth-first search compiled for the puzzle: the same shortest length, found faster where it answers.
  const compiled = request.algorithm === undefined || request.algorithm === 'bfs' ? (puzzle.compiledSearch?.(goal) ?? null) : null;
  const search = (start: State, hooks: Hooks) =>
    runAlgorithm(
      algorithm,
      { space: puzzle.space, start, isGoal: goal.test, goal: goal.state, heuristic: bound() },
      {
        maxStates: limit.maxStates,
        maxDepth: puzzle.stateCount,
        beamWidth: request.beamWidth,
        onProgress: searchMonitor(algorithm, traits.progress, hooks),
      },
    );
  return {
    puzzle: puzzle.name,
    takesStarts: true,
    prepare(text, field = 'start') {
      const start = text === undefined ? puzzle.defaultStart : puzzle.parseState(text, field);
      if (puzzle.reachable(start, goal) === false) {
        throw new NoSolutionError(`${puzzle.formatState(start)} cannot reach ${goal.description} (parity)`, 'parity', field);
      }
      return (hooks: Hooks) => {
        const began = now();
        if (traits.depthFirst && puzzle.reachable(start, goal) === undefined) {
          checkReachable(puzzle, start, goal, field);
        }
        const compiledResult = compiled?.(start, limit.maxStates);
        const usedName = compiledResult ? 'bfs' : algorithm;
        const used = ALGORITHMS[usedName];
        let result: SearchResult;
        try {
          result = compiledResult ?? limit.run(() => search(start, hooks));
        } catch (error) {
          // A search that proves its path shortest by a bound can stop where one ranking by the same bound would still find a path.
          throw traits.optimal && traits.usesBound ? withUnproven(error, UNPROVEN_ALGORITHMS) : error;
        }
        if (!result.path) throw new NoSolutionError(`${puzzle.formatState(start)} cannot reach ${goal.description}`, 'exhausted', field);
        return solutionOf(puzzle, result.path, {
          algorithm: usedName,
          goal: goal.state === null ? null : puzzle.formatState(goal.state),
          stats: {
            generated: result.stats.generated,
            expanded: result.stats.expanded,
            ...(result.stats.stored === undefined ? {} : { stored: result.stats.stored }),
          },
          bound: used.usesBound && used.optimal ? bound().name : null,
          ...(used.optimal ? {} : { optimal: false as const }),
          milliseconds: since(began),
          layout,
        });
      };
    },
  };
}

/** A solution found as a path of states. */
function solutionOf(
  puzzle: Puzzle,
  path: readonly State[],
  facts: Pick<Solution, 'algorithm' | 'goal' | 'stats' | 'bound' | 'optimal' | 'milliseconds' | 'layout'>,
): Solution {
  return {
    puzzle: puzzle.name,
    metric: puzzle.metric,
    start: puzzle.formatState(path[0]!),
    length: path.length - 1,
    path: path.map((state) => puzzle.formatState(state)),
    moves: path.slice(1).map((state, i) => puzzle.describeMove(path[i]!, state)),
    views: mapped(path, (state) => puzzle.view(state)),
    details: {},
    ...facts,
  };
}

/**
 * Depth-first searches cannot see that a goal is out of reach (they would deepen towards the
 * number of arrangements), so where parity does not decide, a bounded breadth-first pass over
 * the start's component does; a component too large to explore is left to the search.
 */
function checkReachable(puzzle: Puzzle, start: State, goal: Goal, field: string): void {
  try {
    const { path } = breadthFirst(puzzle.space, start, goal.test, { maxStates: REACHABILITY_CHECK_STATES });
    if (!path) throw new NoSolutionError(`${puzzle.formatState(start)} cannot reach ${goal.description}`, 'exhausted', field);
  } catch (error) {
    if (!(error instanceof StateLimitError)) throw error;
  }
}
