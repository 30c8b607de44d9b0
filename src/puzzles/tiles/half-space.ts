import type { DenseSpace, State } from '../../search/space.js';

/** 13 tiles (the 2×7 board) keep the select table at 2^17 bytes and ranks below 2^53. */
export const MAX_HALF_SPACE_CELLS = 14;

/**
 * The positions of an R×C tile board that one parity class holds, indexed densely in n!/2:
 * index = blank cell · (n−1)!/2 + ⌊rank/2⌋, where rank is the Lehmer rank of the tiles in reading
 * order (the blank skipped). A horizontal move leaves that order alone, so its index changes by a
 * constant; a vertical move carries one tile over C−1 others, so only C digits change. The rank's
 * last free digit (weight 1!) is the parity the class fixes for the blank's row, which is why
 * half the ranks suffice: `max` over the 3×4 board keeps 239,500,800 positions, not 479,001,600.
 */
export class TileHalfSpace implements DenseSpace {
  readonly maxBranching = 4;
  readonly stateCount: number;
  readonly cells: number;
  /** Tiles (cells − 1). */
  private readonly m: number;
  /** (m−1−i)! per sequence position i. */
  private readonly weights: Float64Array;
  /** (m−1)!/2: the indexes per blank cell. */
  private readonly perBlank: number;
  /** select[(used << 4) | digit]: the digit-th smallest value not in `used`. */
  private readonly select: Uint8Array;
  private readonly sequence: Uint8Array;
  private readonly digits: Int32Array;

  constructor(
    readonly rows: number,
    readonly cols: number,
    /** The tiles' permutation parity when the blank is in row 0 (the class's invariant). */
    readonly parityAtTop: number,
  ) {
    this.cells = rows * cols;
    if (this.cells > MAX_HALF_SPACE_CELLS || this.cells < 3) throw new RangeError(`a ${rows}×${cols} board has no half-space index`);
    this.m = this.cells - 1;
    this.weights = new Float64Array(this.m);
    let factorial = 1;
    for (let i = this.m - 1; i >= 0; i--) {
      this.weights[i] = factorial;
      factorial *= this.m - i;
    }
    this.perBlank = this.weights[0]! * (this.m / 2);
    this.stateCount = this.perBlank * this.cells;
    this.select = new Uint8Array(1 << (this.m + 4));
    for (let used = 0; used < 1 << this.m; used++) {
      for (let value = 0, digit = 0; value < this.m; value++) {
        if (used & (1 << value)) continue;
        if (digit < 16) this.select[(used << 4) | digit] = value;
        digit++;
      }
    }
    this.sequence = new Uint8Array(this.m);
    this.digits = new Int32Array(this.m);
  }

  /** The permutation parity the tiles must have with the blank in `row`. */
  private parityFor(row: number): number {
    return this.parityAtTop ^ ((this.cols - 1) & row & 1);
  }

  /** The class a board of tokens (0 the blank, tiles 1 … n−1) belongs to, as `parityAtTop`. */
  static classOf(cols: number, board: ArrayLike<number>): number {
    const tiles = Array.from(board).filter((token) => token !== 0);
    let parity = 0;
    for (let i = 0; i < tiles.length; i++) for (let j = i + 1; j < tiles.length; j++) if (tiles[j]! < tiles[i]!) parity ^= 1;
    const row = Math.floor(Array.from(board).indexOf(0) / cols);
    return parity ^ ((cols - 1) & row & 1);
  }

  /** The index of a board (tokens in cell order), which must be in this class. */
  indexOf(board: ArrayLike<number>): number {
    const blank = Array.from(board).indexOf(0);
    let rank = 0;
    let used = 0;
    let position = 0;
    for (let cell = 0; cell < this.cells; cell++) {
      if (cell === blank) continue;
      const value = board[cell]! - 1;
      const smaller = popcount(used & ((1 << value) - 1));
      rank += (value - smaller) * this.weights[position++]!;
      used |= 1 << value;
    }
    return blank * this.perBlank + Math.floor(rank / 2);
  }

  /** The board (tokens in cell order) at an index. */
  boardOf(index: number): Uint8Array {
    const blank = this.decode(index);
    const board = new Uint8Array(this.cells);
    for (let cell = 0, position = 0; cell < this.cells; cell++) board[cell] = cell === blank ? 0 : this.sequence[position++]! + 1;
    return board;
  }

  /** Fills `digits` and `sequence` from an index; returns the blank cell. */
  private decode(index: number): number {
    const { m, weights, digits, sequence, select } = this;
    const blank = Math.floor(index / this.perBlank);
    let rest = index - blank * this.perBlank;
    let sum = 0;
    let used = 0;
    // The half rank's digits have weights (m−1−i)!/2 for i ≤ m−3.
    for (let i = 0; i < m - 2; i++) {
      const weight = weights[i]! / 2;
      const digit = Math.floor(rest / weight);
      rest -= digit * weight;
      digits[i] = digit;
      sum += digit;
      const value = select[(used << 4) | digit]!;
      sequence[i] = value;
      used |= 1 << value;
    }
    const last = (this.parityFor(Math.floor(blank / this.cols)) ^ sum) & 1;
    digits[m - 2] = last;
    digits[m - 1] = 0;
    const a = select[(used << 4) | last]!;
    sequence[m - 2] = a;
    sequence[m - 1] = select[(used | (1 << a)) << 4]!;
    return blank;
  }

  successors(state: State, out: Float64Array): number {
    const { cols, cells, perBlank } = this;
    const blank = this.decode(state);
    const col = blank % cols;
    const rest = state - blank * perBlank;
    let count = 0;
    // Up: the tile above comes down, moving from sequence position blank−C to blank−1.
    if (blank >= cols) out[count++] = this.carried(blank - cols, blank - 1, rest, blank - cols);
    if (col > 0) out[count++] = rest + (blank - 1) * perBlank;
    if (col < cols - 1) out[count++] = rest + (blank + 1) * perBlank;
    // Down: the tile below goes up, moving from sequence position blank+C−1 to blank.
    if (blank + cols < cells) out[count++] = this.carried(blank + cols - 1, blank, rest, blank + cols);
    return count;
  }

  /**
   * The index after one tile moves in the sequence from position `from` to `to` (the tiles
   * between shift by one), with the blank then at `blankAfter`: only the digits of positions
   * between change, so the rank changes by their difference.
   */
  private carried(from: number, to: number, half: number, blankAfter: number): number {
    const { digits, sequence, weights } = this;
    const x = sequence[from]!;
    let rank = half * 2 + digits[this.m - 2]!;
    const low = Math.min(from, to);
    const high = Math.max(from, to);
    for (let i = low; i <= high; i++) rank -= digits[i]! * weights[i]!;
    if (from < to) {
      // x moves right past the tiles at from+1 … to: each gains x as a later smaller tile if x < it.
      let passedSmaller = 0;
      for (let i = from + 1; i <= to; i++) {
        const y = sequence[i]!;
        if (y < x) passedSmaller++;
        rank += (digits[i]! + (x < y ? 1 : 0)) * weights[i - 1]!;
      }
      rank += (digits[from]! - passedSmaller) * weights[to]!;
    } else {
      // x moves left past the tiles at to … from−1: each loses x as a later smaller tile if x < it.
      let passedSmaller = 0;
      for (let i = to; i < from; i++) {
        const y = sequence[i]!;
        if (y < x) passedSmaller++;
        rank += (digits[i]! - (x < y ? 1 : 0)) * weights[i + 1]!;
      }
      rank += (digits[from]! + passedSmaller) * weights[to]!;
    }
    return blankAfter * this.perBlank + Math.floor(rank / 2);
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
