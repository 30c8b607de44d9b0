import { TileGeometry } from './geometry.js';
import { automatonOf } from './move-pruning.js';
import { heuristicOf } from './pdb/heuristic-recipe.js';
import type { HeuristicRecipe } from './heuristics.js';
import { TileKernel } from './kernel/tile-kernel.js';
import { PositionalPatternHeuristic } from './pdb/positional-heuristic.js';
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

/**
 * The recipe's walker; given the compiled search's module (`kernel`), one that searches with it
 * where its bound is positional pattern databases (the module knows no other).
 */
export function walkerOf(recipe: WalkerRecipe, kernel: Uint8Array | null = null): TileWalker {
  return walkersOf(recipe, kernel)(recipe.start);
}

/** Walkers from any start with the recipe's board, bound and pruning, which are made once (with the module, one walker at a time: each new one stands it on its start). */
export function walkersOf(
  { rows, cols, heuristic, pruning }: Omit<WalkerRecipe, 'start'>,
  kernel: Uint8Array | null = null,
): (start: ArrayLike<number>) => TileWalker {
  const geometry = new TileGeometry(rows, cols);
  const bound = heuristicOf(geometry, heuristic);
  const automaton = automatonOf(pruning);
  const compiled = kernel && bound instanceof PositionalPatternHeuristic ? new TileKernel(kernel, geometry, bound.tables, pruning) : null;
  return (start) => new TileWalker(geometry, bound, start, automaton, compiled);
}
