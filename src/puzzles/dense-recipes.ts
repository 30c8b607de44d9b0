import type { DenseSpace } from '../search/space.js';
import { HanoiSpace } from './hanoi/hanoi-space.js';
import { TileHalfSpace } from './tiles/half-space.js';

/** How a worker thread rebuilds a dense space: plain data that can be posted to it. */
export type DenseRecipe = { kind: 'tiles'; rows: number; cols: number; parityAtTop: number } | { kind: 'hanoi'; discs: number; pegs: number };

export function denseSpaceOf(recipe: DenseRecipe): DenseSpace {
  return recipe.kind === 'tiles' ? new TileHalfSpace(recipe.rows, recipe.cols, recipe.parityAtTop) : new HanoiSpace(recipe.discs, recipe.pegs);
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

/** A tile board's half-space index for the class of `root`; `codec` reads and writes the puzzle's states. */
export function tilesIndex(
  rows: number,
  cols: number,
  codec: { decode(state: number): Uint8Array; encode(board: ArrayLike<number>): number },
  root: number,
): DenseIndex {
  const parityAtTop = TileHalfSpace.classOf(cols, codec.decode(root));
  const space = new TileHalfSpace(rows, cols, parityAtTop);
  return {
    space,
    recipe: { kind: 'tiles', rows, cols, parityAtTop },
    indexOf: (state) => space.indexOf(codec.decode(state)),
    stateOf: (index) => codec.encode(space.boardOf(index)),
  };
}

/** Hanoi's states are already their own dense index. */
export function hanoiIndex(space: HanoiSpace): DenseIndex {
  return { space, recipe: { kind: 'hanoi', discs: space.discs, pegs: space.pegs }, indexOf: (state) => state, stateOf: (index) => index };
}
