import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LinearConflict } from '../../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../../src/puzzles/tiles/solver.js';
import { type IdaCheckpoint, parallelIdaStar } from '../../src/search/parallel-ida-star.js';

// The built worker: worker threads run bundled files (npm test builds first).
const WORKER = fileURLToPath(new URL('../../dist/lib/ida-worker.cjs', import.meta.url));

/** A 24-puzzle start 58 moves from the goal whose last rounds take a few seconds with linear conflict (slide random 24puzzle --moves 60 --seed 5). */
const START = [11, 2, 4, 5, 19, 1, 0, 3, 8, 9, 7, 17, 6, 12, 14, 21, 18, 13, 10, 23, 22, 20, 16, 24, 15];

describe.runIf(existsSync(WORKER))('IDA* on worker threads, saved and resumed', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const heuristic = new LinearConflict(board.geometry);
  const start = Uint8Array.from(START);
  const run = (checkpoint: { resume: IdaCheckpoint | null; save: (at: IdaCheckpoint) => void; interval: number }) =>
    parallelIdaStar(board.walker(start, heuristic), { file: WORKER, threads: 2, recipe: board.recipe(start, heuristic) }, { checkpoint });

  it('gives, from any checkpoint it saved (mid-round ones included), the path and counts of the run never stopped', async () => {
    const saved: IdaCheckpoint[] = [];
    const whole = await run({ resume: null, save: (at) => saved.push({ ...at }), interval: 0 });
    expect(whole.moves).toHaveLength(58);
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
