import type { SearchSpace, State } from '../../search/space.js';

/** A one-blank board's positions packed into numbers: what GraphPuzzle needs of its codec. */
export interface BoardCodec extends SearchSpace {
  readonly cells: number;
  encode(codes: ArrayLike<number>): State;
  decode(state: State): Uint8Array;
  blankOf(state: State): number;
  tokenAt(state: State, cell: number): number;
}
