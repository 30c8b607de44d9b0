import type { NodeCounts } from './ida-round-list.js';
import type { InPlaceResult } from './ida-star-in-place.js';
import type { IdaCheckpoint, IdaRoundPart } from './parallel-ida-star.js';

/** Parts that are not the N shards of one round (another round, a shard twice or missing): never joined. */
export class MismatchedPartsError extends Error {}

/**
 * The round the checkpoint `at` stands in (null: the search's first), finished from the parts of all its shards, as one
 * search would finish it: the goal below the first prefix that has one, with the nodes of every
 * prefix before it, of that prefix up to the goal and above the split before it; or, without a
 * goal, the checkpoint of the next round (its bound the least f over this one's). `shares` says,
 * by shard index, what of the round's count each shard's own search made: its prefixes, and the
 * walk above the split that every shard makes.
 */
export function joinIdaRound(
  checkpoint: IdaCheckpoint | null,
  parts: readonly IdaRoundPart[],
): ({ result: InPlaceResult } | { next: IdaCheckpoint }) & { shares: Map<number, NodeCounts> } {
  const first = parts[0];
  if (!first) throw new MismatchedPartsError('no part');
  const at = checkpoint ?? {
    threshold: first.threshold,
    splitDepth: first.splitDepth,
    prefix: 0,
    generated: 0,
    expanded: 0,
    nextThreshold: Number.POSITIVE_INFINITY,
  };
  checkParts(at, parts);
  const goals = parts.flatMap(({ found }) => (found ? [found] : [])).sort((a, b) => a.prefix - b.prefix);
  const found = goals[0] ?? null;
  const last = found ? found.prefix : Number.POSITIVE_INFINITY;
  // The walk above the split, as far as the sequential search would count it.
  const above = found ? found.before : first.above;
  const stats = { generated: at.generated + above.generated, expanded: at.expanded + above.expanded };
  const shares = new Map<number, NodeCounts>();
  // A shard's counts reach its own first goal; those past the round's first goal are not the sequential search's.
  for (const { searched, shard } of parts) {
    const share = { generated: 0, expanded: 0 };
    for (let i = 0; i < searched.length; i += 3) {
      if (searched[i]! > last) break;
      share.generated += searched[i + 1]!;
      share.expanded += searched[i + 2]!;
    }
    stats.generated += share.generated;
    stats.expanded += share.expanded;
    shares.set(shard.index, { generated: share.generated + above.generated, expanded: share.expanded + above.expanded });
  }
  if (found) return { result: { moves: found.moves, stats }, shares };
  const threshold = Math.min(at.nextThreshold, first.above.nextThreshold, ...parts.map((part) => part.nextThreshold));
  if (threshold === Number.POSITIVE_INFINITY) return { result: { moves: null, stats }, shares };
  return { next: { threshold, splitDepth: at.splitDepth, prefix: 0, ...stats, nextThreshold: Number.POSITIVE_INFINITY }, shares };
}

function checkParts(at: IdaCheckpoint, parts: readonly IdaRoundPart[]): void {
  const { of } = parts[0]!.shard;
  const seen = new Set<number>();
  for (const part of parts) {
    const { shard } = part;
    if (part.threshold !== at.threshold || part.splitDepth !== at.splitDepth || part.first !== at.prefix || part.count !== parts[0]!.count)
      throw new MismatchedPartsError(`shard ${shard.index}/${shard.of} searched another round`);
    if (shard.of !== of || seen.has(shard.index)) throw new MismatchedPartsError(`shard ${shard.index}/${shard.of} does not belong with the others`);
    seen.add(shard.index);
  }
  if (seen.size !== of) throw new MismatchedPartsError(`${seen.size} of ${of} shards`);
}
