import type { Hooks, Solution } from './types.js';

/** Solves one start; the hooks may differ from one start to the next. */
export type PreparedSolve = (hooks: Hooks) => Solution | Promise<Solution>;

/**
 * A puzzle ready to solve many starts: its goal, algorithm and bound (pattern databases
 * included) are set up once. `prepare` reads and checks a start, so a batch can be checked
 * whole before anything is solved.
 */
export interface PuzzleSolver {
  /** The canonical name of the puzzle. */
  readonly puzzle: string;
  /** Whether starts can be given (N-Queens has none). */
  readonly takesStarts: boolean;
  /**
   * Reads a start (undefined: the puzzle's own) and checks it can be solved (parity); throws an
   * InputError or NoSolutionError naming `field` (default `start`).
   */
  prepare(start: string | undefined, field?: string): PreparedSolve;
  /**
   * Solves starts this solver prepared, in their order, side by side on worker threads where
   * the family can; absent, or null for this batch: the caller solves them one after another.
   */
  solveEach?(prepared: readonly PreparedSolve[], hooks: Hooks): AsyncIterable<Solution> | null;
}
