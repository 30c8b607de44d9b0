/** A search reached its state cap: the caller reports it instead of running out of memory. */
export class StateLimitError extends Error {
  constructor(readonly limit: number) {
    super(`search stopped after ${limit.toLocaleString('en-US')} states`);
    this.name = 'StateLimitError';
  }
}

/** A search needs more memory than it may take (`bytes` is what it would allocate). */
export class MemoryLimitError extends Error {
  constructor(
    readonly bytes: number,
    readonly what: string,
    /** A smaller choice that fits, where there is one (pattern databases: a weaker partition). */
    readonly smaller?: { puzzle: string; partition: string },
  ) {
    super(`${what} needs ${Math.ceil(bytes / 2 ** 20).toLocaleString('en-US')} MB`);
    this.name = 'MemoryLimitError';
  }
}

/** Whether an error is V8 failing to allocate a large array. */
export function isAllocationFailure(error: unknown): boolean {
  return error instanceof RangeError && /allocation|Array buffer|Invalid typed array length|Invalid array length/i.test(error.message);
}

export const DEFAULT_MAX_STATES = 50_000_000;
