import { totalmem } from 'node:os';

/** Kept free for the system and Node itself when the memory a search may take is not given. */
const MARGIN = 1.5 * 2 ** 30;

/** What a search may allocate by default: the machine's memory less a margin. */
export function availableMemory(): number {
  return Math.max(0, totalmem() - MARGIN);
}

/** Bytes for people: `10.9 GB`, `384 MB`, `102,480 bytes`. */
export function formatBytes(bytes: number): string {
  return bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(1)} GB` : formatMegabytes(bytes);
}

/** Bytes in whole megabytes (`2,912 MB`), or exactly under one, which rounded up would overstate it. */
export function formatMegabytes(bytes: number): string {
  if (bytes < 2 ** 20) return `${bytes.toLocaleString('en-US')} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${Math.ceil(bytes / 2 ** 20).toLocaleString('en-US')} MB`;
}
