import { join } from 'node:path';
import { type IdaCheckpoint, MAX_SPLIT_DEPTH } from '../search/parallel-ida-star.js';
import { InputError } from '../util/input-error.js';
import { readCheckpointFile, writeCheckpointFile } from '../store/checkpoint-file.js';
import { makeFolder } from '../store/stored-file.js';

/** What a checkpoint belongs to (the puzzle, the start, the bound, the pruning): another search's is refused, never resumed. */
export type IdaIdentity = Record<string, string | number>;

const FORMAT = 1;
const FILE = 'ida-checkpoint.json';

/**
 * The checkpoint of this search in `directory`, or null where there is none yet (the folder is
 * made then, so an unusable one is reported before the search, not after its first round).
 */
export function loadIdaCheckpoint(directory: string, identity: IdaIdentity): IdaCheckpoint | null {
  try {
    makeFolder(directory);
  } catch (error) {
    throw new InputError(
      `cannot make the checkpoint folder ${directory} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      undefined,
      'checkpoint',
    );
  }
  const remedy = `remove ${join(directory, FILE)} to start afresh`;
  const saved = readCheckpointFile(directory, FILE, remedy) as { format: unknown; identity: unknown; at: unknown } | null;
  if (saved === null) return null;
  if (typeof saved !== 'object' || !isCheckpoint(saved.at)) throw new InputError(`the checkpoint in ${directory} is damaged`, remedy, 'checkpoint');
  if (saved.format !== FORMAT || JSON.stringify(saved.identity) !== JSON.stringify(identity)) {
    throw new InputError(`${directory} holds the checkpoint of another search`, 'give another folder, or remove it to start afresh', 'checkpoint');
  }
  return { ...saved.at, nextThreshold: saved.at.nextThreshold ?? Number.POSITIVE_INFINITY };
}

/** Saves where the search stands (whole or absent, see writeCheckpointFile). */
export function saveIdaCheckpoint(directory: string, identity: IdaIdentity, at: IdaCheckpoint): void {
  // JSON has no infinity: a bound not yet met is written as null.
  const nextThreshold = Number.isFinite(at.nextThreshold) ? at.nextThreshold : null;
  writeCheckpointFile(directory, FILE, { format: FORMAT, identity, at: { ...at, nextThreshold } });
}

function isCheckpoint(at: unknown): at is IdaCheckpoint {
  if (typeof at !== 'object' || at === null) return false;
  const fields = at as Record<string, unknown>;
  const whole = (key: string) => Number.isSafeInteger(fields[key]) && (fields[key] as number) >= 0;
  return (
    ['threshold', 'splitDepth', 'prefix', 'generated', 'expanded'].every(whole) &&
    (fields.splitDepth as number) >= 1 &&
    (fields.splitDepth as number) <= MAX_SPLIT_DEPTH &&
    (fields.nextThreshold === null || Number.isSafeInteger(fields.nextThreshold))
  );
}
