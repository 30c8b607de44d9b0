import { fileURLToPath } from 'node:url';
import { LinearConflict } from '../../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../../src/puzzles/tiles/solver.js';
import { parallelIdaStar } from '../../src/search/parallel-ida-star.js';

/** The built worker: worker threads run bundled files (npm test builds first). */
export const IDA_WORKER = fileURLToPath(new URL('../../dist/lib/ida-worker.cjs', import.meta.url));

/** A 24-puzzle start 50 moves from the goal, a few rounds of linear conflict (slide random 24puzzle --moves 60 --seed 1). */
export const FIFTY_MOVE_START = [1, 2, 10, 14, 9, 7, 6, 11, 5, 4, 22, 21, 3, 8, 13, 16, 0, 17, 19, 15, 23, 18, 12, 24, 20];

/** A 24-puzzle start of some rounds under linear conflict (slide random 24puzzle --moves 44 --seed 2). */
const SHARED_START = [1, 4, 7, 5, 0, 6, 2, 8, 24, 9, 11, 12, 15, 14, 3, 16, 17, 13, 19, 10, 21, 22, 18, 20, 23];

/** Its IDA* on one worker thread, as a shard runs it: give `shard` (and a checkpoint) in the limits for a shard's part. */
export function searchSharedStart(limits: Parameters<typeof parallelIdaStar>[2]): ReturnType<typeof parallelIdaStar> {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const heuristic = new LinearConflict(board.geometry);
  const start = Uint8Array.from(SHARED_START);
  return parallelIdaStar(board.walker(start, heuristic), { file: IDA_WORKER, threads: 1, recipe: board.recipe(start, heuristic) }, limits);
}
