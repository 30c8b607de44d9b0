/**
 * Bad input (a state string, a definition file, a request field): exit code 2 in the CLI.
 * `field` names the request field at fault (`start`, `disks`, `starts line 3`, …) so that each
 * front end can word it its own way (the CLI as `--start`); the message does not repeat it.
 */
export class InputError extends Error {
  constructor(
    message: string,
    /** A second line that helps, e.g. "did you mean 8puzzle?". */
    readonly hint?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}
