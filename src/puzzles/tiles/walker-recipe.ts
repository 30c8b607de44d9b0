import { TileGeometry } from './geometry.js';
import { automatonOf } from './move-pruning.js';
import { heuristicOf } from './pdb/heuristic-recipe.js';
import type { HeuristicRecipe } from './heuristics.js';
import { TileWalker } from './tile-walker.js';

/** A tile walk as plain data: what a worker thread of a parallel IDA* makes its own walker from. */
export interface WalkerRecipe {
  rows: number;
  cols: number;
  start: number[];
  heuristic: HeuristicRecipe;
  /** The table of the machine of pruned move strings (see move-pruning.ts). */
  pruning: Int32Array;
}

export function walkerOf({ rows, cols, start, heuristic, pruning }: WalkerRecipe): TileWalker {
  const geometry = new TileGeometry(rows, cols);
  return new TileWalker(geometry, heuristicOf(geometry, heuristic), start, automatonOf(pruning));
}
