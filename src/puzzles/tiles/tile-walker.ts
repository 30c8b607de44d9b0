import type { InPlaceSpace } from '../../search/ida-star-in-place.js';
import type { TileGeometry } from './geometry.js';
import type { TileHeuristic } from './heuristics.js';

/** A tile board changed in place by blank moves (0 u, 1 l, 2 r, 3 d), for IDA*. */
export class TileWalker implements InPlaceSpace {
  readonly maxBranching = 4;
  readonly board: Uint8Array;
  readonly positions: Uint8Array;
  private blank: number;
  private currentBound: number;
  private readonly bounds = new Int32Array(4096);
  private depth = 0;

  constructor(
    private readonly geometry: TileGeometry,
    private readonly heuristic: TileHeuristic,
    start: ArrayLike<number>,
  ) {
    this.board = Uint8Array.from(start);
    this.positions = new Uint8Array(geometry.cells);
    this.board.forEach((tile, cell) => {
      this.positions[tile] = cell;
    });
    this.blank = this.positions[0]!;
    this.currentBound = heuristic.reset(this.board, this.positions);
  }

  bound(): number {
    return this.currentBound;
  }

  isGoal(): boolean {
    const { board } = this;
    const last = board.length - 1;
    for (let cell = 0; cell < last; cell++) if (board[cell] !== cell + 1) return false;
    return true;
  }

  moves(out: Int32Array, last: number): number {
    const base = this.blank * 4;
    const neighbour = this.geometry.neighbour;
    let count = 0;
    for (let move = 0; move < 4; move++) {
      if (neighbour[base + move]! >= 0 && move !== 3 - last) out[count++] = move;
    }
    return count;
  }

  apply(move: number): number {
    const from = this.geometry.neighbour[this.blank * 4 + move]!;
    const to = this.blank;
    const tile = this.slideIntoBlank(from);
    this.bounds[this.depth++] = this.currentBound;
    this.currentBound = this.heuristic.move(tile, from, to, this.board, this.positions);
    return this.currentBound;
  }

  undo(move: number): void {
    this.slideIntoBlank(this.geometry.neighbour[this.blank * 4 + (3 - move)]!);
    this.heuristic.undo();
    this.depth--;
    this.currentBound = this.bounds[this.depth]!;
  }

  /** Moves the tile on `cell` (a neighbour of the blank) into the blank; returns that tile. */
  private slideIntoBlank(cell: number): number {
    const tile = this.board[cell]!;
    this.board[this.blank] = tile;
    this.board[cell] = 0;
    this.positions[tile] = this.blank;
    this.positions[0] = cell;
    this.blank = cell;
    return tile;
  }
}
