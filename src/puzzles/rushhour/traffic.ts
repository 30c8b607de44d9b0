import { InputError } from '../../util/input-error.js';

/** One vehicle: a car (2 cells) or a truck (3), sliding only along its own length. */
export interface Vehicle {
  readonly letter: string;
  readonly horizontal: boolean;
  readonly length: number;
  /** The row it drives in (horizontal) or its column (vertical). */
  readonly lane: number;
  /** How many places it can take in its lane: lane length − its length + 1. */
  readonly places: number;
}

/** A Rush Hour board: its size, walls and vehicles (the primary `A` first), and where each vehicle stands. */
export interface Traffic {
  readonly rows: number;
  readonly cols: number;
  /** 1 on a wall cell. */
  readonly walls: Uint8Array;
  readonly vehicles: readonly Vehicle[];
  /** Per vehicle, its place in its lane: the column (horizontal) or row (vertical) of its first cell. */
  readonly places: readonly number[];
}

export const PRIMARY = 'A';
const EMPTY = new Set(['.', 'o']);
const WALL = 'x';
const MIN_SIDE = 3;
const MAX_SIDE = 12;

/**
 * Reads Michael Fogleman's notation: the rows one after another (36 characters for 6×6), or
 * separated by `/`; `o` or `.` an empty cell, `x` a wall, `A` the primary car, any other capital
 * one vehicle, whose cells lie in one row or one column.
 */
export function readTraffic(text: string, role: string): Traffic {
  const rowsText = text.includes('/') ? text.split('/').map((row) => row.trim()) : squareRows(text.trim(), role);
  const rows = rowsText.length;
  const cols = rowsText[0]?.length ?? 0;
  if (rows < MIN_SIDE || rows > MAX_SIDE || cols < MIN_SIDE || cols > MAX_SIDE) {
    throw new InputError(`a ${rows}×${cols} board; Rush Hour boards are ${MIN_SIDE} to ${MAX_SIDE} cells a side`, undefined, role);
  }
  const walls = new Uint8Array(rows * cols);
  const cellsOf = new Map<string, number[]>();
  rowsText.forEach((row, r) => {
    if (row.length !== cols) throw new InputError(`row ${r + 1} has ${row.length} cells, row 1 has ${cols}`, undefined, role);
    Array.from(row).forEach((mark, c) => {
      if (EMPTY.has(mark)) return;
      if (mark === WALL) {
        walls[r * cols + c] = 1;
        return;
      }
      if (!/^[A-Z]$/.test(mark))
        throw new InputError(
          `${JSON.stringify(mark)} at row ${r + 1}, column ${c + 1}: expected o or . (empty), x (a wall) or a capital letter (a vehicle)`,
          undefined,
          role,
        );
      cellsOf.set(mark, [...(cellsOf.get(mark) ?? []), r * cols + c]);
    });
  });
  if (!cellsOf.has(PRIMARY)) throw new InputError('no primary car A', undefined, role);
  const letters = [...cellsOf.keys()].sort();
  const vehicles: Vehicle[] = [];
  const places: number[] = [];
  for (const letter of letters) {
    const cells = cellsOf.get(letter)!;
    const { vehicle, place } = vehicleOf(letter, cells, rows, cols, role);
    if (letter === PRIMARY && !vehicle.horizontal)
      throw new InputError('the primary car A lies across its row: it must be horizontal, facing the exit in the right wall', undefined, role);
    vehicles.push(vehicle);
    places.push(place);
  }
  return { rows, cols, walls, vehicles, places };
}

function squareRows(text: string, role: string): string[] {
  const side = Math.round(Math.sqrt(text.length));
  if (side * side !== text.length) throw new InputError(`${text.length} cells is no square board: give the rows separated by /`, undefined, role);
  return Array.from({ length: side }, (_, row) => text.slice(row * side, (row + 1) * side));
}

function vehicleOf(letter: string, cells: number[], rows: number, cols: number, role: string): { vehicle: Vehicle; place: number } {
  const first = cells[0]!;
  const [row, col] = [Math.floor(first / cols), first % cols];
  const inRow = cells.every((cell, i) => cell === first + i);
  const inColumn = cells.every((cell, i) => cell === first + i * cols);
  if (cells.length < 2 || (!inRow && !inColumn) || (inRow && Math.floor(cells.at(-1)! / cols) !== row)) {
    throw new InputError(`vehicle ${letter} is not 2 or more cells in one row or one column`, undefined, role);
  }
  const horizontal = inRow;
  const length = cells.length;
  const vehicle = { letter, horizontal, length, lane: horizontal ? row : col, places: (horizontal ? cols : rows) - length + 1 };
  return { vehicle, place: horizontal ? col : row };
}

/** The board in the notation: one string for a square board, rows separated by `/` otherwise. */
export function writeTraffic(traffic: Traffic, places: ArrayLike<number>): string {
  const { rows, cols } = traffic;
  const marks: string[] = Array.from(traffic.walls, (wall) => (wall ? WALL : '.'));
  for (const [i, vehicle] of traffic.vehicles.entries()) markVehicle(marks, vehicle, places[i]!, cols, vehicle.letter);
  const lines = Array.from({ length: rows }, (_, row) => marks.slice(row * cols, (row + 1) * cols).join(''));
  return lines.join(rows === cols ? '' : '/');
}

/** Writes `mark` into the cells a vehicle covers at a place in its lane. */
export function markVehicle<T>(board: { [cell: number]: T }, vehicle: Vehicle, place: number, cols: number, mark: T): void {
  const step = vehicle.horizontal ? 1 : cols;
  const first = vehicle.horizontal ? vehicle.lane * cols + place : place * cols + vehicle.lane;
  for (let k = 0; k < vehicle.length; k++) board[first + k * step] = mark;
}

/** Whether two boards hold the same vehicles in the same lanes among the same walls (positions of one puzzle). */
export function sameTraffic(a: Traffic, b: Traffic): string | null {
  if (a.rows !== b.rows || a.cols !== b.cols) return `a ${b.rows}×${b.cols} board, not ${a.rows}×${a.cols}`;
  if (a.walls.some((wall, cell) => wall !== b.walls[cell])) return 'the walls differ';
  const describe = (t: Traffic) => t.vehicles.map((v) => `${v.letter}${v.horizontal ? 'h' : 'v'}${v.length}@${v.lane}`).join(' ');
  return describe(a) === describe(b) ? null : 'other vehicles, or vehicles in other lanes';
}
