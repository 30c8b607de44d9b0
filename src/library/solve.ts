import type { PreparedSolve } from '../puzzles/solver.js';
import { InputError } from '../util/input-error.js';
import { checkFields, familyOf, nameOf } from '../puzzles/families.js';
import { findDefinition } from '../puzzles/registry.js';
import { checkedRequest, SolveRequestSchema } from './request-schema.js';
import type { CheckedStart, Solver } from './solver.js';
import type { MoveCount, Solution, SolveRequest } from './types.js';

/**
 * A solver for the request's puzzle, goal, algorithm and bound, set up once for any number of
 * starts (pattern databases are loaded here). Every field is checked here, the start included;
 * fields the family does not take are refused.
 */
export async function createSolver(given: SolveRequest): Promise<Solver> {
  const request = checkedRequest(SolveRequestSchema, given);
  request.signal?.throwIfAborted();
  const definition = findDefinition(request.puzzle);
  const family = familyOf(definition);
  checkFields(request, family.solveFields, definition);
  const solver = await family.solver(definition, request);
  // Read back by `solve` from the start object itself: a caller cannot forge one.
  const prepared = new WeakMap<CheckedStart, PreparedSolve>();
  const check = (text: string | undefined, field = 'start'): CheckedStart => {
    const start = { text, field };
    prepared.set(start, solver.prepare(text, field));
    return start;
  };
  const own = check(request.start);
  const preparedOf = (start: CheckedStart): PreparedSolve => {
    const solveStart = prepared.get(start);
    if (!solveStart) throw new InputError('is not a start this solver checked', undefined, 'start');
    return solveStart;
  };
  return {
    puzzle: solver.puzzle,
    takesStarts: solver.takesStarts,
    check: (text, field) => check(text, field),
    async solve(start = own, hooks = request) {
      const solveStart = preparedOf(start);
      hooks.signal?.throwIfAborted();
      return solveStart(hooks);
    },
    async *solveEach(starts, hooks = request) {
      const each = starts.map(preparedOf);
      hooks.signal?.throwIfAborted();
      const sideBySide = solver.solveEach?.(each, hooks);
      if (sideBySide) {
        for await (const solution of sideBySide) {
          hooks.signal?.throwIfAborted();
          yield solution;
        }
        return;
      }
      for (const solveStart of each) {
        hooks.signal?.throwIfAborted();
        yield await solveStart(hooks);
      }
    },
  };
}

/**
 * A shortest solution from the request's start (default: the puzzle's own) to its goal.
 *
 * ```ts
 * const solution = await solve({ puzzle: '8puzzle', start: '867254301' });
 * solution.length; // 31
 * ```
 */
export async function solve(request: SolveRequest): Promise<Solution> {
  return (await createSolver(request)).solve();
}

/**
 * Whether solving the request reads tables of gigabytes at random (the 24-puzzle's pattern
 * databases), where the process gains from huge memory pages (on Linux with glibc, started with
 * `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`; the CLI restarts itself so). False for a request that
 * is not valid: its error comes when it is solved.
 */
export function readsLargeTables(given: SolveRequest): boolean {
  try {
    const request = checkedRequest(SolveRequestSchema, given);
    const definition = findDefinition(request.puzzle);
    return familyOf(definition).readsLargeTables?.(definition, request) ?? false;
  } catch {
    return false;
  }
}

/**
 * The number of moves of a shortest solution, without listing them (the Tower of Hanoi, any
 * number of discs). Where the number is a conjecture rather than a proof (Frame–Stewart past four
 * pegs), `onWarning` is told so.
 */
export function countMoves(given: SolveRequest): MoveCount {
  const request = checkedRequest(SolveRequestSchema, given);
  const definition = findDefinition(request.puzzle);
  const family = familyOf(definition);
  if (!family.moveCount) throw new InputError(`counting moves without listing them applies to hanoi, not to ${nameOf(definition)}`);
  checkFields(request, family.solveFields, definition);
  const count = family.moveCount(definition, request);
  if (!count.proved) request.onWarning?.({ kind: 'conjectured-optimum', pegs: count.pegs });
  return count;
}
