import { describe, expect, it } from 'vitest';
import { MemoryLimitError, StateLimitError } from '../../src/search/errors.js';
import type { SearchSpace } from '../../src/search/space.js';
import { STATE_TABLE_BYTES } from '../../src/search/state-table.js';
import { stateLimit } from '../../src/puzzles/state-limit.js';

/** A space whose positions cost 60 bytes of their own beside the table's. */
const space = { bytesPerState: 60 } as SearchSpace;
const perTable = STATE_TABLE_BYTES + 60;

function stopOf(limit: ReturnType<typeof stateLimit>): unknown {
  try {
    limit.run(() => {
      throw new StateLimitError(limit.maxStates, 7);
    });
  } catch (error) {
    return error;
  }
  throw new Error('not stopped');
}

describe('the states a search may keep', () => {
  it('are what was asked where memory allows, and the stop says what a state costs over all the tables', () => {
    const limit = stateLimit(space, 2, { maxStates: 1_000, memory: 1e9 });
    expect(limit.maxStates).toBe(1_000);
    expect(stopOf(limit)).toMatchObject({ limit: 1_000, atLeast: 7, bytesPerState: 2 * perTable });
  });

  it('are fewer where memory sets the cap, and that stop is a memory stop keeping what was proven', () => {
    const limit = stateLimit(space, 1, { maxStates: 1_000, memory: 100 * perTable });
    expect(limit.maxStates).toBe(100);
    const stop = stopOf(limit);
    expect(stop).toBeInstanceOf(MemoryLimitError);
    expect(stop).toMatchObject({ atLeast: 7, what: `going past 100 positions (about ${perTable} bytes each)` });
  });

  it('are not capped by memory for a search that keeps no table', () => {
    const limit = stateLimit(space, 0, { maxStates: 1_000, memory: 1 });
    expect(limit.maxStates).toBe(1_000);
    expect(stopOf(limit)).toMatchObject({ bytesPerState: 0 });
  });
});
