import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LinearConflict } from '../../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../../src/puzzles/tiles/solver.js';
import { joinIdaRound, MismatchedPartsError } from '../../src/search/ida-round-join.js';
import { type IdaCheckpoint, parallelIdaStar } from '../../src/search/parallel-ida-star.js';

// The built worker: worker threads run bundled files (npm test builds first).
const WORKER = fileURLToPath(new URL('../../dist/lib/ida-worker.cjs', import.meta.url));

/** A 24-puzzle start 50 moves from the goal, a few rounds of linear conflict (slide random 24puzzle --moves 60 --seed 1). */
const START = [1, 2, 10, 14, 9, 7, 6, 11, 5, 4, 22, 21, 3, 8, 13, 16, 0, 17, 19, 15, 23, 18, 12, 24, 20];

describe.runIf(existsSync(WORKER))('IDA* on worker threads, saved and resumed', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const heuristic = new LinearConflict(board.geometry);
  const start = Uint8Array.from(START);
  const run = (checkpoint: { resume: IdaCheckpoint | null; save: (at: IdaCheckpoint) => void; interval: number }) =>
    parallelIdaStar(board.walker(start, heuristic), { file: WORKER, threads: 2, recipe: board.recipe(start, heuristic) }, { checkpoint });

  it('gives, from any checkpoint it saved (mid-round ones included), the path and counts of the run never stopped', async () => {
    const saved: IdaCheckpoint[] = [];
    const whole = await run({ resume: null, save: (at) => saved.push({ ...at }), interval: 0 });
    expect(whole.moves).toHaveLength(50);
    const midRound = saved.filter((at) => at.prefix > 0);
    expect(midRound.length).toBeGreaterThan(0);
    // Round ends save the next round's start: prefix 0, counts of every round before.
    expect(saved.some((at) => at.prefix === 0 && at.generated > 0)).toBe(true);
    for (const resume of [midRound[0]!, midRound.at(-1)!, saved.find((at) => at.prefix === 0)!]) {
      const resumed = await run({ resume, save: () => {}, interval: Number.POSITIVE_INFINITY });
      expect(resumed).toEqual(whole);
    }
  }, 60_000);
});

/** A shorter start (slide random 24puzzle --moves 44 --seed 2), still some rounds. */
const SHARED_START = [1, 4, 7, 5, 0, 6, 2, 8, 24, 9, 11, 12, 15, 14, 3, 16, 17, 13, 19, 10, 21, 22, 18, 20, 23];

describe.runIf(existsSync(WORKER))('IDA* rounds shared by shards', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const heuristic = new LinearConflict(board.geometry);
  const start = Uint8Array.from(SHARED_START);
  const search = (limits: Parameters<typeof parallelIdaStar>[2]) =>
    parallelIdaStar(board.walker(start, heuristic), { file: WORKER, threads: 1, recipe: board.recipe(start, heuristic) }, limits);

  it('are refused when a shard is missing, doubled or of another round', async () => {
    const parts = await Promise.all([1, 2].map(async (index) => (await search({ shard: { index, of: 2 } })).part!));
    expect(() => joinIdaRound(null, parts.slice(0, 1))).toThrow(MismatchedPartsError);
    expect(() => joinIdaRound(null, [parts[0]!, parts[0]!])).toThrow(MismatchedPartsError);
    const other = { ...parts[1]!, threshold: parts[1]!.threshold + 2 };
    expect(() => joinIdaRound(null, [parts[0]!, other])).toThrow(MismatchedPartsError);
    expect('next' in joinIdaRound(null, parts)).toBe(true);
  }, 60_000);
});
