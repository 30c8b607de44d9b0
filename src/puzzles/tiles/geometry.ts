/** Moves of the blank, by number (0 u, 1 l, 2 r, 3 d); a move's inverse is 3 − move. */
export const BLANK_MOVES = 'ulrd';

/**
 * The order IDA* tries the blank's moves: down, right, left, up. Korf's programs (and so the
 * published node counts) try up, left, right, down on boards with the blank first; ours have the
 * blank last, the same board turned a half turn, which turns that order into this one. Within
 * a round the order decides where the goal is met, so it decides the last round's count.
 */
export const BLANK_MOVE_ORDER: readonly number[] = [3, 2, 1, 0];

/**
 * An R×C sliding-tile board with goal 1 2 … n 0 (blank last): cells, the blank's neighbours
 * and each tile's goal cell.
 */
export class TileGeometry {
  readonly cells: number;
  /** neighbour[4 · cell + move]: where the blank goes from `cell` by `move`, or -1 at the wall. */
  readonly neighbour: Int32Array;
  /** manhattan[tile · cells + cell]: that tile's distance from `cell` to its goal cell (0 for the blank). */
  readonly manhattan: Uint8Array;

  constructor(
    readonly rows: number,
    readonly cols: number,
  ) {
    this.cells = rows * cols;
    this.neighbour = new Int32Array(this.cells * 4);
    const steps = [
      [-1, 0],
      [0, -1],
      [0, 1],
      [1, 0],
    ] as const;
    for (let cell = 0; cell < this.cells; cell++) {
      steps.forEach(([dr, dc], move) => {
        const r = this.rowOf(cell) + dr;
        const c = this.colOf(cell) + dc;
        this.neighbour[cell * 4 + move] = r >= 0 && r < rows && c >= 0 && c < cols ? r * cols + c : -1;
      });
    }
    this.manhattan = new Uint8Array(this.cells * this.cells);
    for (let tile = 1; tile < this.cells; tile++) {
      const home = this.goalCellOf(tile);
      for (let cell = 0; cell < this.cells; cell++) {
        this.manhattan[tile * this.cells + cell] = Math.abs(this.rowOf(cell) - this.rowOf(home)) + Math.abs(this.colOf(cell) - this.colOf(home));
      }
    }
  }

  rowOf(cell: number): number {
    return Math.floor(cell / this.cols);
  }

  colOf(cell: number): number {
    return cell % this.cols;
  }

  goalCellOf(tile: number): number {
    return tile === 0 ? this.cells - 1 : tile - 1;
  }

  /**
   * Whether two arrangements are in the same half of the positions: the permutation parity
   * plus the blank's taxicab distance is invariant under moves (each is one transposition).
   */
  sameParity(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
    const parity = (board: ArrayLike<number>) => {
      const seen = new Uint8Array(this.cells);
      let swaps = 0;
      for (let cell = 0; cell < this.cells; cell++) {
        if (seen[cell]) continue;
        let length = 0;
        for (let at = cell; !seen[at]; at = this.goalCellOf(board[at]!)) {
          seen[at] = 1;
          length++;
        }
        swaps += length - 1;
      }
      const blank = Array.prototype.indexOf.call(board, 0) as number;
      const home = this.cells - 1;
      const blankDistance = Math.abs(this.rowOf(blank) - this.rowOf(home)) + Math.abs(this.colOf(blank) - this.colOf(home));
      return (swaps + blankDistance) & 1;
    };
    return parity(a) === parity(b);
  }
}
