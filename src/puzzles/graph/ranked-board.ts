import type { DenseSpace, State } from '../../search/space.js';
import { DefinitionError } from '../definition-file.js';
import type { BoardCodec } from './board-codec.js';

/** 18! < 2^53 ≤ 19!: the largest permutation whose rank is an exact number. */
export const MAX_RANKED_CELLS = 18;

/**
 * Boards of distinct tokens too wide to pack token by token (the 4×4 board needs 68 bits that
 * way) as the Lehmer rank of their permutation: 16! ≈ 2·10^13 fits in a number. Decoding costs
 * O(cells²), so this serves the breadth-first searches and A* on boards up to 18 cells, while
 * IDA* works on the board in place. Ranks are also dense, so `max` over the 3×4 board's
 * 239,500,800 positions needs three bits a rank (180 MB) rather than a hash table.
 */
export class RankedBoard implements BoardCodec, DenseSpace {
  readonly maxBranching: number;
  readonly cells: number;
  /** Every rank below cells! is a position (of either parity): a dense space for bitset BFS. */
  readonly stateCount: number;
  private readonly factorials: Float64Array;
  private readonly neighbourStart: Int32Array;
  private readonly neighbours: Int32Array;
  private readonly scratch: Uint8Array;

  constructor(adjacency: readonly (readonly number[])[]) {
    this.cells = adjacency.length;
    if (this.cells > MAX_RANKED_CELLS) {
      throw new DefinitionError('cells', `${this.cells} cells: states of boards past ${MAX_RANKED_CELLS} cells do not fit in 53 bits`);
    }
    this.factorials = new Float64Array(this.cells + 1);
    this.factorials[0] = 1;
    for (let n = 1; n <= this.cells; n++) this.factorials[n] = this.factorials[n - 1]! * n;
    this.stateCount = this.factorials[this.cells]!;
    this.neighbourStart = new Int32Array(this.cells + 1);
    adjacency.forEach((list, cell) => {
      this.neighbourStart[cell + 1] = this.neighbourStart[cell]! + list.length;
    });
    this.neighbours = Int32Array.from(adjacency.flat());
    this.maxBranching = Math.max(...adjacency.map((list) => list.length));
    this.scratch = new Uint8Array(this.cells);
  }

  encode(codes: ArrayLike<number>): State {
    let rank = 0;
    for (let i = 0; i < this.cells; i++) {
      let smaller = 0;
      for (let j = i + 1; j < this.cells; j++) if (codes[j]! < codes[i]!) smaller++;
      rank += smaller * this.factorials[this.cells - 1 - i]!;
    }
    return rank;
  }

  decode(state: State): Uint8Array {
    const codes = new Uint8Array(this.cells);
    this.decodeInto(state, codes);
    return codes;
  }

  private decodeInto(state: State, codes: Uint8Array): void {
    let used = 0;
    let rest = state;
    for (let i = 0; i < this.cells; i++) {
      const weight = this.factorials[this.cells - 1 - i]!;
      let digit = Math.floor(rest / weight);
      rest -= digit * weight;
      let code = 0;
      for (; ; code++) {
        if (used & (1 << code)) continue;
        if (digit-- === 0) break;
      }
      used |= 1 << code;
      codes[i] = code;
    }
  }

  blankOf(state: State): number {
    this.decodeInto(state, this.scratch);
    return this.scratch.indexOf(0);
  }

  tokenAt(state: State, cell: number): number {
    this.decodeInto(state, this.scratch);
    return this.scratch[cell]!;
  }

  successors(state: State, out: Float64Array): number {
    const codes = this.scratch;
    this.decodeInto(state, codes);
    const blank = codes.indexOf(0);
    let count = 0;
    for (let k = this.neighbourStart[blank]!; k < this.neighbourStart[blank + 1]!; k++) {
      const cell = this.neighbours[k]!;
      codes[blank] = codes[cell]!;
      codes[cell] = 0;
      out[count++] = this.encode(codes);
      codes[cell] = codes[blank]!;
      codes[blank] = 0;
    }
    return count;
  }
}
