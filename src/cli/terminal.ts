import { writeSync } from 'node:fs';
import { choosePaint, type Paint } from '../render/paint.js';

/** Where a command writes, and how wide and colourful its text output may be. */
export interface Terminal {
  chalk: Paint;
  /** Columns for laying out boards: the terminal's, else $COLUMNS, else 80 (so piped output is stable). */
  width: number;
  out(text: string): void;
  err(line: string): void;
}

export async function processTerminal(options: { color?: boolean }): Promise<Terminal> {
  const stdout = process.stdout;
  const columns = Number(process.env['COLUMNS']);
  return {
    chalk: await choosePaint({ color: options.color !== false, isTTY: stdout.isTTY === true, env: process.env }),
    width: stdout.isTTY && stdout.columns ? stdout.columns : Number.isInteger(columns) && columns > 0 ? columns : 80,
    out: writeStdout,
    err: (line) => void process.stderr.write(`${line}\n`),
  };
}

/** The reader of stdout went away (`slide … | head`): stop quietly. */
export class BrokenPipeError extends Error {}

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
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') continue;
      if (code === 'EPIPE') throw new BrokenPipeError();
      throw error;
    }
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
