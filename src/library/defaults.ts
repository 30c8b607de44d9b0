import { CACHE_FOLDER_ORDER } from '../store/cache-folder.js';
import { IN_PLACE_PAST_CELLS, PARALLEL_CELLS } from '../puzzles/tiles/in-place-solver.js';
import { TILE_HEURISTICS } from '../puzzles/tiles/solver.js';
import { ALGORITHM_NAMES } from '../search/algorithms.js';
import { PREFIX_ORDERS } from '../search/ida-round-list.js';
import { DEFAULT_MAX_STATES } from '../search/errors.js';
import { BEAM_WIDTH } from '../search/beam.js';

/**
 * The library's choices and defaults, for front ends to show (help texts read them here, so
 * they cannot drift from what the library does).
 */
export { ALGORITHM_NAMES, BEAM_WIDTH, CACHE_FOLDER_ORDER, DEFAULT_MAX_STATES, PREFIX_ORDERS, TILE_HEURISTICS };

/** A board's side for a number of cells, as people say it: 9 → `3×3`. */
const square = (cells: number) => `${Math.sqrt(cells)}×${Math.sqrt(cells)}`;

/** Tile boards past this size are solved by IDA* in place unless told otherwise. */
export const IN_PLACE_PAST = square(IN_PLACE_PAST_CELLS);
/** Tile boards from this size search on every core unless told otherwise. */
export const PARALLEL_FROM = square(PARALLEL_CELLS);
