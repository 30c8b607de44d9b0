/** The goal cannot be reached from the start (or, for N-Queens, no board holds the placed queens). */
export class NoSolutionError extends Error {
  constructor(
    message: string,
    /** `parity`: decided without searching; `exhausted`: every reachable position was seen; `none`: no solution exists. */
    readonly reason: 'parity' | 'exhausted' | 'none',
    /** Where the start came from in a batch (`starts line 3`), when not the one start. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'NoSolutionError';
  }
}
