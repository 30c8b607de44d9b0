import { writeSync } from 'node:fs';
import { localeIsAscii } from '../render/ascii.js';
import { choosePaint, type Paint } from '../render/paint.js';

/** Where a command writes, and how wide and colourful its text output may be. */
export interface Terminal {
  chalk: Paint;
  /** Columns for laying out boards: the terminal's, else $COLUMNS, else 80 (so piped output is stable). */
  width: number;
  out(text: string): void;
  err(line: string): void;
  /** --quiet: no progress, neither the bar on a terminal nor the log lines elsewhere. */
  quiet: boolean;
  /** --ascii, or a locale that is not UTF-8: drawings in `+-|` instead of box-drawing characters. */
  ascii: boolean;
}

/** The program-wide options that shape the terminal. */
export interface TerminalOptions {
  color?: boolean;
  quiet?: boolean;
  ascii?: boolean;
}

/** Layout widths stay in this range whatever $COLUMNS says (a huge value must not build huge lines). */
const MIN_WIDTH = 20;
const MAX_WIDTH = 1000;

export function layoutWidth(columns: number | undefined): number {
  if (columns === undefined || !Number.isFinite(columns) || columns <= 0) return 80;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.floor(columns)));
}

export async function processTerminal(options: TerminalOptions): Promise<Terminal> {
  const stdout = process.stdout;
  const columns = process.env.COLUMNS === undefined ? undefined : Number(process.env.COLUMNS);
  return {
    chalk: await choosePaint({ color: options.color !== false, isTTY: stdout.isTTY === true, env: process.env }),
    width: layoutWidth(stdout.isTTY && stdout.columns ? stdout.columns : columns),
    out: writeStdout,
    err: (line) => writeStderr(`${line}\n`),
    quiet: options.quiet === true,
    ascii: options.ascii === true || localeIsAscii(process.env),
  };
}

/** The reader of stdout went away (`slide … | head`): stop quietly. */
export class BrokenPipeError extends Error {}

/** stdout could not be written (a full disk): exit 74, with the system's reason. */
export class OutputError extends Error {
  constructor(readonly code: string) {
    super(`cannot write the output (${code})`);
  }
}

/**
 * Writes to stdout synchronously, so that long streamed output (2^25 Hanoi moves) runs in
 * constant memory and a closed pipe is noticed at once rather than after the loop.
 */
export function writeStdout(text: string): void {
  let data = Buffer.from(text);
  while (data.length > 0) {
    try {
      data = data.subarray(writeSync(1, data));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
      if (code === 'EAGAIN') continue;
      if (code === 'EPIPE') throw new BrokenPipeError();
      throw new OutputError(code);
    }
  }
}

/** Messages to stderr; a stderr that cannot be written is given up on (there is nowhere left to say so). */
export function writeStderr(text: string): void {
  try {
    writeSync(2, text);
  } catch {
    // Nothing to do: the exit code still tells.
  }
}

/** Gathers small writes into large ones (a line per Hanoi move would be millions of system calls). */
export class ChunkedWriter {
  private buffer = '';

  constructor(private readonly out: (text: string) => void) {}

  write(text: string): void {
    this.buffer += text;
    if (this.buffer.length >= 1 << 16) this.flush();
  }

  flush(): void {
    if (this.buffer === '') return;
    this.out(this.buffer);
    this.buffer = '';
  }
}
