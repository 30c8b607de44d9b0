import { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { eventsHeard } from '../util/event-loop.js';

/** A folder that cannot hold the file: `code` is the system's reason (ENOTDIR, EACCES, ENOSPC, …). */
export class FolderError extends Error {
  constructor(
    readonly folder: string,
    readonly code: string,
  ) {
    super(`cannot write to ${folder} (${code})`);
    this.name = 'FolderError';
  }
}

export type StoredRead = { bytes: Buffer } | { missing: true } | { corrupt: string };

/**
 * Reads a stored file into shared memory (worker threads then read the same copy). Only a
 * regular file of at most `maxBytes` is read at all, so an entry that is a folder, a device
 * (`/dev/zero`) or a huge file is reported as corrupt instead of being read without end.
 */
export function readStoredFile(file: string, maxBytes: number): StoredRead {
  let descriptor: number;
  try {
    descriptor = openSync(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? { missing: true } : { corrupt: code ?? 'unreadable' };
  }
  try {
    const stat = fstatSync(descriptor);
    if (!stat.isFile()) return { corrupt: 'not a regular file' };
    if (stat.size > maxBytes) return { corrupt: 'larger than expected' };
    const bytes = Buffer.from(new SharedArrayBuffer(stat.size));
    let read = 0;
    while (read < bytes.length) {
      const count = readSync(descriptor, bytes, read, bytes.length - read, read);
      if (count === 0) break;
      read += count;
    }
    return { bytes: bytes.subarray(0, read) };
  } catch (error) {
    return { corrupt: (error as NodeJS.ErrnoException).code ?? 'unreadable' };
  } finally {
    closeSync(descriptor);
  }
}

/** How much of a file is read at a time by readStoredFileInChunks, and how many such reads are under way at once. */
const CHUNK_BYTES = 8 * 2 ** 20;
// Two: most of a read's time is the system filling fresh pages, which two of its threads do side by side.
const READS_AHEAD = 2;

/**
 * readStoredFile, the reading done by the system's threads a chunk at a time while `consume`
 * takes the chunks in order on this thread, so work on the bytes (a checksum of a database of
 * hundreds of megabytes) overlaps the reading of the next ones instead of following it.
 */
export async function readStoredFileInChunks(file: string, maxBytes: number, consume: (chunk: Uint8Array) => void): Promise<StoredRead> {
  // Loaded here, not at the top: node:fs/promises (and the streams it brings) costs every start a few milliseconds.
  const { open } = await import('node:fs/promises');
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? { missing: true } : { corrupt: code ?? 'unreadable' };
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { corrupt: 'not a regular file' };
    if (stat.size > maxBytes) return { corrupt: 'larger than expected' };
    const bytes = Buffer.from(new SharedArrayBuffer(stat.size));
    const chunkAt = async (offset: number): Promise<number> => {
      const end = Math.min(offset + CHUNK_BYTES, bytes.length);
      let at = offset;
      for (let count = 1; at < end && count > 0; at += count) ({ bytesRead: count } = await handle.read(bytes, at, end - at, at));
      return at - offset;
    };
    // A read that fails while an earlier one is awaited is reported when its turn comes, not as unhandled meanwhile.
    const readAhead = (offset: number) => {
      const reading = chunkAt(offset);
      reading.catch(() => {});
      return reading;
    };
    let read = 0;
    let asked = Math.min(CHUNK_BYTES, bytes.length);
    const pending = [readAhead(0)];
    while (pending.length > 0) {
      const count = await pending.shift()!;
      // A short chunk: the file shrank while being read, and what follows it is not the file's.
      const whole = count === Math.min(CHUNK_BYTES, bytes.length - read);
      while (whole && pending.length < READS_AHEAD && asked < bytes.length) {
        pending.push(readAhead(asked));
        asked = Math.min(asked + CHUNK_BYTES, bytes.length);
      }
      if (count > 0) consume(bytes.subarray(read, read + count));
      read += count;
      if (!whole) {
        await Promise.allSettled(pending);
        break;
      }
    }
    return { bytes: bytes.subarray(0, read) };
  } catch (error) {
    return { corrupt: (error as NodeJS.ErrnoException).code ?? 'unreadable' };
  } finally {
    await handle.close();
  }
}

/** Whether a stored file is there to try (a broken link or a folder counts: it is reported when read). */
export function isPresent(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code !== 'ENOENT' && code !== 'ENOTDIR';
  }
}

const ENDING_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Until the returned function is called, an ending signal (Ctrl-C, kill, a closed terminal) first
 * runs `cleanUp`, then ends the process as it would have. Node runs signal listeners only between
 * synchronous stretches of work, so meanwhile no synchronous write-and-rename is cut in two by one.
 */
export function onEndingSignal(cleanUp: () => void = () => {}): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    cleanUp();
    stopListening();
    process.kill(process.pid, signal);
  };
  const stopListening = () => {
    for (const signal of ENDING_SIGNALS) process.removeListener(signal, onSignal);
  };
  for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
  return stopListening;
}

/**
 * Writes what `produce` makes to `file` atomically: a temporary file beside it, renamed into
 * place. The temporary file is opened first, so an unusable folder is reported (FolderError)
 * before minutes of work, not after; and ended by a signal (Ctrl-C, kill, a closed terminal)
 * the process leaves no temporary file behind: the file goes, then the signal is raised again
 * so the process ends as it would have.
 */
export async function writeAtomically<T>(folder: string, file: string, produce: () => Promise<{ value: T; chunks: Uint8Array[] }>): Promise<T> {
  if (isDevice(file)) return writeInPlace(folder, file, produce);
  const temporary = `${file}.${process.pid}.tmp`;
  let descriptor: number;
  try {
    makeFolder(folder);
    descriptor = openSync(temporary, 'w');
  } catch (error) {
    throw folderError(folder, error);
  }
  const removeTemporary = () => rmSync(temporary, { force: true });
  const stopSignals = onEndingSignal(removeTemporary);
  const stopListening = () => {
    stopSignals();
    process.removeListener('exit', removeTemporary);
  };
  process.once('exit', removeTemporary);
  let open = true;
  try {
    const { value, chunks } = await produce();
    // A signal that came during the last synchronous stretch of work is only handled once the event
    // loop polls: let it, so an interrupted run ends here instead of putting its file in place.
    await eventsHeard();
    try {
      for (const chunk of chunks) writeSync(descriptor, chunk);
      closeSync(descriptor);
      open = false;
      renameSync(temporary, file);
    } catch (error) {
      // A full disk (ENOSPC) or a folder taken away: the folder's fault, not the work's.
      throw folderError(folder, error);
    }
    return value;
  } finally {
    if (open) closeSync(descriptor);
    removeTemporary();
    stopListening();
  }
}

/** A device or a pipe (/dev/null, /dev/full, a FIFO): renaming a file over it would replace it, so it is written to. */
function isDevice(file: string): boolean {
  try {
    const stat = statSync(file);
    return !stat.isFile() && !stat.isDirectory();
  } catch {
    return false;
  }
}

async function writeInPlace<T>(folder: string, file: string, produce: () => Promise<{ value: T; chunks: Uint8Array[] }>): Promise<T> {
  let descriptor: number;
  try {
    descriptor = openSync(file, 'w');
  } catch (error) {
    throw folderError(folder, error);
  }
  try {
    const { value, chunks } = await produce();
    try {
      for (const chunk of chunks) writeSync(descriptor, chunk);
    } catch (error) {
      throw folderError(folder, error);
    }
    return value;
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Makes a folder and its missing parents, one level at a time: Node's recursive mkdir loops
 * without end where the system refuses with ENOENT under a parent that exists (/proc).
 */
export function makeFolder(folder: string, depth = 0): void {
  try {
    if (statSync(folder).isDirectory()) return;
    throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const parent = dirname(folder);
  if (parent !== folder && depth < MAX_FOLDER_DEPTH) makeFolder(parent, depth + 1);
  mkdirSync(folder);
}

/**
 * Removes what a failed write left behind, where it can: the failure being reported says more
 * than a second one about the same unusable folder (a temporary file under /dev/null is ENOTDIR).
 */
export function removeLeftover(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // Nothing was left there to remove.
  }
}

/** Deeper than any real path: a bound on the walk up, whatever the system answers. */
const MAX_FOLDER_DEPTH = 256;

function folderError(folder: string, error: unknown): FolderError {
  return new FolderError(folder, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
}
