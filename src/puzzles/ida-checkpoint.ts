import { closeSync, existsSync, openSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { InPlaceResult } from '../search/ida-star-in-place.js';
import { joinIdaRound, MismatchedPartsError } from '../search/ida-round-join.js';
import type { NodeCounts } from '../search/ida-round-list.js';
import { type IdaCheckpoint, type IdaRoundPart, type IdaShard, MAX_SPLIT_DEPTH } from '../search/parallel-ida-star.js';
import { InputError } from '../util/input-error.js';
import { readCheckpointFile, writeCheckpointFile } from '../store/checkpoint-file.js';
import { makeFolder } from '../store/stored-file.js';
import { missingShards, shardRuns } from '../util/shard.js';

/** What a checkpoint belongs to (the puzzle, the start, the bound, the pruning): another search's is refused, never resumed. */
export type IdaIdentity = Record<string, string | number>;

const FORMAT = 1;
const FILE = 'ida-checkpoint.json';
const PART_FILE = /^ida-round-\d{1,6}-part-\d{1,6}-of-\d{1,6}(-goal)?\.json$/;
/**
 * A part's file names its round, so a join that removes its round's parts never removes the
 * next round's, and says whether it holds a goal, so shards looking for one read only those.
 */
const partFile = ({ threshold, shard: { index, of } }: Pick<IdaRoundPart, 'threshold' | 'shard'>, goal: boolean) =>
  `ida-round-${threshold}-part-${index}-of-${of}${goal ? '-goal' : ''}.json`;
/** Made (exclusively) by the shard that joins a round: two shards that finish together must not both join and print. */
const joinClaim = (threshold: number) => `ida-round-${threshold}-joining`;

/** A folder's search: where it stands, or its answer once one run (or the last shard of the last round) found it. */
export interface SavedIda {
  at: IdaCheckpoint | null;
  solved: InPlaceResult | null;
}

/**
 * A shard's part is saved and the round still waits for others (`nextThreshold` null), or another
 * shard joins it (`joinedElsewhere`), or the round it completed had no goal: the folder stands at
 * the next round, for the shards to run again.
 */
export class UnfinishedRoundError extends Error {
  constructor(
    readonly folder: string,
    readonly shard: IdaShard,
    readonly threshold: number,
    readonly partsIn: number,
    readonly nextThreshold: number | null,
    readonly joinedElsewhere = false,
  ) {
    super(`shard ${shard.index}/${shard.of} of the round of bound ${threshold} is saved in ${folder}`);
  }
}

/**
 * The search saved in `directory`, or nulls where there is none yet (the folder is made then,
 * so an unusable one is reported before the search, not after its first round).
 */
export function loadIdaCheckpoint(directory: string, identity: IdaIdentity): SavedIda {
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
  const saved = readCheckpointFile(directory, FILE, remedy);
  if (saved === null) return { at: null, solved: null };
  const solved = record(saved) && isSolved(saved.solved) ? saved.solved : null;
  // A search solved in its first round, before any save, keeps only its answer.
  if (!record(saved) || (saved.solved !== undefined && !solved) || !(isCheckpoint(saved.at) || (solved && saved.at === null)))
    throw new InputError(`the checkpoint in ${directory} is damaged`, remedy, 'checkpoint');
  if (saved.format !== FORMAT || JSON.stringify(saved.identity) !== JSON.stringify(identity)) {
    throw new InputError(`${directory} holds the checkpoint of another search`, 'give another folder, or remove it to start afresh', 'checkpoint');
  }
  const at = isCheckpoint(saved.at) ? { ...saved.at, nextThreshold: saved.at.nextThreshold ?? Number.POSITIVE_INFINITY } : null;
  return { at, solved: solved && { moves: solved.moves, stats: { generated: solved.generated, expanded: solved.expanded } } };
}

/** Saves where the search stands (whole or absent, see writeCheckpointFile), with its answer once it has one. */
export function saveIdaCheckpoint(directory: string, identity: IdaIdentity, at: IdaCheckpoint | null, solved: InPlaceResult | null = null): void {
  writeCheckpointFile(directory, FILE, {
    format: FORMAT,
    identity,
    at: at && { ...at, nextThreshold: finiteOrNull(at.nextThreshold) },
    ...(solved ? { solved: { moves: solved.moves, ...solved.stats } } : {}),
  });
}

/**
 * Saves a shard's part of the round the folder stands in (`at`; null before the first round
 * ends). The shard that finds the round's every part in joins them: the answer, saved and
 * returned with what of its count this shard did not search (`carried`: the other shards' and
 * earlier runs'), or the next round's checkpoint (an UnfinishedRoundError then, as while parts are missing).
 */
export function shareIdaRound(directory: string, identity: IdaIdentity, at: IdaCheckpoint | null, part: IdaRoundPart): InPlaceResult & { carried: NodeCounts } {
  const { shard, threshold } = part;
  writeCheckpointFile(directory, partFile(part, part.found !== null), {
    format: FORMAT,
    identity,
    part: { ...part, nextThreshold: finiteOrNull(part.nextThreshold), above: { ...part.above, nextThreshold: finiteOrNull(part.above.nextThreshold) } },
  });
  // A rerun of the shard, cut short by another's goal this time, may leave its goal-less part beside an older one.
  rmSync(join(directory, partFile(part, part.found === null)), { force: true });
  const parts = roundParts(directory, identity, part);
  if (parts.length < shard.of) throw new UnfinishedRoundError(directory, shard, threshold, parts.length, null);
  const elsewhere = () => new UnfinishedRoundError(directory, shard, threshold, shard.of, null, true);
  if (!claimJoin(directory, threshold)) throw elsewhere();
  try {
    // Claimed after another shard's whole join, the parts are gone: that shard has joined the round.
    const still = roundParts(directory, identity, part);
    if (still.length < shard.of) throw elsewhere();
    const joined = joinRound(directory, identity, at, still);
    if ('next' in joined) throw new UnfinishedRoundError(directory, shard, threshold, shard.of, joined.next.threshold);
    const own = joined.shares.get(shard.index)!;
    const { generated, expanded } = joined.result.stats;
    return { ...joined.result, carried: { generated: generated - own.generated, expanded: expanded - own.expanded } };
  } finally {
    rmSync(join(directory, joinClaim(threshold)), { force: true });
  }
}

/** Whether this process may join the round: false where another shard has claimed it. */
function claimJoin(directory: string, threshold: number): boolean {
  try {
    closeSync(openSync(join(directory, joinClaim(threshold)), 'wx'));
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    throw new InputError(`cannot write in the checkpoint folder ${directory} (${code ?? (error as Error).message})`, undefined, 'checkpoint');
  }
}

/** The least prefix of a round where a shard's saved part has found a goal (infinity: none yet). */
export function goalKnownInFolder(
  directory: string,
  identity: IdaIdentity,
  of: number,
  round: { threshold: number; splitDepth: number; first: number },
): number {
  const parts = roundParts(directory, identity, { shard: { index: 1, of }, ...round }, true);
  return Math.min(Number.POSITIVE_INFINITY, ...parts.flatMap(({ found }) => (found ? [found.prefix] : [])));
}

/**
 * `slide merge DIR` on a folder of IDA* parts: joins the round they are of, as the shard that
 * completes it would (one whose join was lost, say, or parts gathered from machines that share
 * no folder). Null where the folder holds no IDA* part.
 */
export function joinSavedIdaRound(directory: string): { threshold: number; of: number; solved: boolean; nextThreshold: number | null } | null {
  const first = partNames(directory)[0];
  const read = first === undefined ? null : readPart(directory, first);
  if (read === null) {
    if (!existsSync(join(directory, FILE))) return null;
    throw new InputError(`${directory} holds no part of its IDA* round (ida-round-B-part-K-of-N.json, as solve --shard writes them)`, undefined, 'merge');
  }
  const { identity, part } = read;
  const { at, solved } = loadIdaCheckpoint(directory, identity);
  if (solved) throw new InputError(`${directory} holds a solved search and parts besides`, 'remove the parts', 'merge');
  const mine = at === null ? part : { ...part, threshold: at.threshold, first: at.prefix, splitDepth: at.splitDepth };
  const parts = roundParts(directory, identity, mine);
  const { of } = part.shard;
  const missing = missingShards(of, (index) => parts.some(({ shard }) => shard.index === index));
  if (missing.length > 0)
    throw new InputError(
      `${directory}: ${missing.length === 1 ? 'part' : 'parts'} ${shardRuns(missing)} of ${of} of the round of bound ${mine.threshold} missing`,
      'run those shards',
      'merge',
    );
  const joined = joinRound(directory, identity, at, parts);
  // A shard stopped while joining leaves its claim: this join stands in for it.
  rmSync(join(directory, joinClaim(mine.threshold)), { recursive: true, force: true });
  return { threshold: mine.threshold, of, solved: 'result' in joined, nextThreshold: 'next' in joined ? joined.next.threshold : null };
}

/** Joins a round's parts: the answer or the next round saved in the folder, the parts removed. */
function joinRound(directory: string, identity: IdaIdentity, at: IdaCheckpoint | null, parts: IdaRoundPart[]): ReturnType<typeof joinIdaRound> {
  let joined: ReturnType<typeof joinIdaRound>;
  try {
    joined = joinIdaRound(at, parts);
  } catch (error) {
    if (error instanceof MismatchedPartsError)
      throw new InputError(`the parts in ${directory} do not join: ${error.message}`, 'remove them and run the shards again', 'checkpoint');
    throw error;
  }
  if ('result' in joined) saveIdaCheckpoint(directory, identity, at, joined.result);
  else saveIdaCheckpoint(directory, identity, joined.next);
  for (const part of parts) rmSync(join(directory, partFile(part, part.found !== null)), { force: true });
  return joined;
}

const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null);

const partNames = (directory: string) =>
  readdirSync(directory)
    .filter((name) => PART_FILE.test(name))
    .sort();

/** A part file's search and part; null where another shard's join removed it since the folder was listed. */
function readPart(directory: string, name: string): { identity: IdaIdentity; format: unknown; part: IdaRoundPart } | null {
  const remedy = `remove ${join(directory, name)} and run its shard again`;
  const saved = readCheckpointFile(directory, name, remedy) as { format: unknown; identity: IdaIdentity; part: unknown } | null;
  if (saved === null) return null;
  if (typeof saved !== 'object' || !isPart(saved.part)) throw new InputError(`the part ${name} in ${directory} is damaged`, remedy, 'checkpoint');
  const { part } = saved;
  return {
    identity: saved.identity,
    format: saved.format,
    part: {
      ...part,
      nextThreshold: part.nextThreshold ?? Number.POSITIVE_INFINITY,
      above: { ...part.above, nextThreshold: part.above.nextThreshold ?? Number.POSITIVE_INFINITY },
    },
  };
}

/**
 * The parts in the folder of the same search, shard count and round as `mine` (others, older
 * rounds' say, are passed over); with `goals`, only those that found a goal.
 */
function roundParts(
  directory: string,
  identity: IdaIdentity,
  mine: Pick<IdaRoundPart, 'shard' | 'threshold' | 'first' | 'splitDepth'>,
  goals = false,
): IdaRoundPart[] {
  const parts: IdaRoundPart[] = [];
  for (const name of partNames(directory)) {
    if (!name.startsWith(`ida-round-${mine.threshold}-part-`) || (goals && !name.endsWith('-goal.json'))) continue;
    const read = readPart(directory, name);
    if (read === null || read.format !== FORMAT || JSON.stringify(read.identity) !== JSON.stringify(identity)) continue;
    const { part } = read;
    if (part.shard.of !== mine.shard.of || part.threshold !== mine.threshold || part.first !== mine.first || part.splitDepth !== mine.splitDepth) continue;
    parts.push(part);
  }
  return parts;
}

const whole = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const record = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const moveList = (value: unknown) => Array.isArray(value) && value.every(whole);
const counts = (value: unknown): value is Record<string, unknown> => record(value) && whole(value.generated) && whole(value.expanded);

function isCheckpoint(at: unknown): at is IdaCheckpoint {
  if (!record(at)) return false;
  return (
    ['threshold', 'splitDepth', 'prefix', 'generated', 'expanded'].every((key) => whole(at[key])) &&
    (at.splitDepth as number) >= 1 &&
    (at.splitDepth as number) <= MAX_SPLIT_DEPTH &&
    (at.nextThreshold === null || whole(at.nextThreshold))
  );
}

function isSolved(solved: unknown): solved is { moves: number[] | null; generated: number; expanded: number } {
  return counts(solved) && (solved.moves === null || moveList(solved.moves));
}

type SavedPart = Omit<IdaRoundPart, 'nextThreshold' | 'above'> & {
  nextThreshold: number | null;
  above: { generated: number; expanded: number; nextThreshold: number | null };
};

function isPart(part: unknown): part is SavedPart {
  if (!record(part) || !record(part.shard) || !record(part.above)) return false;
  const { shard, above, found, searched } = part;
  return (
    whole(shard.index) &&
    whole(shard.of) &&
    (shard.index as number) >= 1 &&
    (shard.index as number) <= (shard.of as number) &&
    ['threshold', 'splitDepth', 'first', 'count'].every((key) => whole(part[key])) &&
    Array.isArray(searched) &&
    searched.length % 3 === 0 &&
    searched.every(whole) &&
    (part.nextThreshold === null || whole(part.nextThreshold)) &&
    counts(above) &&
    (above.nextThreshold === null || whole(above.nextThreshold)) &&
    (found === null || (record(found) && whole(found.prefix) && moveList(found.moves) && counts(found.before)))
  );
}
