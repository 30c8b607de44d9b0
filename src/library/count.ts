import { InputError } from '../util/input-error.js';
import { findDefinition } from '../puzzles/registry.js';
import { nameOf, policyOf } from './families.js';
import type { Count, CountRequest } from './types.js';

/** Counts the solutions of a puzzle that has many (N-Queens: total, and unique up to symmetry when asked). */
export async function count(request: CountRequest): Promise<Count> {
  request.signal?.throwIfAborted();
  const definition = findDefinition(request.puzzle);
  const countOf = policyOf(definition).count;
  if (!countOf) throw new InputError(`counting solutions applies to queens, not to ${nameOf(definition)} (a ${definition.family} puzzle)`);
  return countOf(definition, request);
}
