/**
 * Every error the library raises carries data; front ends word it (the CLI maps each class to an
 * exit code and `field` to its option).
 */
export { InputError } from '../util/input-error.js';
export { isAllocationFailure, MemoryLimitError, StateLimitError } from '../search/errors.js';
export { UnsupportedSearchError } from '../search/algorithms.js';

export { NoSolutionError } from '../puzzles/no-solution.js';
export { MissingDataError, UnknownPuzzleError } from '../puzzles/registry.js';
export { MissingDatabaseError } from '../puzzles/tiles/in-place-solver.js';
export { UnfinishedRoundError } from '../puzzles/ida-checkpoint.js';
