import type { SearchSpace, State } from '../../search/space.js';
import { DefinitionError } from '../definition-file.js';

const MAX_BITS = 53;

function bitsFor(values: number): number {
  return Math.max(1, Math.ceil(Math.log2(values)));
}

/**
 * One-blank boards packed into one number: the blank's cell in the low bits, then a fixed-width
 * token code per cell (the empty token is code 0, so the blank's own field is always zero).
 *
 * Sliding token t from cell j into the blank at b is then pure arithmetic on the number,
 *   next = state − t·w[j] + t·w[b] − b + j,
 * with no decoding of the board. All weights are powers of two below 2^53, so every step is exact.
 */
export class PackedBoard implements SearchSpace {
  readonly maxBranching: number;
  readonly cells: number;
  private readonly blankMask: number;
  private readonly tokenMask: number;
  /** w[j] = 2^(blank bits + token bits · j). */
  readonly weights: Float64Array;
  private readonly neighbourStart: Int32Array;
  private readonly neighbours: Int32Array;

  constructor(adjacency: readonly (readonly number[])[], tokenCount: number) {
    this.cells = adjacency.length;
    const blankBits = bitsFor(this.cells);
    const tokenBits = bitsFor(tokenCount);
    const bits = blankBits + tokenBits * this.cells;
    if (bits > MAX_BITS) {
      throw new DefinitionError('cells', `${this.cells} cells of ${tokenCount} kinds of token need ${bits} bits a state; at most ${MAX_BITS} fit`);
    }
    this.blankMask = 2 ** blankBits - 1;
    this.tokenMask = 2 ** tokenBits - 1;
    this.weights = Float64Array.from({ length: this.cells }, (_, cell) => 2 ** (blankBits + tokenBits * cell));
    this.neighbourStart = new Int32Array(this.cells + 1);
    adjacency.forEach((list, cell) => {
      this.neighbourStart[cell + 1] = this.neighbourStart[cell]! + list.length;
    });
    this.neighbours = Int32Array.from(adjacency.flat());
    this.maxBranching = Math.max(...adjacency.map((list) => list.length));
  }

  encode(codes: ArrayLike<number>): State {
    let state = 0;
    for (let cell = 0; cell < this.cells; cell++) {
      if (codes[cell] === 0) state += cell;
      else state += codes[cell]! * this.weights[cell]!;
    }
    return state;
  }

  decode(state: State): Uint8Array {
    const codes = new Uint8Array(this.cells);
    for (let cell = 0; cell < this.cells; cell++) codes[cell] = this.tokenAt(state, cell);
    return codes;
  }

  blankOf(state: State): number {
    return (state >>> 0) & this.blankMask;
  }

  tokenAt(state: State, cell: number): number {
    // `>>> 0` keeps the low 32 bits exactly; `%` on a number past 2^31 would be a slow fmod.
    return (Math.floor(state / this.weights[cell]!) >>> 0) & this.tokenMask;
  }

  successors(state: State, out: Float64Array): number {
    const blank = (state >>> 0) & this.blankMask;
    const weights = this.weights;
    const blankWeight = weights[blank]!;
    const end = this.neighbourStart[blank + 1]!;
    let count = 0;
    for (let k = this.neighbourStart[blank]!; k < end; k++) {
      const cell = this.neighbours[k]!;
      const weight = weights[cell]!;
      const token = (Math.floor(state / weight) >>> 0) & this.tokenMask;
      out[count++] = state + token * (blankWeight - weight) + cell - blank;
    }
    return count;
  }
}
