/** Bad input from the user (a state string, a definition file, an option): exit code 2. */
export class InputError extends Error {
  constructor(
    message: string,
    /** A second line that helps, e.g. "did you mean 8puzzle?". */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}
