import type { DenseSpace } from '../search/space.js';

/**
 * How a worker thread rebuilds a dense space: plain data that can be posted to it, `kind` naming
 * the family whose `denseSpace` reads it back.
 */
export interface DenseRecipe {
  readonly kind: string;
  readonly [parameter: string]: number | string;
}

/**
 * A dense indexing of the component `max` explores, which threads can share: the index of a
 * puzzle state and back. It may differ from the puzzle's own states (a tile board indexes one
 * parity class in n!/2, where the puzzle ranks all n! arrangements).
 */
export interface DenseIndex {
  space: DenseSpace;
  /** How worker threads rebuild the space; null where it is searched in one thread. */
  recipe: DenseRecipe | null;
  indexOf(state: number): number;
  stateOf(index: number): number;
}
