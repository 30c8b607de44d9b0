import { readBounded, TooLargeError } from '../util/bounded-read.js';
import { echo } from '../util/echo.js';
import { InputError } from '../util/input-error.js';

/** The most a file of starts may hold (a million 15-puzzle starts is about 40 MB). */
const MAX_STARTS_BYTES = 64 * 2 ** 20;

/** A file's text (`-`: standard input), bounded; unreadable is an InputError naming `field`. */
export function readText(file: string, field: string): string {
  const where = file === '-' ? 'standard input' : echo(file);
  try {
    return readBounded(file === '-' ? 0 : file, MAX_STARTS_BYTES);
  } catch (error) {
    const reason = error instanceof TooLargeError ? error.message : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
    throw new InputError(`cannot read ${where} (${reason})`, undefined, field);
  }
}

/**
 * The starts listed in a file (`-`: standard input), one a line, with their line numbers; blank
 * lines and lines starting with `#` are skipped, so `slide random` output can be piped in as is.
 */
export function readStartLines(file: string): { text: string; line: number }[] {
  return readText(file, 'starts')
    .split(/\r?\n/)
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text !== '' && !text.startsWith('#'));
}

/** `--start -`: the one start on standard input. */
export function readOneStart(): string {
  const lines = readText('-', 'start')
    .split(/\r?\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '' && !text.startsWith('#'));
  if (lines.length !== 1) throw new InputError(`standard input holds ${lines.length} starts; give one (or use --starts - for many)`, undefined, 'start');
  return lines[0]!;
}
