import { familyOf, nameOf } from '../puzzles/families.js';
import { findDefinition } from '../puzzles/registry.js';
import { InputError } from '../util/input-error.js';
import { availableMemory } from '../util/memory.js';
import { workerThreads } from '../util/threads.js';
import { checkedRequest, PrepareRequestSchema } from './request-schema.js';
import type { Prepared, PrepareRequest } from './types.js';

/**
 * Builds (or checks) what a puzzle's solves need ahead of time — the pattern databases of a tile
 * board: the strongest partition defined for the board unless one is named, on `threads` worker
 * threads (default: every core), refused at once past `memory` bytes (default: the machine's
 * memory less 1.5 GB).
 */
export async function prepare(given: PrepareRequest): Promise<Prepared> {
  const request = checkedRequest(PrepareRequestSchema, given);
  request.signal?.throwIfAborted();
  const definition = findDefinition(request.puzzle);
  const family = familyOf(definition);
  if (!family.prepare) throw new InputError(`pattern databases are for tile boards, not for ${nameOf(definition)} (a ${definition.family} puzzle)`);
  return family.prepare(definition, request, { threads: workerThreads(request.threads), memory: request.memory ?? availableMemory() });
}
