import { InputError } from '../util/input-error.js';
import { findDefinition } from '../puzzles/registry.js';
import { familyOf, nameOf } from '../puzzles/families.js';
import type { Count, CountRequest } from './types.js';
import { checkedRequest, CountRequestSchema } from './request-schema.js';

/** Counts the solutions of a puzzle that has many (N-Queens: total, and unique up to symmetry when asked). */
export async function count(given: CountRequest): Promise<Count> {
  const request = checkedRequest(CountRequestSchema, given);
  request.signal?.throwIfAborted();
  const definition = findDefinition(request.puzzle);
  const countOf = familyOf(definition).count;
  if (!countOf) throw new InputError(`counting solutions applies to queens, not to ${nameOf(definition)} (a ${definition.family} puzzle)`);
  return countOf(definition, request);
}
