import type { MoveEffects } from '../../search/duplicate-strings.js';
import { BLANK_MOVE_ORDER } from './geometry.js';

/**
 * The blank's moves on a board wide enough that no string of up to `maxLength` moves reaches an
 * edge, for learning duplicate strings. A string's effect is where the blank ends and which tiles
 * it moved where; its reach, how far up, left, right and down the blank went (a string that
 * stays within another's reach can be played wherever that one can, on any board).
 */
export class TileMoveEffects implements MoveEffects {
  readonly moveCount = 4;
  readonly order = BLANK_MOVE_ORDER;
  private readonly side: number;
  /** Per cell, the cell its tile started on (the blank's: the centre). */
  private readonly board: Uint16Array;
  /** The blank's cell, then after each move played. */
  private readonly blanks: Int32Array;
  /** Per moves played, how far the blank has been up, left, right and down of the centre. */
  private readonly extents: Int32Array;
  private played = 0;

  constructor(maxLength: number) {
    this.side = 2 * maxLength + 1;
    this.board = Uint16Array.from({ length: this.side * this.side }, (_, cell) => cell);
    this.blanks = new Int32Array(maxLength + 1);
    this.blanks[0] = (this.side * this.side - 1) / 2;
    this.extents = new Int32Array(4 * (maxLength + 1));
  }

  play(move: number): void {
    const { side, played } = this;
    const from = this.blanks[played]!;
    const to = from + [-side, -1, 1, side][move]!;
    this.board[from] = this.board[to]!;
    this.board[to] = this.blanks[0]!;
    this.blanks[played + 1] = to;
    const centre = this.blanks[0]!;
    const row = Math.floor(to / side) - Math.floor(centre / side);
    const col = (to % side) - (centre % side);
    const [up, left, right, down] = [-row, -col, col, row];
    const base = 4 * played;
    this.extents[base + 4] = Math.max(this.extents[base]!, up);
    this.extents[base + 5] = Math.max(this.extents[base + 1]!, left);
    this.extents[base + 6] = Math.max(this.extents[base + 2]!, right);
    this.extents[base + 7] = Math.max(this.extents[base + 3]!, down);
    this.played = played + 1;
  }

  unplay(): void {
    const to = this.blanks[this.played - 1]!;
    const from = this.blanks[this.played]!;
    this.board[from] = this.board[to]!;
    this.board[to] = this.blanks[0]!;
    this.played--;
  }

  /** The blank's cell, then each moved tile's cell and starting cell, row by row, one character each. */
  effect(): string {
    const { side, board, extents } = this;
    const at = 4 * this.played;
    const [up, left, right, down] = [extents[at]!, extents[at + 1]!, extents[at + 2]!, extents[at + 3]!];
    const centre = this.blanks[0]!;
    let effect = String.fromCharCode(this.blanks[this.played]!);
    for (let row = -up; row <= down; row++) {
      for (let cell = centre + row * side - left; cell <= centre + row * side + right; cell++) {
        if (board[cell] !== cell) effect += String.fromCharCode(cell, board[cell]!);
      }
    }
    return effect;
  }

  reach(): readonly number[] {
    return Array.from(this.extents.subarray(4 * this.played, 4 * this.played + 4));
  }
}
