/** Raised when a search reaches its state cap: the caller reports it instead of running out of memory. */
export class StateLimitError extends Error {
  constructor(readonly limit: number) {
    super(`search stopped after ${limit.toLocaleString('en-US')} states (raise --max-states to go further)`);
    this.name = 'StateLimitError';
  }
}

export const DEFAULT_MAX_STATES = 50_000_000;
