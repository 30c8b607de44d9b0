import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeFolder } from '../store/stored-file.js';
import { InputError } from '../util/input-error.js';
import type { Census } from './types.js';

/** The totals of a census as its groups come in (what a checkpoint keeps). */
export type CensusTally = Omit<Census, 'census' | 'title' | 'metric' | 'shard' | 'milliseconds'>;

/** What a checkpoint belongs to: the spec as given, the shard and the length of the hardest list. */
export interface CensusIdentity {
  spec: unknown;
  shard: { index: number; of: number } | null;
  top: number;
}

const FORMAT = 1;
const FILE = 'census-checkpoint.json';

/**
 * Saves a census after a piece set: the totals so far and how many of the run's piece sets are
 * done, written under a temporary name and renamed into place (whole or not there).
 */
export function saveCensusCheckpoint(folder: string, identity: CensusIdentity, setsDone: number, tally: CensusTally): void {
  const temporary = join(folder, `.${FILE}.${process.pid}.tmp`);
  try {
    makeFolder(folder);
    writeFileSync(temporary, `${JSON.stringify({ format: FORMAT, ...identity, setsDone, tally })}\n`);
    renameSync(temporary, join(folder, FILE));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new InputError(
      `cannot write the checkpoint in ${folder} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      undefined,
      'checkpoint',
    );
  }
}

/** The census's checkpoint in `folder`, or null where there is none yet; another census's is refused. */
export function loadCensusCheckpoint(folder: string, identity: CensusIdentity): { setsDone: number; tally: CensusTally } | null {
  let text: string;
  try {
    text = readFileSync(join(folder, FILE), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new InputError(`cannot read the checkpoint in ${folder} (${code})`, undefined, 'checkpoint');
  }
  let saved: CensusIdentity & { format: number; setsDone: number; tally: CensusTally };
  try {
    saved = JSON.parse(text);
  } catch {
    throw new InputError(`the checkpoint in ${folder} is damaged`, 'remove it to start afresh', 'checkpoint');
  }
  const same =
    saved.format === FORMAT && JSON.stringify([saved.spec, saved.shard, saved.top]) === JSON.stringify([identity.spec, identity.shard, identity.top]);
  if (!same) throw new InputError(`${folder} holds the checkpoint of another census`, 'give another folder, or remove it to start afresh', 'checkpoint');
  return { setsDone: saved.setsDone, tally: saved.tally };
}
