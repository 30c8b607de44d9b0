import { InputError } from '../util/input-error.js';
import { addTally, emptyTally } from '../puzzles/census-tally.js';
export { joinSavedIdaRound } from '../puzzles/ida-checkpoint.js';
import type { Census, Count } from './types.js';
import { missingShards, shardRuns } from '../util/shard.js';

/**
 * The whole count from the counts of all N shards of one count: refused unless every part is a
 * shard of the same count (puzzle, size, placed queens, unique or not, N) and shards 1 … N are
 * there exactly once. `where` names each part for the messages (a file and line).
 */
export function mergeCounts(parts: readonly { count: Count; where: string }[]): Count {
  if (parts.length === 0) throw new InputError('nothing to merge: no parts were given', undefined, 'merge');
  const first = parts[0]!;
  const kind = (count: Count) => JSON.stringify([count.puzzle, count.size, count.placed, count.unique === null, count.shard?.of ?? null]);
  for (const { count, where } of parts) {
    if (count.shard !== null && kind(count) !== kind(first.count))
      throw new InputError(`${where} is a shard of another count than ${first.where} (mixed inputs)`, undefined, 'merge');
  }
  checkShards(
    parts.map(({ count, where }) => ({ shard: count.shard, where })),
    'count',
  );
  const total = parts.reduce((sum, { count }) => sum + count.total, 0n);
  const unique = first.count.unique === null ? null : parts.reduce((sum, { count }) => sum + count.unique!, 0n);
  return { ...first.count, total, unique, shard: null };
}

/** The shard numbers `parts` hold, refused unless each of 1 … N is there exactly once. */
function checkShards(shards: readonly { shard: { index: number; of: number } | null; where: string }[], what: string): void {
  const first = shards[0]!;
  const seen = new Map<number, string>();
  for (const { shard, where } of shards) {
    if (shard === null) throw new InputError(`${where} is a whole ${what}, not a shard`, undefined, 'merge');
    if (shard.of !== first.shard!.of) throw new InputError(`${where} is a shard of another ${what} than ${first.where} (mixed inputs)`, undefined, 'merge');
    const earlier = seen.get(shard.index);
    if (earlier !== undefined) throw new InputError(`shard ${shard.index}/${shard.of} is given twice (${earlier} and ${where})`, undefined, 'merge');
    seen.set(shard.index, where);
  }
  const of = first.shard!.of;
  const missing = missingShards(of, (index) => seen.has(index));
  if (missing.length > 0) throw new InputError(`${missing.length === 1 ? 'shard' : 'shards'} ${shardRuns(missing)} of ${of} missing`, undefined, 'merge');
}

/**
 * The whole census from the censuses of all N shards of it: totals and histograms added up, the
 * largest group and the `top` hardest taken from the parts' (each part lists its own hardest, so
 * the whole's are among them, if each part listed at least `top` or all it had).
 */
export function mergeCensuses(parts: readonly { census: Census; where: string }[], top: number): Census {
  if (parts.length === 0) throw new InputError('nothing to merge: no parts were given', undefined, 'merge');
  const first = parts[0]!;
  for (const { census, where } of parts) {
    if (census.census !== first.census.census || census.metric !== first.census.metric)
      throw new InputError(`${where} is a shard of another census than ${first.where} (mixed inputs)`, undefined, 'merge');
    if (census.top.length < Math.min(top, census.solvableGroups))
      throw new InputError(
        `${where} lists only its ${census.top.length} hardest groups: merge with --top ${census.top.length}, or rerun the shards with --top ${top}`,
        undefined,
        'merge',
      );
  }
  checkShards(
    parts.map(({ census, where }) => ({ shard: census.shard, where })),
    'census',
  );
  const totals = emptyTally(
    parts.reduce((sum, { census }) => sum + census.pieceSets, 0),
    parts.every(({ census }) => census.minimalGroups !== undefined),
  );
  for (const { census } of parts) addTally(totals, census, top);
  return {
    census: first.census.census,
    title: first.census.title,
    metric: first.census.metric,
    ...totals,
    shard: null,
    milliseconds: parts.reduce((total, { census }) => total + census.milliseconds, 0),
  };
}
