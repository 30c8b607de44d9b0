import type { InPlaceSpace } from '../../search/ida-star-in-place.js';
import { FORBIDDEN, type MoveAutomaton } from '../../search/move-automaton.js';
import { BLANK_MOVE_ORDER, type TileGeometry } from './geometry.js';
import type { TileHeuristic } from './heuristics.js';
import type { TileKernel } from './kernel/tile-kernel.js';
import { tileAutomaton } from './move-pruning.js';

/** The deepest walk: bounds and machine states are kept per depth. */
const MAX_DEPTH = 4096;

/**
 * A tile board changed in place by blank moves (0 u, 1 l, 2 r, 3 d), for IDA*. Its moves are
 * pruned by a machine of blank-move strings that no shortest path needs (see move-pruning.ts);
 * the least such machine forbids only undoing the last move.
 */
export class TileWalker implements InPlaceSpace {
  readonly maxBranching = 4;
  readonly board: Uint8Array;
  readonly positions: Uint8Array;
  private blank: number;
  private currentBound: number;
  private readonly bounds = new Int32Array(MAX_DEPTH);
  /** The machine's state after the moves made so far, per depth. */
  private readonly states = new Int32Array(MAX_DEPTH + 1);
  private readonly transitions: Int32Array;
  private depth = 0;
  /** The compiled search, which makes every move this walker makes, so the two stand on the same position. */
  private kernel: TileKernel | null = null;
  /** Present where the heuristic's moves give a cheaper bound than its full one. */
  readonly sharpen?: (limit?: number) => number;
  readonly peek?: (move: number) => number;
  /** Present once a compiled search of the same bound is given (searchCompiled). */
  searchBelow?: InPlaceSpace['searchBelow'];

  constructor(
    private readonly geometry: TileGeometry,
    private readonly heuristic: TileHeuristic,
    start: ArrayLike<number>,
    automaton: MoveAutomaton = tileAutomaton(),
  ) {
    this.transitions = automaton.table;
    this.board = Uint8Array.from(start);
    this.positions = new Uint8Array(geometry.cells);
    this.board.forEach((tile, cell) => {
      this.positions[tile] = cell;
    });
    this.blank = this.positions[0]!;
    this.currentBound = heuristic.reset(this.board, this.positions);
    if (heuristic.peek) {
      this.peek = (move) => {
        const from = this.geometry.neighbour[this.blank * 4 + move]!;
        return heuristic.peek!(this.board[from]!, from, this.blank);
      };
    }
    if (heuristic.sharpen) this.sharpen = (limit = Number.POSITIVE_INFINITY) => (this.currentBound = heuristic.sharpen!(limit));
  }

  /** Hands every search below to `kernel` (a compiled search of this walker's bound) from now on, the walker standing at its start. */
  searchCompiled(kernel: TileKernel): void {
    if (this.depth !== 0) throw new Error('a compiled search is given to a walker at its start only');
    kernel.reset(this.board);
    this.kernel = kernel;
    this.searchBelow = (depth, cheapBound, search) => kernel.search(search, depth, cheapBound);
  }

  get positionBytes(): number {
    return this.board.length;
  }

  writePosition(out: Uint8Array): void {
    out.set(this.board);
  }

  bound(): number {
    return this.sharpen ? this.sharpen() : this.currentBound;
  }

  isGoal(): boolean {
    const { board } = this;
    const last = board.length - 1;
    for (let cell = 0; cell < last; cell++) if (board[cell] !== cell + 1) return false;
    return true;
  }

  /** `last` is not needed: the machine knows the moves made (undoing the last is a forbidden string of two). */
  moves(out: Int32Array, _last: number): number {
    const base = this.blank * 4;
    const state = this.states[this.depth]! * 4;
    const { neighbour } = this.geometry;
    const { transitions } = this;
    let count = 0;
    for (let k = 0; k < 4; k++) {
      const move = BLANK_MOVE_ORDER[k]!;
      if (neighbour[base + move]! >= 0 && transitions[state + move] !== FORBIDDEN) out[count++] = move;
    }
    return count;
  }

  apply(move: number): number {
    const from = this.geometry.neighbour[this.blank * 4 + move]!;
    const to = this.blank;
    const tile = this.slideIntoBlank(from);
    this.states[this.depth + 1] = this.transitions[this.states[this.depth]! * 4 + move]!;
    this.bounds[this.depth++] = this.currentBound;
    this.currentBound = this.heuristic.move(tile, from, to, this.board, this.positions);
    this.kernel?.apply(move);
    return this.currentBound;
  }

  undo(move: number): void {
    this.slideIntoBlank(this.geometry.neighbour[this.blank * 4 + (3 - move)]!);
    this.heuristic.undo();
    this.kernel?.undo(move);
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
