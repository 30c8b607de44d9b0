import type { ChalkInstance } from 'chalk';
import { chooseChalk } from '../render/paint.js';

/** Where a command writes, and how wide and colourful its text output may be. */
export interface Terminal {
  chalk: ChalkInstance;
  /** Columns for laying out boards: the terminal's, else $COLUMNS, else 80 (so piped output is stable). */
  width: number;
  out(text: string): void;
  err(line: string): void;
}

export function processTerminal(options: { color?: boolean }): Terminal {
  const stdout = process.stdout;
  const columns = Number(process.env['COLUMNS']);
  return {
    chalk: chooseChalk({ color: options.color !== false, isTTY: stdout.isTTY === true, env: process.env }),
    width: stdout.isTTY && stdout.columns ? stdout.columns : Number.isInteger(columns) && columns > 0 ? columns : 80,
    out: (text) => void stdout.write(text),
    err: (line) => void process.stderr.write(`${line}\n`),
  };
}
