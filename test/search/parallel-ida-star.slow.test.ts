import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LinearConflict } from '../../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../../src/puzzles/tiles/solver.js';
import { joinIdaRound } from '../../src/search/ida-round-join.js';
import { type IdaCheckpoint, type IdaRoundPart, parallelIdaStar } from '../../src/search/parallel-ida-star.js';

// The built worker: worker threads run bundled files (npm test builds first).
const WORKER = fileURLToPath(new URL('../../dist/lib/ida-worker.cjs', import.meta.url));

// A search of some rounds, three shards a round: a few seconds, so in the slow suite.
/** A shorter start (slide random 24puzzle --moves 44 --seed 2), still some rounds. */
const SHARED_START = [1, 4, 7, 5, 0, 6, 2, 8, 24, 9, 11, 12, 15, 14, 3, 16, 17, 13, 19, 10, 21, 22, 18, 20, 23];

describe.runIf(existsSync(WORKER))('IDA* rounds shared by shards', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const heuristic = new LinearConflict(board.geometry);
  const start = Uint8Array.from(SHARED_START);
  const search = (limits: Parameters<typeof parallelIdaStar>[2]) =>
    parallelIdaStar(board.walker(start, heuristic), { file: WORKER, threads: 1, recipe: board.recipe(start, heuristic) }, limits);

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
        // The shards after the one that found the goal searched nothing past it.
        const goal = Math.min(...parts.flatMap(({ found }) => (found ? [found.prefix] : [])));
        const after = parts.slice(parts.findIndex(({ found }) => found !== null) + 1);
        for (const { searched } of after) expect(searched.filter((_, i) => i % 3 === 0).every((prefix) => prefix < goal)).toBe(true);
        break;
      }
      expect(joined.next.threshold).toBeGreaterThan(parts[0]!.threshold);
      at = joined.next;
    }
    expect(rounds).toBeGreaterThan(2);
    expect(whole.moves!.length).toBeGreaterThan(30);
  }, 60_000);
});
