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

export function walkerOf(recipe: WalkerRecipe): TileWalker {
  return walkersOf(recipe)(recipe.start);
}

/** Walkers from any start with the recipe's board, bound and pruning, which are made once. */
export function walkersOf({ rows, cols, heuristic, pruning }: Omit<WalkerRecipe, 'start'>): (start: ArrayLike<number>) => TileWalker {
  const geometry = new TileGeometry(rows, cols);
  const bound = heuristicOf(geometry, heuristic);
  const automaton = automatonOf(pruning);
  return (start) => new TileWalker(geometry, bound, start, automaton);
}
