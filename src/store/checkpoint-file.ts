import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../util/input-error.js';
import { makeFolder } from './stored-file.js';

/**
 * A search's checkpoint as one JSON file in `folder`, or null where there is none yet. A file
 * that is not JSON is damaged (`remedy` says what to do); any other failure to read is reported.
 */
export function readCheckpointFile(folder: string, file: string, remedy: string): unknown {
  let text: string;
  try {
    text = readFileSync(join(folder, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new InputError(`cannot read the checkpoint in ${folder} (${code ?? (error as Error).message})`, undefined, 'checkpoint');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new InputError(`the checkpoint in ${folder} is damaged`, remedy, 'checkpoint');
  }
}

/** Writes a checkpoint under a temporary name and renames it into place, so it is whole or absent. */
export function writeCheckpointFile(folder: string, file: string, value: unknown): void {
  const temporary = join(folder, `.${file}.${process.pid}.tmp`);
  try {
    makeFolder(folder);
    writeFileSync(temporary, `${JSON.stringify(value)}\n`);
    renameSync(temporary, join(folder, file));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new InputError(
      `cannot write the checkpoint in ${folder} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      undefined,
      'checkpoint',
    );
  }
}
