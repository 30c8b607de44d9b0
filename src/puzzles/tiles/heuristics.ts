import type { TileGeometry } from './geometry.js';
import type { Partition } from './pdb/partitions.js';

/** A database as a heuristic recipe carries it: its cells are shared, not copied, when the buffer is shared. */
export interface DatabaseRecipe {
  rows: number;
  cols: number;
  tiles: readonly number[];
  nibbles: Uint8Array;
}

/** How to make a heuristic again in another thread (plain data, posted to workers). */
export type HeuristicRecipe =
  | { kind: 'manhattan' | 'linear-conflict' }
  | { kind: 'ranked-pdb'; name: string; reflect: boolean; databases: DatabaseRecipe[] }
  | { kind: 'positional-pdb'; name: string; partition: Partition; databases: DatabaseRecipe[] };

/**
 * An admissible lower bound for a tile board, kept up to date move by move (and back again)
 * by the IDA* walker. `positions[tile]` is the cell of each tile, `board[cell]` its tile.
 */
export interface TileHeuristic {
  readonly name: string;
  /** Starts on a position; returns its bound. */
  reset(board: Uint8Array, positions: Uint8Array): number;
  /** `tile` has moved from `from` to `to` (arrays already updated); returns the new bound (a cheaper one where there is `sharpen`). */
  move(tile: number, from: number, to: number, board: Uint8Array, positions: Uint8Array): number;
  /** The full bound of the position, where `move` returns a cheaper part of it, or one past `limit` (see InPlaceSpace.sharpen). */
  sharpen?(limit: number): number;
  /** What `move(tile, from, to)` would return, with nothing changed (see InPlaceSpace.peek). */
  peek?(tile: number, from: number, to: number): number;
  /** Returns to the bound before the last move. */
  undo(): void;
  readonly recipe: HeuristicRecipe;
}

/** Sum of the tiles' Manhattan distances, from a table, updated in O(1) per move. */
export class ManhattanDistance implements TileHeuristic {
  readonly name = 'manhattan';
  readonly recipe = { kind: 'manhattan' } as const;
  private readonly stack = new Int32Array(1024);
  private depth = 0;

  constructor(private readonly geometry: TileGeometry) {}

  reset(board: Uint8Array): number {
    const { cells, manhattan } = this.geometry;
    let sum = 0;
    for (let cell = 0; cell < cells; cell++) sum += manhattan[board[cell]! * cells + cell]!;
    this.depth = 0;
    this.stack[0] = sum;
    return sum;
  }

  move(tile: number, from: number, to: number): number {
    const h = this.distanceAfter(tile, from, to);
    this.stack[++this.depth] = h;
    return h;
  }

  /**
   * The distance after the move, nothing changed (for the bounds that peek: alone, a peek at
   * Manhattan distance costs what the move does and saves nothing).
   */
  distanceAfter(tile: number, from: number, to: number): number {
    const { cells, manhattan } = this.geometry;
    return this.stack[this.depth]! - manhattan[tile * cells + from]! + manhattan[tile * cells + to]!;
  }

  undo(): void {
    this.depth--;
  }
}

/**
 * Manhattan distance plus linear conflicts (Hansson, Mayer and Yung): two tiles in their goal
 * row (or column) but in reversed order add two moves, counted as twice the fewest tiles to
 * take out of the line to leave no conflict. A move changes the conflicts of two lines only.
 */
export class LinearConflict implements TileHeuristic {
  readonly name = 'linear-conflict';
  readonly recipe = { kind: 'linear-conflict' } as const;
  private readonly manhattan: ManhattanDistance;
  private readonly rowConflicts: Int32Array;
  private readonly colConflicts: Int32Array;
  /** Per move: the line values it overwrote (kind, index, old value) × 2, and the old total. */
  private readonly history = new Int32Array(1024 * 5);
  private depth = 0;
  private conflicts = 0;
  private readonly line: Int32Array;
  private readonly longest: Int32Array;

  constructor(private readonly geometry: TileGeometry) {
    this.manhattan = new ManhattanDistance(geometry);
    this.rowConflicts = new Int32Array(geometry.rows);
    this.colConflicts = new Int32Array(geometry.cols);
    this.line = new Int32Array(Math.max(geometry.rows, geometry.cols));
    this.longest = new Int32Array(this.line.length);
  }

  reset(board: Uint8Array): number {
    const md = this.manhattan.reset(board);
    this.conflicts = 0;
    for (let row = 0; row < this.geometry.rows; row++) this.conflicts += this.rowConflicts[row] = this.rowValue(board, row);
    for (let col = 0; col < this.geometry.cols; col++) this.conflicts += this.colConflicts[col] = this.colValue(board, col);
    this.depth = 0;
    return md + this.conflicts;
  }

  move(tile: number, from: number, to: number, board: Uint8Array): number {
    const md = this.manhattan.move(tile, from, to);
    const { geometry } = this;
    const base = this.depth * 5;
    this.history[base + 4] = this.conflicts;
    if (geometry.rowOf(from) === geometry.rowOf(to)) {
      // A sideways move changes the columns the tile left and entered.
      this.replace(base, 1, geometry.colOf(from), this.colValue(board, geometry.colOf(from)));
      this.replace(base + 2, 1, geometry.colOf(to), this.colValue(board, geometry.colOf(to)));
    } else {
      this.replace(base, 0, geometry.rowOf(from), this.rowValue(board, geometry.rowOf(from)));
      this.replace(base + 2, 0, geometry.rowOf(to), this.rowValue(board, geometry.rowOf(to)));
    }
    this.depth++;
    return md + this.conflicts;
  }

  undo(): void {
    this.manhattan.undo();
    this.depth--;
    const base = this.depth * 5;
    this.restore(base + 2);
    this.restore(base);
    this.conflicts = this.history[base + 4]!;
  }

  private restore(at: number): void {
    const lines = this.history[at]! >> 16 === 0 ? this.rowConflicts : this.colConflicts;
    lines[this.history[at]! & 0xffff] = this.history[at + 1]!;
  }

  private replace(at: number, kind: number, index: number, value: number): void {
    const lines = kind === 0 ? this.rowConflicts : this.colConflicts;
    this.history[at] = (kind << 16) | index;
    this.history[at + 1] = lines[index]!;
    this.conflicts += value - lines[index]!;
    lines[index] = value;
  }

  private rowValue(board: Uint8Array, row: number): number {
    const { cols } = this.geometry;
    let count = 0;
    for (let col = 0; col < cols; col++) {
      const tile = board[row * cols + col]!;
      if (tile !== 0 && this.geometry.rowOf(tile - 1) === row) this.line[count++] = this.geometry.colOf(tile - 1);
    }
    return 2 * removalsToSort(this.line, count, this.longest);
  }

  private colValue(board: Uint8Array, col: number): number {
    const { rows, cols } = this.geometry;
    let count = 0;
    for (let row = 0; row < rows; row++) {
      const tile = board[row * cols + col]!;
      if (tile !== 0 && this.geometry.colOf(tile - 1) === col) this.line[count++] = this.geometry.rowOf(tile - 1);
    }
    return 2 * removalsToSort(this.line, count, this.longest);
  }
}

/**
 * The fewest tiles to remove from a line so the rest are in goal order: the line's length minus
 * its longest increasing subsequence (an exact count, admissible for linear conflicts).
 */
function removalsToSort(goals: Int32Array, count: number, best: Int32Array): number {
  if (count < 2) return 0;
  let longest = 0;
  for (let i = 0; i < count; i++) {
    best[i] = 1;
    for (let j = 0; j < i; j++) if (goals[j]! < goals[i]! && best[j]! + 1 > best[i]!) best[i] = best[j]! + 1;
    if (best[i]! > longest) longest = best[i]!;
  }
  return count - longest;
}
