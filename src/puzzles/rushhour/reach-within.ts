import { StateTable } from '../../search/state-table.js';
import { popcount } from '../../util/bits.js';

/** A vehicle where it stands: its lane (its row when horizontal, else its column), its first cell in the lane, its length. */
export interface LanePiece {
  readonly horizontal: boolean;
  readonly lane: number;
  readonly start: number;
  readonly length: number;
}

/**
 * Whether a Rush Hour position reaches its goal — the primary car (horizontal, `pieces[0]`) at the
 * right end of its row — in at most a given number of moves, each a slide of one vehicle by any
 * free distance. Fogleman's minimal test asks this of every reduced puzzle of a census: thousands
 * of small searches a piece set. So a queued position keeps its vehicles' places as bytes and is
 * expanded from them, its cells as one bitmask a row and one a column: nothing is divided out of
 * a number and no board is drawn. Positions are numbered in mixed radix for the visited set.
 */
export class ReachWithin {
  /** Per entry of the search's table: each vehicle's place, `pieces.length` bytes. */
  private places = new Uint8Array(1 << 14);
  private readonly rowCells: Int32Array;
  private readonly colCells: Int32Array;

  constructor(
    private readonly rows: number,
    private readonly cols: number,
  ) {
    this.rowCells = new Int32Array(rows);
    this.colCells = new Int32Array(cols);
  }

  /** Whether `pieces` (the primary car first), among walls at `wallCells` (row · cols + col), reach the goal within `moves` moves. */
  solves(pieces: readonly LanePiece[], wallCells: readonly number[], moves: number): boolean {
    const { rows, cols, rowCells, colCells } = this;
    const count = pieces.length;
    const radix = new Float64Array(count);
    const room = new Int32Array(count);
    let start = 0;
    let weight = 1;
    pieces.forEach(({ horizontal, start: place, length }, i) => {
      room[i] = (horizontal ? cols : rows) - length;
      radix[i] = weight;
      start += place * weight;
      weight *= room[i]! + 1;
    });
    rowCells.fill(0);
    colCells.fill(0);
    for (const cell of wallCells) this.cover(true, Math.floor(cell / cols), cell % cols, 1);
    const wallRows = rowCells.slice();
    const wallCols = colCells.slice();
    const exit = room[0]!;
    const { lane: primaryRow, length: primaryLength } = pieces[0]!;
    if (pieces[0]!.start === exit) return true;
    const table = new StateTable(1024);
    table.add(start, -1);
    this.reserve(count);
    pieces.forEach(({ start: place }, i) => {
      this.places[i] = place;
    });
    let levelEnd = 1;
    let depth = 0;
    for (let head = 0; head < table.size; head++) {
      if (head === levelEnd) {
        if (++depth === moves) return false;
        levelEnd = table.size;
      }
      const at = head * count;
      const places = this.places;
      rowCells.set(wallRows);
      colCells.set(wallCols);
      for (let i = 0; i < count; i++) this.cover(pieces[i]!.horizontal, pieces[i]!.lane, places[at + i]!, pieces[i]!.length);
      // Every piece between the primary car and the exit moves at least once, and then the car: a
      // position with no move to spare is decided by whether each of them leaves the car's row in one
      // move, and a position with less is never queued (its moves are not even listed).
      const front = places[at]! + primaryLength;
      const rowOfCar = rowCells[primaryRow]!;
      const blockers = popcount(rowOfCar >>> front);
      const spare = moves - depth - 1 - blockers;
      if (spare < 0) continue;
      if (spare === 0) {
        if (this.blockersLeave(pieces, at, primaryRow, front, blockers)) return true;
        continue;
      }
      const state = table.stateAt(head);
      for (let i = 0; i < count; i++) {
        const { horizontal, lane, length } = pieces[i]!;
        const place = places[at + i]!;
        const cells = horizontal ? rowCells[lane]! : colCells[lane]!;
        // What a move leaves to spare: one less, less any piece it puts between the car and the exit.
        const crossing = !horizontal && lane >= front;
        const coversRow = crossing && place <= primaryRow && primaryRow < place + length ? 1 : 0;
        const behindCar = i === 0 ? rowOfCar & ~(((1 << length) - 1) << place) : 0;
        // Back (left or up), then forward (right or down), nearest first.
        for (let to = place - 1; to >= 0 && !(cells & (1 << to)); to--) {
          if (spareAfter(i, crossing, coversRow, behindCar, to, length, primaryRow, blockers, spare) < 0) continue;
          this.reached(table, head, state + (to - place) * radix[i]!, count, i, to);
        }
        for (let to = place + 1; to <= room[i]! && !(cells & (1 << (to + length - 1))); to++) {
          if (i === 0 && to === exit) return true;
          if (spareAfter(i, crossing, coversRow, behindCar, to, length, primaryRow, blockers, spare) < 0) continue;
          this.reached(table, head, state + (to - place) * radix[i]!, count, i, to);
        }
      }
    }
    return false;
  }

  /**
   * Whether every piece between the car (ending before cell `front` of its row) and the exit —
   * `blockers` cells — is a vehicle that leaves the row in one move, up or down (walls never do).
   */
  private blockersLeave(pieces: readonly LanePiece[], at: number, primaryRow: number, front: number, blockers: number): boolean {
    const { places, colCells, rows } = this;
    let leaving = 0;
    for (let i = 1; i < pieces.length; i++) {
      const { horizontal, lane, length } = pieces[i]!;
      const place = places[at + i]!;
      if (horizontal || lane < front || place > primaryRow || primaryRow >= place + length) continue;
      const cells = colCells[lane]!;
      // Up to end just above the row, or down to start just below it: the cells it passes must be empty.
      const up = primaryRow - length;
      const down = primaryRow + 1;
      const clearUp = up >= 0 && (cells & (((1 << (place - up)) - 1) << up)) === 0;
      const clearDown = down + length <= rows && (cells & (((1 << (down - place)) - 1) << (place + length))) === 0;
      if (!clearUp && !clearDown) return false;
      leaving++;
    }
    return leaving === blockers;
  }

  /** Marks a piece's cells in its lane's mask and in the masks of the lanes it crosses. */
  private cover(horizontal: boolean, lane: number, place: number, length: number): void {
    const along = horizontal ? this.rowCells : this.colCells;
    const across = horizontal ? this.colCells : this.rowCells;
    along[lane]! |= ((1 << length) - 1) << place;
    for (let cell = place; cell < place + length; cell++) across[cell]! |= 1 << lane;
  }

  /** Queues the position `head` reaches by moving vehicle `i` to `to`, unless it was queued before. */
  private reached(table: StateTable, head: number, state: number, count: number, i: number, to: number): void {
    const entry = table.add(state, head);
    if (entry < 0) return;
    this.reserve((entry + 1) * count);
    const places = this.places;
    for (let k = 0; k < count; k++) places[entry * count + k] = places[head * count + k]!;
    places[entry * count + i] = to;
  }

  private reserve(bytes: number): void {
    if (bytes <= this.places.length) return;
    const larger = new Uint8Array(Math.max(bytes, 2 * this.places.length));
    larger.set(this.places);
    this.places = larger;
  }
}

/** The moves a position one move on has to spare (see ReachWithin.solves): fewer than none, and it is not queued. */
function spareAfter(
  i: number,
  crossing: boolean,
  coversRow: number,
  behindCar: number,
  to: number,
  length: number,
  primaryRow: number,
  blockers: number,
  spare: number,
): number {
  if (i === 0) return spare - 1 - (popcount(behindCar >>> (to + length)) - blockers);
  if (!crossing) return spare - 1;
  return spare - 1 - ((to <= primaryRow && primaryRow < to + length ? 1 : 0) - coversRow);
}
