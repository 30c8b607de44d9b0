import { CommanderError } from 'commander';
import { escapeControls } from '../util/echo.js';
import {
  InputError,
  isAllocationFailure,
  MemoryLimitError,
  MissingDatabaseError,
  MissingDataError,
  NoSolutionError,
  StateLimitError,
  UnknownPuzzleError,
  UnsupportedSearchError,
} from '../library/errors.js';
import { censusNames } from '../library/census.js';
import { flagOf } from './request.js';
import { BrokenPipeError, OutputError } from './terminal.js';

/** Exit codes promised to scripts (docs/cli-contract.md). */
export const EXIT = {
  ok: 0,
  noSolution: 1,
  usage: 2,
  limit: 3,
  software: 70,
  output: 74,
  interrupted: 130,
} as const;

/** The command was run by a restarted copy of this process, which said what there was to say: its exit code is this one's. */
export class RestartedExit extends Error {
  constructor(readonly status: number) {
    super(`the restarted command ended with exit code ${status}`);
  }
}

/** The moves were read but are not what was asked (illegal, short of the goal, or longer than the shortest): exit 1. */
export class RejectedMovesError extends Error {}

/** One line whatever came in: control characters escaped, and no line longer than this. */
const MAX_LINE = 300;

export function oneLine(text: string): string {
  const clean = escapeControls(text);
  return clean.length > MAX_LINE ? `${clean.slice(0, MAX_LINE - 1)}…` : clean;
}

/** A worker thread that could not start or ran out of memory (under an address-space limit, say). */
function isWorkerFailure(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ERR_WORKER_INIT_FAILED' || code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/** How far --max-states may be raised (by memory, at what a state costs where the search said), and what else may find a path. */
function stateLimitHint({ bytesPerState, unproven }: StateLimitError): string {
  const otherwise = unproven === undefined ? '' : `; --algo ${unproven} may find a path, not proven shortest`;
  if (bytesPerState === 0) return `raise --max-states to go further: this search keeps no table, so only its time grows${otherwise}`;
  const cost = bytesPerState === undefined ? '' : ` (about ${bytesPerState} bytes a state)`;
  return `raise --max-states to go further, if the memory is there${cost}${otherwise}`;
}

/** A command's failure as an exit code, with the one-line message (and a hint line) on stderr. */
export function reportFailure(error: unknown, stderr: (line: string) => void): number {
  const say = (message: string, hint?: string) => {
    stderr(oneLine(`slide: ${message}`));
    if (hint) stderr(oneLine(hint));
  };
  const where = (field: string | undefined) => (field === undefined ? '' : `${flagOf(field)}: `);
  if (error instanceof RejectedMovesError) {
    say(error.message);
    return EXIT.noSolution;
  }
  if (error instanceof NoSolutionError) {
    say(`${where(error.field === 'start' ? undefined : error.field)}no solution: ${error.message}`);
    return EXIT.noSolution;
  }
  if (error instanceof UnknownPuzzleError) {
    const known = error.kind === 'census' ? `the censuses are ${censusNames().join(', ')}` : 'slide list shows them all';
    say(error.message, error.suggestion ? `did you mean ${error.suggestion}? (${known})` : known);
    return EXIT.usage;
  }
  if (error instanceof MissingDatabaseError) {
    say(
      `${where(error.field)}${error.message}`,
      `slide prepare ${error.puzzle}${error.partition === null ? '' : ` --partition ${error.partition}`} builds them`,
    );
    return EXIT.usage;
  }
  if (error instanceof InputError) {
    say(`${where(error.field)}${error.message}`, error.hint);
    return EXIT.usage;
  }
  if (error instanceof UnsupportedSearchError) {
    say(`--algo: ${error.message}`);
    return EXIT.usage;
  }
  if (error instanceof StateLimitError) {
    say(error.message, stateLimitHint(error));
    return EXIT.limit;
  }
  if (error instanceof MemoryLimitError) {
    const { smaller } = error;
    say(`not enough memory: ${error.message}`, smaller ? `smaller databases: slide prepare ${smaller.puzzle} --partition ${smaller.partition}` : undefined);
    return EXIT.limit;
  }
  if (isAllocationFailure(error)) {
    say(`out of memory (${(error as Error).message})`, 'a lower --max-states stops the search before memory runs out');
    return EXIT.limit;
  }
  if (isWorkerFailure(error)) {
    say(`could not start worker threads (${(error as Error).message})`, 'fewer --threads need less memory');
    return EXIT.limit;
  }
  if (error instanceof OutputError) {
    say(error.message);
    return EXIT.output;
  }
  if (error instanceof MissingDataError) {
    say(error.message, "slide's puzzles/ folder belongs beside its dist/ folder: install slide again");
    return EXIT.software;
  }
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  if (error instanceof RestartedExit) return error.status;
  if (error instanceof BrokenPipeError) return EXIT.ok;
  if (error instanceof Error && error.name === 'AbortError') return EXIT.interrupted;
  // A bug, not bad input: still one line, never a stack trace (set SLIDE_DEBUG=1 for one).
  say(`internal error: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.SLIDE_DEBUG && error instanceof Error && error.stack) stderr(error.stack);
  return EXIT.software;
}
