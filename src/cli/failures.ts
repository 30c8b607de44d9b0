import { CommanderError } from 'commander';
import { InputError } from '../puzzles/input-error.js';
import { UnsupportedSearchError } from '../search/algorithms.js';
import { StateLimitError } from '../search/errors.js';
import { BrokenPipeError } from './terminal.js';

/** Exit codes promised to scripts (shared/cli-contract.md). */
export const EXIT = {
  ok: 0,
  noSolution: 1,
  usage: 2,
  limit: 3,
  interrupted: 130,
} as const;

/** The goal cannot be reached from the start: exit 1. */
export class NoSolutionError extends Error {}

/** A resource limit (memory) stopped the work: exit 3, with what to do instead. */
export class ResourceError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** Whether an error is V8 failing to allocate a large array. */
export function isAllocationFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'RangeError' && /allocation|Array buffer|Invalid typed array length/i.test(error.message);
}

/** A command's result or failure as an exit code, with the one-line message on stderr. */
export function reportFailure(error: unknown, stderr: (line: string) => void): number {
  if (error instanceof NoSolutionError) {
    stderr(`slide: no solution: ${error.message}`);
    return EXIT.noSolution;
  }
  if (error instanceof InputError) {
    stderr(`slide: ${error.message}`);
    if (error.hint) stderr(error.hint);
    return EXIT.usage;
  }
  if (error instanceof UnsupportedSearchError) {
    stderr(`slide: ${error.message}`);
    return EXIT.usage;
  }
  if (error instanceof StateLimitError) {
    stderr(`slide: ${error.message}`);
    return EXIT.limit;
  }
  if (error instanceof ResourceError) {
    stderr(`slide: ${error.message}`);
    stderr(error.hint);
    return EXIT.limit;
  }
  if (isAllocationFailure(error)) {
    stderr(`slide: out of memory (${(error as Error).message}); lower --max-states`);
    return EXIT.limit;
  }
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  if (error instanceof BrokenPipeError) return EXIT.ok;
  // A bug, not bad input: still one line, never a stack trace (set SLIDE_DEBUG=1 for one).
  stderr(`slide: internal error: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env['SLIDE_DEBUG'] && error instanceof Error && error.stack) stderr(error.stack);
  return 70;
}
