/** Vehicles are cars (2 cells) and trucks (3); a wall is a fixed block of 1 cell, in rows only (as Fogleman has them). */
const LENGTHS = [2, 3];
export const WALL = 1;

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
 * The board of a Rush Hour census as Michael Fogleman's census has it: the primary car (2 cells)
 * alone in its row but for walls to its left, any number of cars and trucks elsewhere, up to
 * `maxWalls` walls (1-cell blocks, in rows), no lane full of its own vehicles and walls. It
 * lists every filling of a row and of a column; LaneCensus makes the positions from them.
 */
export class TrafficCensusBoard {
  readonly rowFillings: Filling[];
  readonly colFillings: Filling[];
  /** The primary row's fillings: the primary car alone, but for walls to its left (its last vehicle). */
  readonly primaryFillings: Filling[];
  /** The most moves a position has: every vehicle to every place in its lane. */
  readonly maxBranching: number;

  constructor(
    readonly rows: number,
    readonly cols: number,
    readonly primaryRow: number,
    readonly maxWalls = 0,
  ) {
    this.rowFillings = fillingsOf(cols, maxWalls);
    this.colFillings = fillingsOf(rows, 0);
    // Fogleman's rule: another car in the primary row would either block the exit for ever or never matter.
    this.primaryFillings = this.rowFillings.filter(({ vehicles }) => {
      const cars = vehicles.filter(({ length }) => length !== WALL);
      return cars.length === 1 && cars[0]!.length === 2 && vehicles[vehicles.length - 1] === cars[0];
    });
    this.maxBranching = 2 * rows * cols;
  }
}
