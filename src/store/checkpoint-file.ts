import { readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../util/input-error.js';
import { makeFolder, readStoredFile, removeLeftover } from './stored-file.js';

/** The largest checkpoint file read: far past any a search writes, and short of exhausting memory. */
const MAX_CHECKPOINT_BYTES = 256 * 2 ** 20;

/**
 * A search's checkpoint as one JSON file in `folder`, or null where there is none yet. A file
 * that is not JSON, not a regular file (a device such as /dev/zero, a folder) or too large is
 * damaged (`remedy` says what to do); any other failure to read is reported.
 */
export function readCheckpointFile(folder: string, file: string, remedy: string): unknown {
  const read = readStoredFile(join(folder, file), MAX_CHECKPOINT_BYTES);
  if ('missing' in read) return null;
  if ('corrupt' in read) {
    if (/^E[A-Z]+$/.test(read.corrupt) && read.corrupt !== 'EISDIR')
      throw new InputError(`cannot read the checkpoint in ${folder} (${read.corrupt})`, undefined, 'checkpoint');
    throw new InputError(`the checkpoint in ${folder} is damaged (${read.corrupt})`, remedy, 'checkpoint');
  }
  try {
    return JSON.parse(read.bytes.toString('utf8'));
  } catch {
    throw new InputError(`the checkpoint in ${folder} is damaged`, remedy, 'checkpoint');
  }
}

/**
 * Writes a checkpoint under a temporary name and renames it into place, so it is whole or absent.
 * A run killed between the two (a search on one thread hears no signal until it is done) leaves
 * its temporary file behind: the next write of the same checkpoint removes it.
 */
export function writeCheckpointFile(folder: string, file: string, value: unknown): void {
  const temporary = join(folder, temporaryName(file, process.pid));
  try {
    makeFolder(folder);
    removeEndedWritersFiles(folder, file);
    writeFileSync(temporary, `${JSON.stringify(value)}\n`);
    renameSync(temporary, join(folder, file));
  } catch (error) {
    removeLeftover(temporary);
    throw new InputError(
      `cannot write the checkpoint in ${folder} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      undefined,
      'checkpoint',
    );
  }
}

function temporaryName(file: string, pid: number): string {
  return `.${file}.${pid}.tmp`;
}

/** Removes the temporary files of `file` in `folder` whose writers have ended; a running writer's (a shard beside this one) stays. */
function removeEndedWritersFiles(folder: string, file: string): void {
  const prefix = `.${file}.`;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return; // A folder that may be written but not listed: the leftovers stay, the checkpoint is still written.
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const pid = Number(name.slice(prefix.length, -'.tmp'.length));
    if (Number.isSafeInteger(pid) && pid > 0 && name === temporaryName(file, pid) && !isRunning(pid)) removeLeftover(join(folder, name));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process is there, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
