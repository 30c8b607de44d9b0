/** The library's requests and results: declared beside the puzzle families that fill them in. */
export type * from '../puzzles/types.js';
