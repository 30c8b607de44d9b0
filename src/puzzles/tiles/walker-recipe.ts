import { TileGeometry } from './geometry.js';
import { automatonOf } from './move-pruning.js';
import { heuristicOf } from './pdb/heuristic-recipe.js';
import type { HeuristicRecipe } from './heuristics.js';
import { compiledSearch } from './kernel/tile-kernel.js';
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
  /** The round size (positions listed) from which a worker hands its searches to the compiled search (default in ida-worker.ts). */
  compileFrom?: number;
}

/**
 * The recipe's walker for a worker thread of IDA*, and `compile`, which hands its searches to the
 * compiled search in `module` from then on (called where the walker stands at its start): where
 * its bound is positional pattern databases (the module knows no other) and the module's memory
 * can be had. It says whether the walker now searches compiled.
 */
export function compilableWalkerOf(recipe: WalkerRecipe, module: Uint8Array | null): { walker: TileWalker; compile(): boolean } {
  const geometry = new TileGeometry(recipe.rows, recipe.cols);
  const bound = heuristicOf(geometry, recipe.heuristic);
  const walker = new TileWalker(geometry, bound, recipe.start, automatonOf(recipe.pruning));
  let compiled: boolean | null = null;
  const compile = () => {
    if (compiled === null) {
      const kernel = module && bound instanceof PositionalPatternHeuristic ? compiledSearch(module, geometry, bound.tables, recipe.pruning) : null;
      if (kernel) walker.searchCompiled(kernel);
      compiled = kernel !== null;
    }
    return compiled;
  };
  return { walker, compile };
}

/** Walkers from any start with the recipe's board, bound and pruning, which are made once. */
export function walkersOf({ rows, cols, heuristic, pruning }: Omit<WalkerRecipe, 'start'>): (start: ArrayLike<number>) => TileWalker {
  const geometry = new TileGeometry(rows, cols);
  const bound = heuristicOf(geometry, heuristic);
  const automaton = automatonOf(pruning);
  return (start) => new TileWalker(geometry, bound, start, automaton);
}
