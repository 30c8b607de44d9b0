import type { DenseSpace } from '../../search/space.js';
import type { DenseIndex, DenseRecipe } from '../dense-index.js';
import { HanoiSpace } from './hanoi-space.js';

/** Hanoi's states are already their own dense index. */
export function hanoiIndex(space: HanoiSpace): DenseIndex {
  return { space, recipe: { kind: 'hanoi', discs: space.discs, pegs: space.pegs }, indexOf: (state) => state, stateOf: (index) => index };
}

/** The Hanoi space a recipe of `hanoiIndex` describes. */
export const hanoiSpace = (recipe: DenseRecipe): DenseSpace => new HanoiSpace(Number(recipe.discs), Number(recipe.pegs));
