import type { TileGeometry } from '../geometry.js';
import { LinearConflict, ManhattanDistance, type DatabaseRecipe, type HeuristicRecipe, type TileHeuristic } from '../heuristics.js';
import { partitionName, type Partition } from './partitions.js';
import { PatternDatabase } from './pattern-database.js';
import { PatternDatabaseHeuristic } from './pattern-heuristic.js';
import { PositionalPatternHeuristic } from './positional-heuristic.js';

/**
 * The bound of a partition's databases (those built, in partition order): the ranked layout's
 * heuristic recomputes a rank per move, the positional one updates its indexes by table.
 */
export function patternHeuristic(geometry: TileGeometry, partition: Partition, databases: PatternDatabase[]): TileHeuristic {
  const name = partitionName(partition);
  if (databases.some((database) => database.sparse)) return new PositionalPatternHeuristic(geometry, partition, databases, name);
  // The transposed lookup needs a square board (the goal's blank sits on the diagonal).
  return new PatternDatabaseHeuristic(geometry, databases, name, geometry.rows === geometry.cols);
}

const databaseOf = ({ rows, cols, tiles, nibbles }: DatabaseRecipe) => new PatternDatabase(rows, cols, tiles, nibbles);

/** A heuristic made again from its recipe (in a worker thread). */
export function heuristicOf(geometry: TileGeometry, recipe: HeuristicRecipe): TileHeuristic {
  switch (recipe.kind) {
    case 'manhattan':
      return new ManhattanDistance(geometry);
    case 'linear-conflict':
      return new LinearConflict(geometry);
    case 'ranked-pdb':
      return new PatternDatabaseHeuristic(geometry, recipe.databases.map(databaseOf), recipe.name, recipe.reflect);
    case 'positional-pdb':
      return new PositionalPatternHeuristic(geometry, recipe.partition, recipe.databases.map(databaseOf), recipe.name);
  }
}
