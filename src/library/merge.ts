import { InputError } from '../util/input-error.js';
import type { Count } from './types.js';

/**
 * The whole count from the counts of all N shards of one count: refused unless every part is a
 * shard of the same count (puzzle, size, placed queens, unique or not, N) and shards 1 … N are
 * there exactly once. `where` names each part for the messages (a file and line).
 */
export function mergeCounts(parts: readonly { count: Count; where: string }[]): Count {
  if (parts.length === 0) throw new InputError('nothing to merge: no parts were given', undefined, 'merge');
  const first = parts[0]!;
  const kind = (count: Count) => JSON.stringify([count.puzzle, count.size, count.placed, count.unique === null, count.shard?.of ?? null]);
  const seen = new Map<number, string>();
  for (const { count, where } of parts) {
    if (count.shard === null) throw new InputError(`${where} is a whole count, not a shard`, undefined, 'merge');
    if (kind(count) !== kind(first.count)) throw new InputError(`${where} is a shard of another count than ${first.where} (mixed inputs)`, undefined, 'merge');
    const earlier = seen.get(count.shard.index);
    if (earlier !== undefined)
      throw new InputError(`shard ${count.shard.index}/${count.shard.of} is given twice (${earlier} and ${where})`, undefined, 'merge');
    seen.set(count.shard.index, where);
  }
  const of = first.count.shard!.of;
  const missing = Array.from({ length: of }, (_, i) => i + 1).filter((index) => !seen.has(index));
  if (missing.length > 0) {
    const listed = missing.slice(0, 10).join(', ') + (missing.length > 10 ? ', …' : '');
    throw new InputError(`${missing.length === 1 ? 'shard' : 'shards'} ${listed} of ${of} missing`, undefined, 'merge');
  }
  const total = parts.reduce((sum, { count }) => sum + count.total, 0n);
  const unique = first.count.unique === null ? null : parts.reduce((sum, { count }) => sum + count.unique!, 0n);
  return { ...first.count, total, unique, shard: null };
}
