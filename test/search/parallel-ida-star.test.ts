import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LinearConflict } from '../../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../../src/puzzles/tiles/solver.js';
import { joinIdaRound, MismatchedPartsError } from '../../src/search/ida-round-join.js';
import { listRound, type PrefixOrder } from '../../src/search/ida-round-list.js';
import { type IdaCheckpoint, type IdaRound, parallelIdaStar, serveIdaRounds } from '../../src/search/parallel-ida-star.js';
import { PROGRESS_MASK } from '../../src/search/space.js';
import { IDA_WORKER, searchSharedStart } from './shard-search.js';

/** A 24-puzzle start 50 moves from the goal, a few rounds of linear conflict (slide random 24puzzle --moves 60 --seed 1). */
const START = [1, 2, 10, 14, 9, 7, 6, 11, 5, 4, 22, 21, 3, 8, 13, 16, 0, 17, 19, 15, 23, 18, 12, 24, 20];

describe.runIf(existsSync(IDA_WORKER))('IDA* on worker threads, saved and resumed', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const heuristic = new LinearConflict(board.geometry);
  const start = Uint8Array.from(START);
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

describe.runIf(existsSync(IDA_WORKER))('IDA* with the prefixes of a round least bound first', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const heuristic = new LinearConflict(board.geometry);
  const start = Uint8Array.from(START);

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
});

describe("a worker's progress", () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const start = Uint8Array.from(START);

  it('counts every prefix it has searched, though each ends before its first tick', () => {
    const space = board.walker(start, new LinearConflict(board.geometry));
    // A round of small subtrees, far below the start's 50 moves: no goal, no prefix lasts to a tick.
    const threshold = space.bound() + 6;
    const splitDepth = 4;
    const round = listRound(space, threshold, splitDepth);
    const prefixes = new SharedArrayBuffer(round.count * splitDepth);
    new Uint8Array(prefixes).set(round.moves);
    const task: IdaRound = {
      threshold,
      splitDepth,
      count: round.count,
      prefixes,
      bytesPerMove: 1,
      next: new SharedArrayBuffer(4),
      counts: new SharedArrayBuffer(24 * round.count),
      done: new SharedArrayBuffer(4 * round.count),
    };
    const control = new SharedArrayBuffer(4);
    new Int32Array(control)[0] = 0x7fffffff;
    const progress = new SharedArrayBuffer(16);
    let report: unknown = null;
    serveIdaRounds(space, { recipe: null, control, progress }, (handle) => {
      report = handle(task);
    });
    expect(report).toMatchObject({ found: null });
    const counts = new Float64Array(task.counts);
    let generated = 0;
    let expanded = 0;
    for (let at = 0; at < round.count; at++) {
      expect(counts[3 * at + 1]!).toBeLessThanOrEqual(PROGRESS_MASK);
      generated += counts[3 * at]!;
      expanded += counts[3 * at + 1]!;
    }
    expect(round.count).toBeGreaterThan(10);
    expect(generated).toBeGreaterThan(1000);
    expect(Array.from(new Float64Array(progress))).toEqual([generated, expanded]);
  });
});
