import type { Hooks, Solution } from './types.js';

/** A start read and checked against the solver's goal (parity included), ready to solve. */
export interface CheckedStart {
  /** The start in the state notation's own words, as read. */
  readonly text: string | undefined;
  readonly field: string;
}

/**
 * A puzzle set up to solve: its goal, algorithm and bound (pattern databases included) are
 * chosen once, and so is the request's own start, which `solve()` solves. More starts are read
 * and checked by `check`, so a batch can be checked whole before anything is solved.
 */
export interface Solver {
  /** The canonical name of the puzzle. */
  readonly puzzle: string;
  /** Whether starts can be given (N-Queens has none). */
  readonly takesStarts: boolean;
  /**
   * Reads a start and checks it can be solved (parity); throws an InputError or a
   * NoSolutionError naming `field` (default `start`).
   */
  check(start: string, field?: string): CheckedStart;
  /** A shortest solution from a checked start (default: the request's); `hooks` replace the request's. */
  solve(start?: CheckedStart, hooks?: Hooks): Promise<Solution>;
  /**
   * Shortest solutions from checked starts, in their order, each yielded once it and every one
   * before it are solved. Where each start's search takes one thread (tile boards below 5×5),
   * the starts are searched side by side on the request's threads (default every core); the
   * answers and counts are those of solving them one after another.
   */
  solveEach(starts: readonly CheckedStart[], hooks?: Hooks): AsyncIterable<Solution>;
}
