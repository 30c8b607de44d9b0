import { readFileSync } from 'node:fs';
import { InputError } from '../puzzles/input-error.js';

/**
 * The starts listed in a file (`-`: standard input), one a line, with their line numbers; blank
 * lines and lines starting with `#` are skipped, so `slide random` output can be piped in as is.
 */
export function readStartLines(file: string): { text: string; line: number }[] {
  let content: string;
  try {
    content = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new InputError(`--starts: cannot read ${file === '-' ? 'standard input' : file}: ${(error as Error).message}`);
  }
  return content
    .split(/\r?\n/)
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text !== '' && !text.startsWith('#'));
}
