/**
 * slide as a library: shortest solutions, hardest positions and solution counts of sliding
 * puzzles and friends. The CLI is a thin shell over these calls.
 */
export { listPuzzles, describe, loadPuzzle } from './library/catalogue.js';
export { census, censusNames } from './library/census.js';
export { CensusDatabase } from './library/census-database.js';
export { count } from './library/count.js';
export {
  InputError,
  MemoryLimitError,
  MissingDatabaseError,
  NoSolutionError,
  StateLimitError,
  UnknownPuzzleError,
  UnsupportedSearchError,
} from './library/errors.js';
export { explore } from './library/explore.js';
export { prepare } from './library/prepare.js';
export { randomStarts } from './library/random.js';
export { countMoves, createSolver, readsLargeTables, solve } from './library/solve.js';
export { verify } from './library/verify.js';
export { mergeCensuses, mergeCounts } from './library/merge.js';
export type { CheckedStart, Solver } from './library/solver.js';
export type * from './puzzles/types.js';
export type { BoardView, Goal, Puzzle } from './puzzles/puzzle.js';
export type { Definition, Family, Shufflable } from './puzzles/family.js';
export type { PuzzleSolver, PreparedSolve } from './puzzles/solver.js';
export { registerFamily } from './puzzles/families.js';
export { searchFamily } from './puzzles/search-family.js';
export type { SearchSpace, State } from './search/space.js';
