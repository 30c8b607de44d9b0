import type { SearchSpace, State } from '../../search/space.js';
import { InputError } from '../../util/input-error.js';

/** Vehicles are cars (2 cells) and trucks (3); a wall is a fixed block of 1 cell, in rows only (as Fogleman has them). */
const LENGTHS = [2, 3];
const WALL = 1;

/** One way to fill a lane with vehicles (and walls): the cells they cover and where each begins. */
export interface Filling {
  /** Bit i: the lane's cell i is covered. */
  mask: number;
  /** Each vehicle's (or wall's) first cell and length, in lane order. */
  vehicles: ReadonlyArray<{ start: number; length: number }>;
  walls: number;
}

/**
 * Every filling of a lane of `cells` cells, the empty lane first, with at most `walls` walls. A
 * full lane is left out, as Fogleman's census leaves it out: nothing in it moves along it.
 */
function fillingsOf(cells: number, walls: number): Filling[] {
  const fillings: Filling[] = [];
  const full = (1 << cells) - 1;
  const lengths = walls > 0 ? [WALL, ...LENGTHS] : LENGTHS;
  const place = (from: number, mask: number, vehicles: Array<{ start: number; length: number }>): void => {
    const wallCount = vehicles.filter(({ length }) => length === WALL).length;
    if (wallCount > walls) return;
    if (mask !== full) fillings.push({ mask, vehicles: [...vehicles], walls: wallCount });
    for (let start = from; start < cells; start++) {
      for (const length of lengths) {
        if (start + length > cells) continue;
        vehicles.push({ start, length });
        place(start + length, mask | (((1 << length) - 1) << start), vehicles);
        vehicles.pop();
      }
    }
  };
  place(0, 0, []);
  return fillings;
}

/** A filling's identity: where vehicles begin and which cells they cover, as one small number. */
export const fillingKey = (filling: Filling, cells: number) =>
  filling.vehicles.reduce((starts, { start }) => starts | (1 << start), 0) | (filling.mask << cells);

/** The key of `filling` with its vehicle `k` moved to begin at `to`. */
export function movedFillingKey(filling: Filling, k: number, to: number, cells: number): number {
  let starts = 0;
  let mask = 0;
  filling.vehicles.forEach(({ start, length }, i) => {
    const at = i === k ? to : start;
    starts |= 1 << at;
    mask |= ((1 << length) - 1) << at;
  });
  return starts | (mask << cells);
}

/**
 * Every Rush Hour position of a rows×cols board as Michael Fogleman's census has them: the
 * primary car (2 cells) alone in its row but for walls to its left, any number of cars and
 * trucks elsewhere, up to `maxWalls` walls (1-cell blocks, in rows), no lane full of its own
 * vehicles and walls. A position is one number: the filling of each
 * row (the primary row's with which of its cars is the primary), then, given the cells the rows
 * cover, the filling of each column among those that fit — a mixed radix whose column digits
 * change radix with the rows, so the whole is below 2^53 even for 6×6.
 */
export class TrafficCensusSpace implements SearchSpace {
  readonly maxBranching: number;
  readonly rowFillings: Filling[];
  readonly colFillings: Filling[];
  /** The primary row's choices: a filling and which of its cars is the primary car. */
  readonly primaryChoices: Array<{ filling: number; primary: number }>;
  /** Per column mask (rows covered by horizontal vehicles): the column fillings that fit, by index. */
  private readonly fitting: number[][];
  /** fittingIndex[mask][key]: a column filling's index among those fitting the mask. */
  private readonly fittingIndex: Int32Array[];
  /** The index of a row's or a column's filling, by its key. */
  private readonly rowIndex: Int32Array;
  private readonly colIndex: Int32Array;
  private readonly primaryIndex: Int32Array;
  /** The place value of each row's digit in the rows' part. */
  private readonly rowWeight: number[];
  /** Column codes stay below this, whatever the rows (the rows' part is multiplied by it). */
  readonly columnSpan: number;
  readonly rowCodes: number;
  /** Each filling's key, and where each of its vehicles lands: moves[(filling · laneVehicles + k) · cells + to]. */
  private readonly colKeys: Int32Array;
  private readonly laneVehicles: number;
  private readonly rowMoves: Int32Array;
  private readonly colMoves: Int32Array;
  // Scratch for decoding and moves.
  private readonly covered: Int32Array;
  private readonly colKey: Int32Array;
  private readonly colWeight: Float64Array;
  private readonly scratchMask: Int32Array;
  private readonly rowChoice: Int32Array;
  private readonly colChoice: Int32Array;
  private readonly colMask: Int32Array;

  constructor(
    readonly rows: number,
    readonly cols: number,
    readonly primaryRow: number,
    readonly maxWalls = 0,
  ) {
    this.rowFillings = fillingsOf(cols, maxWalls);
    this.colFillings = fillingsOf(rows, 0);
    this.rowIndex = new Int32Array(1 << (2 * cols)).fill(-1);
    this.rowFillings.forEach((filling, i) => {
      this.rowIndex[fillingKey(filling, cols)] = i;
    });
    this.colIndex = new Int32Array(1 << (2 * rows)).fill(-1);
    this.colFillings.forEach((filling, i) => {
      this.colIndex[fillingKey(filling, rows)] = i;
    });
    // The primary row holds the primary car alone, but for walls to its left (Fogleman's rule:
    // another car in it would either block the exit for ever or never matter).
    this.primaryChoices = this.rowFillings.flatMap((filling, i) => {
      const primary = filling.vehicles.findIndex(({ length }) => length !== WALL);
      const alone = primary >= 0 && filling.vehicles[primary]!.length === 2 && filling.vehicles.length === primary + 1;
      return alone ? [{ filling: i, primary }] : [];
    });
    this.primaryIndex = new Int32Array(this.rowFillings.length * cols).fill(-1);
    this.primaryChoices.forEach(({ filling, primary }, i) => {
      this.primaryIndex[filling * cols + this.rowFillings[filling]!.vehicles[primary]!.start] = i;
    });
    this.fitting = Array.from({ length: 1 << rows }, (_, mask) => this.colFillings.flatMap((filling, i) => ((filling.mask & mask) === 0 ? [i] : [])));
    this.fittingIndex = this.fitting.map((list) => {
      const index = new Int32Array(1 << (2 * rows)).fill(-1);
      list.forEach((filling, i) => {
        index[fillingKey(this.colFillings[filling]!, rows)] = i;
      });
      return index;
    });
    this.rowWeight = [];
    let weight = 1;
    for (let row = 0; row < rows; row++) {
      this.rowWeight.push(weight);
      weight *= row === primaryRow ? this.primaryChoices.length : this.rowFillings.length;
    }
    this.rowCodes = weight;
    // The most column codes any rows allow: the primary car alone covers the least.
    let span = 0;
    for (let start = 0; start + 2 <= cols; start++) {
      let product = 1;
      for (let col = 0; col < cols; col++) product *= this.fitting[col >= start && col < start + 2 ? 1 << primaryRow : 0]!.length;
      span = Math.max(span, product);
    }
    this.columnSpan = span;
    if (this.rowCodes * this.columnSpan > Number.MAX_SAFE_INTEGER) throw new InputError(`a ${rows}×${cols} board has too many positions to number in 53 bits`);
    this.maxBranching = 2 * (rows * cols);
    this.colKeys = Int32Array.from(this.colFillings, (filling) => fillingKey(filling, rows));
    this.laneVehicles = Math.max(...this.rowFillings.map((filling) => filling.vehicles.length), ...this.colFillings.map((filling) => filling.vehicles.length));
    this.rowMoves = this.moveTable(this.rowFillings, this.rowIndex, cols);
    this.colMoves = this.moveTable(this.colFillings, this.colIndex, rows);
    this.covered = new Int32Array(rows);
    this.colKey = new Int32Array(cols);
    this.colWeight = new Float64Array(cols);
    this.scratchMask = new Int32Array(cols);
    this.rowChoice = new Int32Array(rows);
    this.colChoice = new Int32Array(cols);
    this.colMask = new Int32Array(cols);
  }

  /** For each filling, vehicle and place in the lane: the filling with that vehicle moved there (-1 where it cannot be). */
  private moveTable(fillings: readonly Filling[], index: Int32Array, cells: number): Int32Array {
    const table = new Int32Array(fillings.length * this.laneVehicles * cells).fill(-1);
    fillings.forEach((filling, f) => {
      filling.vehicles.forEach(({ length }, k) => {
        for (let to = 0; to + length <= cells; to++) table[(f * this.laneVehicles + k) * cells + to] = index[movedFillingKey(filling, k, to, cells)] ?? -1;
      });
    });
    return table;
  }

  /** Which rows each column has covered by horizontal vehicles, from the rows' fillings. */
  private columnMasks(rowFilling: (row: number) => Filling, into: Int32Array): void {
    into.fill(0);
    for (let row = 0; row < this.rows; row++) {
      const { mask } = rowFilling(row);
      for (let col = 0; col < this.cols; col++) if (mask & (1 << col)) into[col]! |= 1 << row;
    }
  }

  private rowFilling(row: number, choice: number): Filling {
    return this.rowFillings[row === this.primaryRow ? this.primaryChoices[choice]!.filling : choice]!;
  }

  /** Fills the scratch choices (row digits, column filling indices) and masks from a code. */
  private decodeChoices(code: State): void {
    const rowsCode = Math.floor(code / this.columnSpan);
    let rest = rowsCode;
    for (let row = 0; row < this.rows; row++) {
      const radix = row === this.primaryRow ? this.primaryChoices.length : this.rowFillings.length;
      this.rowChoice[row] = rest % radix;
      rest = Math.floor(rest / radix);
    }
    this.columnMasks((row) => this.rowFilling(row, this.rowChoice[row]!), this.colMask);
    let cols = code - rowsCode * this.columnSpan;
    for (let col = 0; col < this.cols; col++) {
      const fitting = this.fitting[this.colMask[col]!]!;
      this.colChoice[col] = fitting[cols % fitting.length]!;
      cols = Math.floor(cols / fitting.length);
    }
  }

  /** A position's row choices (the primary row's among primaryChoices) and column fillings, into the arrays given. */
  choicesOf(code: State, rowChoice: Int32Array, colChoice: Int32Array): void {
    this.decodeChoices(code);
    rowChoice.set(this.rowChoice);
    colChoice.set(this.colChoice);
  }

  /** The code of a position given by its row choices and column fillings. */
  encode(rowChoice: ArrayLike<number>, colChoice: ArrayLike<number>): State {
    let rowsCode = 0;
    for (let row = 0; row < this.rows; row++) rowsCode += rowChoice[row]! * this.rowWeight[row]!;
    this.columnMasks((row) => this.rowFilling(row, rowChoice[row]!), this.scratchMask);
    let colsCode = 0;
    let place = 1;
    for (let col = 0; col < this.cols; col++) {
      const mask = this.scratchMask[col]!;
      colsCode += this.fittingIndex[mask]![this.colKeys[colChoice[col]!]!]! * place;
      place *= this.fitting[mask]!.length;
    }
    return rowsCode * this.columnSpan + colsCode;
  }

  /**
   * `movers`, where given, gets each move's vehicle: `lane · laneVehicles + k` for the k-th
   * vehicle (or wall) of a lane, rows 0… first and then columns 0… as lanes rows … rows+cols−1.
   * A vehicle keeps its number in every position of its group: vehicles never pass in a lane.
   */
  successors(code: State, out: Float64Array, movers?: Int32Array): number {
    this.decodeChoices(code);
    const { rows, cols, rowChoice, colChoice, colMask, covered, colKey, colWeight, scratchMask } = this;
    // Covered cells, row by row, as bit masks over columns (rows' vehicles and walls, and columns' vehicles).
    for (let row = 0; row < rows; row++) covered[row] = this.rowFilling(row, rowChoice[row]!).mask;
    let colsCode = 0;
    let weight = 1;
    for (let col = 0; col < cols; col++) {
      const filling = this.colFillings[colChoice[col]!]!;
      for (let row = 0; row < rows; row++) if (filling.mask & (1 << row)) covered[row]! |= 1 << col;
      colKey[col] = this.colKeys[colChoice[col]!]!;
      colWeight[col] = weight;
      colsCode += this.fittingIndex[colMask[col]!]![colKey[col]!]! * weight;
      weight *= this.fitting[colMask[col]!]!.length;
    }
    const rowsCode = Math.floor(code / this.columnSpan);
    let count = 0;
    // Across: a row's vehicle slides; the row's digit changes, and the columns it leaves and enters change radix.
    for (let row = 0; row < rows; row++) {
      const isPrimaryRow = row === this.primaryRow;
      const digit = rowChoice[row]!;
      const fillingIndex = isPrimaryRow ? this.primaryChoices[digit]!.filling : digit;
      const filling = this.rowFillings[fillingIndex]!;
      const primary = isPrimaryRow ? this.primaryChoices[digit]!.primary : -1;
      for (let k = 0; k < filling.vehicles.length; k++) {
        const { start, length } = filling.vehicles[k]!;
        if (length === WALL) continue;
        for (let step = -1; step <= 1; step += 2) {
          for (let to = start + step; to >= 0 && to + length <= cols; to += step) {
            if (covered[row]! & (1 << (step < 0 ? to : to + length - 1))) break;
            const moved = this.rowMoves[(fillingIndex * this.laneVehicles + k) * cols + to]!;
            const primaryStart = primary === k ? to : primary >= 0 ? filling.vehicles[primary]!.start : 0;
            const newDigit = isPrimaryRow ? this.primaryIndex[moved * cols + primaryStart]! : moved;
            scratchMask.set(colMask);
            for (let c = start; c < start + length; c++) scratchMask[c]! &= ~(1 << row);
            for (let c = to; c < to + length; c++) scratchMask[c]! |= 1 << row;
            let newCols = 0;
            let place = 1;
            for (let col = 0; col < cols; col++) {
              newCols += this.fittingIndex[scratchMask[col]!]![colKey[col]!]! * place;
              place *= this.fitting[scratchMask[col]!]!.length;
            }
            if (movers) movers[count] = row * this.laneVehicles + k;
            out[count++] = (rowsCode + (newDigit - digit) * this.rowWeight[row]!) * this.columnSpan + newCols;
          }
        }
      }
    }
    // Down: a column's vehicle slides; only that column's digit changes.
    const base = rowsCode * this.columnSpan + colsCode;
    for (let col = 0; col < cols; col++) {
      const fillingIndex = colChoice[col]!;
      const filling = this.colFillings[fillingIndex]!;
      const index = this.fittingIndex[colMask[col]!]!;
      const from = index[colKey[col]!]!;
      for (let k = 0; k < filling.vehicles.length; k++) {
        const { start, length } = filling.vehicles[k]!;
        for (let step = -1; step <= 1; step += 2) {
          for (let to = start + step; to >= 0 && to + length <= rows; to += step) {
            if (covered[step < 0 ? to : to + length - 1]! & (1 << col)) break;
            const moved = this.colMoves[(fillingIndex * this.laneVehicles + k) * rows + to]!;
            if (movers) movers[count] = (rows + col) * this.laneVehicles + k;
            out[count++] = base + (index[this.colKeys[moved]!]! - from) * colWeight[col]!;
          }
        }
      }
    }
    return count;
  }

  /** The number `successors` gives the primary car's moves. */
  primaryVehicle(code: State): number {
    this.decodeChoices(code);
    return this.primaryRow * this.laneVehicles + this.primaryChoices[this.rowChoice[this.primaryRow]!]!.primary;
  }

  /** The numbers (as `successors` gives them) of every vehicle and wall of a position. */
  vehicleNumbers(code: State): number[] {
    this.decodeChoices(code);
    const lanes = [
      ...Array.from({ length: this.rows }, (_, row) => this.rowFilling(row, this.rowChoice[row]!)),
      ...Array.from({ length: this.cols }, (_, col) => this.colFillings[this.colChoice[col]!]!),
    ];
    return lanes.flatMap((filling, lane) => filling.vehicles.map((_, k) => lane * this.laneVehicles + k));
  }

  /**
   * The position in Fogleman's notation: `A` the primary car, other vehicles lettered in reading
   * order; `without` (a number as `successors` gives it) leaves that vehicle or wall out.
   */
  format(code: State, without = -1): string {
    this.decodeChoices(code);
    const board: string[] = Array(this.rows * this.cols).fill('.');
    const vehicles: Array<{ first: number; cells: number[]; primary: boolean }> = [];
    for (let row = 0; row < this.rows; row++) {
      const choice = this.rowChoice[row]!;
      const primary = row === this.primaryRow ? this.primaryChoices[choice]!.primary : -1;
      this.rowFilling(row, choice).vehicles.forEach(({ start, length }, k) => {
        if (row * this.laneVehicles + k === without) return;
        if (length === WALL) {
          board[row * this.cols + start] = 'x';
          return;
        }
        const cells = Array.from({ length }, (_, i) => row * this.cols + start + i);
        vehicles.push({ first: cells[0]!, cells, primary: k === primary });
      });
    }
    for (let col = 0; col < this.cols; col++) {
      for (const [k, { start, length }] of this.colFillings[this.colChoice[col]!]!.vehicles.entries()) {
        if ((this.rows + col) * this.laneVehicles + k === without) continue;
        const cells = Array.from({ length }, (_, i) => (start + i) * this.cols + col);
        vehicles.push({ first: cells[0]!, cells, primary: false });
      }
    }
    vehicles.sort((a, b) => a.first - b.first);
    let next = 'B'.charCodeAt(0);
    for (const vehicle of vehicles) {
      const letter = vehicle.primary ? 'A' : String.fromCharCode(next++);
      for (const cell of vehicle.cells) board[cell] = letter;
    }
    const lines = Array.from({ length: this.rows }, (_, row) => board.slice(row * this.cols, (row + 1) * this.cols).join(''));
    return lines.join(this.rows === this.cols ? '' : '/');
  }

  /** `cars 5 trucks 2 walls 1`: the vehicles besides the primary car, and the walls. */
  vehicleCounts(code: State): string {
    this.decodeChoices(code);
    const counts = [0, -1, 0];
    const count = ({ length }: { length: number }) => {
      counts[length - 1]!++;
    };
    for (let row = 0; row < this.rows; row++) this.rowFilling(row, this.rowChoice[row]!).vehicles.forEach(count);
    for (let col = 0; col < this.cols; col++) this.colFillings[this.colChoice[col]!]!.vehicles.forEach(count);
    const [walls, cars, trucks] = counts;
    return `cars ${cars} trucks ${trucks}${this.maxWalls > 0 ? ` walls ${walls}` : ''}`;
  }
}
