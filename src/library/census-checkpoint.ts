import { readCheckpointFile, writeCheckpointFile } from '../store/checkpoint-file.js';
import { InputError } from '../util/input-error.js';
import type { CensusTally } from '../puzzles/census-tally.js';

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
  writeCheckpointFile(folder, FILE, { format: FORMAT, ...identity, setsDone, tally });
}

/** The census's checkpoint in `folder`, or null where there is none yet; another census's is refused. */
export function loadCensusCheckpoint(folder: string, identity: CensusIdentity): { setsDone: number; tally: CensusTally } | null {
  const saved = readCheckpointFile(folder, FILE, 'remove it to start afresh') as
    | (CensusIdentity & { format: number; setsDone: number; tally: CensusTally })
    | null;
  if (saved === null) return null;
  const same =
    saved.format === FORMAT && JSON.stringify([saved.spec, saved.shard, saved.top]) === JSON.stringify([identity.spec, identity.shard, identity.top]);
  if (!same) throw new InputError(`${folder} holds the checkpoint of another census`, 'give another folder, or remove it to start afresh', 'checkpoint');
  return { setsDone: saved.setsDone, tally: saved.tally };
}
