import type { DenseSpace } from '../../search/space.js';
import type { DenseIndex, DenseRecipe } from '../dense-index.js';
import { TileHalfSpace } from './half-space.js';

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

/** The tile half-space a recipe of `tilesIndex` describes. */
export const tilesSpace = (recipe: DenseRecipe): DenseSpace => new TileHalfSpace(Number(recipe.rows), Number(recipe.cols), Number(recipe.parityAtTop));
