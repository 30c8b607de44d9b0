import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LinearConflict } from '../../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../../src/puzzles/tiles/solver.js';
import { StateLimitError } from '../../src/search/errors.js';
import { joinIdaRound, MismatchedPartsError } from '../../src/search/ida-round-join.js';
import type { PrefixOrder } from '../../src/search/ida-round-list.js';
import { type IdaCheckpoint, type IdaRoundPart, parallelIdaStar } from '../../src/search/parallel-ida-star.js';
import { PROGRESS_MASK } from '../../src/search/space.js';
import { FIFTY_MOVE_START, IDA_WORKER, searchSharedStart } from './shard-search.js';

describe.runIf(existsSync(IDA_WORKER))('IDA* on worker threads, saved and resumed', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const heuristic = new LinearConflict(board.geometry);
  const start = Uint8Array.from(FIFTY_MOVE_START);
  const run = (order: PrefixOrder, checkpoint: { resume: IdaCheckpoint | null; save: (at: IdaCheckpoint) => void; interval: number }) =>
    parallelIdaStar(board.walker(start, heuristic), { file: IDA_WORKER, threads: 2, recipe: board.recipe(start, heuristic) }, { checkpoint, order });

  it.each<PrefixOrder>(['depth-first', 'least-bound-first'])(
    'gives (%s), from any checkpoint it saved (mid-round ones included), the path and counts of the run never stopped',
    async (order) => {
      const saved: IdaCheckpoint[] = [];
      const whole = await run(order, { resume: null, save: (at) => saved.push({ ...at }), interval: 0 });
      expect(whole.moves).toHaveLength(50);
      const midRound = saved.filter((at) => at.prefix > 0);
      expect(midRound.length).toBeGreaterThan(0);
      // Round ends save the next round's start: prefix 0, counts of every round before.
      expect(saved.some((at) => at.prefix === 0 && at.generated > 0)).toBe(true);
      for (const resume of [midRound[0]!, midRound.at(-1)!, saved.find((at) => at.prefix === 0)!]) {
        const resumed = await run(order, { resume, save: () => {}, interval: Number.POSITIVE_INFINITY });
        expect(resumed).toEqual(whole);
      }
    },
    60_000,
  );
});

// A search of some rounds, three shards a round: a few seconds, so in the slow suite.
describe.runIf(existsSync(IDA_WORKER))('IDA* rounds shared by shards', () => {
  const search = searchSharedStart;

  it('are refused when a shard is missing, doubled or of another round', async () => {
    const parts = await Promise.all([1, 2].map(async (index) => (await search({ shard: { index, of: 2 } })).part!));
    expect(() => joinIdaRound(null, parts.slice(0, 1))).toThrow(MismatchedPartsError);
    expect(() => joinIdaRound(null, [parts[0]!, parts[0]!])).toThrow(MismatchedPartsError);
    const other = { ...parts[1]!, threshold: parts[1]!.threshold + 2 };
    expect(() => joinIdaRound(null, [parts[0]!, other])).toThrow(MismatchedPartsError);
    expect('next' in joinIdaRound(null, parts)).toBe(true);
  }, 60_000);

  it("say what each shard's own search made of the joined count: its prefixes and the walk above the split", async () => {
    let at: IdaCheckpoint | null = null;
    let bothSearched = false;
    for (;;) {
      const checkpoint = { resume: at, save: () => {}, interval: Number.POSITIVE_INFINITY };
      const parts = await Promise.all([1, 2].map(async (index) => (await search({ shard: { index, of: 2 }, checkpoint })).part!));
      const joined = joinIdaRound(at, parts);
      if (!('next' in joined)) break;
      // Each share is the walk above the split, which every shard makes, and the shard's own prefixes below it.
      const above = parts[0]!.above.generated;
      const [one, two] = [1, 2].map((index) => joined.shares.get(index)!.generated - above);
      expect(above + one! + two!).toBe(joined.next.generated - (at?.generated ?? 0));
      bothSearched ||= one! > 0 && two! > 0;
      at = joined.next;
    }
    expect(bothSearched).toBe(true);
  }, 60_000);

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

describe.runIf(existsSync(IDA_WORKER))('IDA* with the prefixes of a round least bound first', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const heuristic = new LinearConflict(board.geometry);
  const start = Uint8Array.from(FIFTY_MOVE_START);

  it('finds a legal shortest path, the same moves and counts on one thread as on two', async () => {
    const search = (order: PrefixOrder, threads: number) =>
      parallelIdaStar(board.walker(start, heuristic), { file: IDA_WORKER, threads, recipe: board.recipe(start, heuristic) }, { order });
    const [depthFirst, one, two] = await Promise.all([search('depth-first', 2), search('least-bound-first', 1), search('least-bound-first', 2)]);
    expect(two).toEqual(one);
    expect(one.moves).toHaveLength(depthFirst.moves!.length);
    const end = board.replay(start, one.moves!).at(-1)!;
    expect(board.format(end)).toBe(board.format(board.goal));
  }, 60_000);
});

describe.runIf(existsSync(IDA_WORKER))('IDA* on worker threads with a node cap', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const heuristic = new LinearConflict(board.geometry);
  const start = Uint8Array.from(FIFTY_MOVE_START);

  it('stops within a few progress ticks of the cap, whatever the time between reports', async () => {
    // The whole search expands some 325,000 nodes, so this cap stops it before its goal.
    const maxStates = 100_000;
    const seen: number[] = [];
    const search = parallelIdaStar(
      board.walker(start, heuristic),
      { file: IDA_WORKER, threads: 2, recipe: board.recipe(start, heuristic) },
      { maxStates, onProgress: ({ expanded }) => seen.push(expanded) },
    );
    await expect(search).rejects.toBeInstanceOf(StateLimitError);
    // The workers check the cap every PROGRESS_MASK + 1 nodes each, and each may be one check behind the other.
    const lastSeen = seen.at(-1)!;
    expect(lastSeen).toBeGreaterThanOrEqual(maxStates);
    expect(lastSeen).toBeLessThanOrEqual(maxStates + 4 * (PROGRESS_MASK + 1));
  }, 60_000);
});
