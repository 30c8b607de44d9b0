import { formatMegabytes } from '../util/memory.js';

/** What a search stopped by a limit had proven, as the end of its message. */
function proven(atLeast: number | undefined): string {
  return atLeast === undefined ? '' : `; no solution is shorter than ${atLeast} moves`;
}

/** A search reached its state cap: the caller reports it instead of running out of memory. */
export class StateLimitError extends Error {
  constructor(
    readonly limit: number,
    /** What the search had proven when it stopped: no solution is shorter than this many moves. */
    readonly atLeast?: number,
    /** What each state counted costs in memory, where known: 0 when the search keeps none (depth-first), so only its time grows. */
    readonly bytesPerState?: number,
    /** The algorithms that may still find a path within the cap, without proving it shortest (where the stopped search proves): `beam or staged`. */
    readonly unproven?: string,
  ) {
    super(`search stopped after ${limit.toLocaleString('en-US')} states${proven(atLeast)}`);
    this.name = 'StateLimitError';
  }

  /** The same stop with some of what it says changed: every layer that adds a fact keeps the others. */
  with(changes: { atLeast?: number; bytesPerState?: number; unproven?: string }): StateLimitError {
    const { atLeast, bytesPerState, unproven } = { atLeast: this.atLeast, bytesPerState: this.bytesPerState, unproven: this.unproven, ...changes };
    return new StateLimitError(this.limit, atLeast, bytesPerState, unproven);
  }
}

/** `error` again, with what the search had proven, where it is a limit's error that does not say yet. */
export function withLowerBound(error: unknown, atLeast: number): unknown {
  if (error instanceof StateLimitError && error.atLeast === undefined) return error.with({ atLeast });
  if (error instanceof MemoryLimitError && error.atLeast === undefined) return new MemoryLimitError(error.bytes, error.what, error.smaller, atLeast);
  return error;
}

/** `error` again without what it says was proven, where that held for another search than the caller's. */
export function withoutLowerBound(error: unknown): unknown {
  if (error instanceof StateLimitError) return error.with({ atLeast: undefined });
  if (error instanceof MemoryLimitError) return new MemoryLimitError(error.bytes, error.what, error.smaller);
  return error;
}

/** `error` again, naming `algorithm` as one that may still find a path, where it is a state cap's stop. */
export function withUnproven(error: unknown, algorithm: string): unknown {
  return error instanceof StateLimitError ? error.with({ unproven: algorithm }) : error;
}

/** A search needs more memory than it may take (`bytes` is what it would allocate). */
export class MemoryLimitError extends Error {
  constructor(
    readonly bytes: number,
    readonly what: string,
    /** A smaller choice that fits, where there is one (pattern databases: a weaker partition). */
    readonly smaller?: { puzzle: string; partition: string },
    /** What a search stopped by it had proven: no solution is shorter than this many moves. */
    readonly atLeast?: number,
  ) {
    super(`${what} needs ${formatMegabytes(bytes)}${proven(atLeast)}`);
    this.name = 'MemoryLimitError';
  }
}

/** An error thrown in a worker thread, as its class again: only its name and fields cross between threads. */
export function revivedError(error: Error): Error {
  const fields = error as Error & Partial<MemoryLimitError> & Partial<StateLimitError>;
  if (error.name === 'MemoryLimitError' && typeof fields.bytes === 'number' && typeof fields.what === 'string')
    return new MemoryLimitError(fields.bytes, fields.what, fields.smaller, fields.atLeast);
  if (error.name === 'StateLimitError' && typeof fields.limit === 'number')
    return new StateLimitError(fields.limit, fields.atLeast, fields.bytesPerState, fields.unproven);
  return error;
}

/** Whether an error is V8 failing to allocate a large array. */
export function isAllocationFailure(error: unknown): boolean {
  return error instanceof RangeError && /allocation|Array buffer|Invalid typed array length|Invalid array length/i.test(error.message);
}

export const DEFAULT_MAX_STATES = 50_000_000;
