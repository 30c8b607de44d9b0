import { closeSync, openSync, readSync } from 'node:fs';

/** A file (or standard input) longer than a reader accepts: a device such as /dev/zero, or a mistake. */
export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`longer than ${limit.toLocaleString('en-US')} bytes`);
  }
}

/**
 * Reads a whole file, or standard input (`source` 0), as UTF-8 text, refusing anything longer
 * than `limit` bytes: reading stops at the limit, so an endless device costs nothing. A leading
 * byte-order mark is dropped.
 */
export function readBounded(source: string | 0, limit: number): string {
  const descriptor = source === 0 ? 0 : openSync(source, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 16, limit + 1 - total));
      let count: number;
      try {
        count = readSync(descriptor, chunk, 0, chunk.length, null);
      } catch (error) {
        // A non-blocking standard input with nothing yet: wait by reading again.
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') continue;
        throw error;
      }
      if (count === 0) break;
      chunks.push(chunk.subarray(0, count));
      total += count;
      if (total > limit) throw new TooLargeError(limit);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } finally {
    if (descriptor !== 0) closeSync(descriptor);
  }
}
