import { InputError } from '../util/input-error.js';
import { findDefinition } from '../puzzles/registry.js';
import { checkFields, nameOf, policyOf } from './families.js';
import type { Solver } from './solver.js';
import type { MoveCount, Solution, SolveRequest } from './types.js';

/**
 * A solver for the request's puzzle, goal, algorithm and bound, set up once for any number of
 * starts (pattern databases are loaded here). Fields the family does not take are refused.
 */
export async function createSolver(request: SolveRequest): Promise<Solver> {
  const definition = findDefinition(request.puzzle);
  const policy = policyOf(definition);
  checkFields(request, policy.solveFields, definition);
  return policy.solver(definition, request);
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
  request.signal?.throwIfAborted();
  const solver = await createSolver(request);
  return solver.prepare(request.start)(request);
}

/** The number of moves of a shortest solution, without listing them (the Tower of Hanoi, any number of discs). */
export function countMoves(request: SolveRequest): MoveCount {
  const definition = findDefinition(request.puzzle);
  const policy = policyOf(definition);
  if (!policy.moveCount) throw new InputError(`counting moves without listing them applies to hanoi, not to ${nameOf(definition)}`);
  checkFields(request, policy.solveFields, definition);
  return policy.moveCount(definition, request);
}
