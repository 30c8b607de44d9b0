import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { joinIdaRound } from '../../src/search/ida-round-join.js';
import type { IdaCheckpoint, IdaRoundPart } from '../../src/search/parallel-ida-star.js';
import { IDA_WORKER, searchSharedStart } from './shard-search.js';

// A search of some rounds, three shards a round: a few seconds, so in the slow suite.
describe.runIf(existsSync(IDA_WORKER))('IDA* rounds shared by shards', () => {
  const search = searchSharedStart;

  it('joined round by round, give the path and counts of one search', async () => {
    const whole = await search({});
    let at: IdaCheckpoint | null = null;
    let rounds = 0;
    for (;;) {
      rounds++;
      const parts: IdaRoundPart[] = [];
      // Shards run in any order: the join does not depend on it. Each hears of the goals the ones before it found.
      const goalKnown = () => Math.min(Number.POSITIVE_INFINITY, ...parts.flatMap(({ found }) => (found ? [found.prefix] : [])));
      for (const index of [3, 1, 2]) {
        const shard = await search({ shard: { index, of: 3, goalKnown }, checkpoint: { resume: at, save: () => {}, interval: Number.POSITIVE_INFINITY } });
        expect(shard.part?.shard).toEqual({ index, of: 3 });
        parts.push(shard.part!);
      }
      const joined = joinIdaRound(at, parts);
      if ('result' in joined) {
        expect(joined.result).toEqual(whole);
        // Each shard searched nothing past the least goal the shards before it had found (they may find earlier ones).
        expect(parts.slice(0, -1).some(({ found }) => found !== null)).toBe(true);
        parts.forEach(({ searched }, k) => {
          const known = Math.min(Number.POSITIVE_INFINITY, ...parts.slice(0, k).flatMap(({ found }) => (found ? [found.prefix] : [])));
          expect(searched.filter((_, i) => i % 3 === 0).every((prefix) => prefix < known)).toBe(true);
        });
        break;
      }
      expect(joined.next.threshold).toBeGreaterThan(parts[0]!.threshold);
      at = joined.next;
    }
    expect(rounds).toBeGreaterThan(2);
    expect(whole.moves!.length).toBeGreaterThan(30);
  }, 60_000);
});
