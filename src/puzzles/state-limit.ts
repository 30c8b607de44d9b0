import { DEFAULT_MAX_STATES, MemoryLimitError, StateLimitError } from '../search/errors.js';
import type { SearchSpace } from '../search/space.js';
import { STATE_TABLE_BYTES } from '../search/state-table.js';
import { availableMemory } from '../util/memory.js';

/** How many states a search that keeps tables may store, and how its stop is reported. */
export interface StateLimit {
  readonly maxStates: number;
  /** Runs the search, turning its stop into a MemoryLimitError where memory, not `maxStates`, set the cap. */
  run<T>(search: () => T): T;
}

/** What one state costs in one of a search's tables over `space`. */
export function tableBytesPerState(space: SearchSpace): number {
  return STATE_TABLE_BYTES + (space.bytesPerState ?? 0);
}

/**
 * The states a search over `space` filling `tables` tables may keep: `maxStates`, and no more than
 * fit in `memory` (spaces that intern their positions cost far more than the table's own bytes).
 */
export function stateLimit(space: SearchSpace, tables: number, request: { maxStates?: number; memory?: number }): StateLimit {
  const asked = request.maxStates ?? DEFAULT_MAX_STATES;
  // What a stored state costs: the table's bytes and the space's own, times the tables (0: none kept).
  const bytesPerState = tableBytesPerState(space) * tables;
  const memory = request.memory ?? availableMemory();
  const fits = tables === 0 ? Number.POSITIVE_INFINITY : Math.max(1, Math.floor(memory / bytesPerState));
  const maxStates = Math.min(asked, fits);
  return {
    maxStates,
    run<T>(search: () => T): T {
      try {
        return search();
      } catch (error) {
        if (!(error instanceof StateLimitError)) throw error;
        if (maxStates < asked) {
          const what = `going past ${maxStates.toLocaleString('en-US')} position${maxStates === 1 ? '' : 's'} (about ${bytesPerState} bytes each)`;
          throw new MemoryLimitError((maxStates + 1) * bytesPerState, what, undefined, error.atLeast);
        }
        throw error.bytesPerState === undefined ? error.with({ bytesPerState }) : error;
      }
    },
  };
}
