/** The arguments slide was run with, for the commands that write them into a job script (`--emit`). */
let current: readonly string[] = [];

export function setInvocation(argv: readonly string[]): void {
  current = [...argv];
}

export function invocation(): readonly string[] {
  return current;
}
