import type { CompiledClassification, IndexedLayouts } from '../../search/census.js';
import { type KernelCensus, LaneKernel } from './kernel/lane-kernel.js';
import { type LanePiece, ReachWithin } from './reach-within.js';
import { type Filling, fillingKey, movedFillingKey, type TrafficCensusBoard, WALL } from './traffic-census.js';

/** Blocking masks of a lane of up to 6 cells: which of its cells crossing vehicles cover. */
const MASKS = 64;
/** Bits a row's blocking mask takes in the packed masks of three rows (columns 0… of row r at 8r). */
const ROW_STRIDE = 8;
/** Fogleman's notation, as character codes: `.` an empty cell, `x` a wall, `A` the primary car, `/` between rows. */
const [EMPTY_MARK, WALL_MARK, LETTER_A, LETTER_B, ROW_SEPARATOR] = ['.', 'x', 'A', 'B', '/'].map((mark) => mark.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
  number,
];
/** positionsOf's mark, in a column's byte, of a column past the board's (above any blocking mask). */
const ABSENT = 128;
/** A cell's vehicle in `format`'s scratch when it has none, or a wall. */
const EMPTY_CELL = -1;
const WALL_CELL = -2;

/**
 * The fillings of one lane with the same vehicles in the same order and the same walls: a move
 * never takes a lane out of its class, so a position's classes (its "lane signature") never
 * change. A lane's digit is its filling's place in the class.
 */
interface LaneClass {
  readonly fillings: Filling[];
  readonly walls: number;
  /** The first of its digits' slots in the lane kind's tables. */
  slot: number;
}

/** A class's key: its vehicles' lengths in order, walls by where they stand. */
const classKey = (filling: Filling) => filling.vehicles.map(({ start, length }) => (length === WALL ? `x${start}` : `${length}`)).join(',');

function classesOf(fillings: readonly Filling[]): LaneClass[] {
  const byKey = new Map<string, LaneClass>();
  for (const filling of fillings) {
    const key = classKey(filling);
    let lane = byKey.get(key);
    if (!lane) byKey.set(key, (lane = { fillings: [], walls: filling.walls, slot: 0 }));
    lane.fillings.push(filling);
  }
  return [...byKey.values()];
}

/**
 * Where each vehicle of each filling of a lane kind can slide, given the cells crossing vehicles
 * cover: for slot s (a class's digit) and blocking mask b, the digit changes start[s·64 + b] …
 * start[s·64 + b + 1] − 1 of `deltas`: vehicle by vehicle, each back then forward, nearest first.
 */
interface SlideTable {
  start: Int32Array;
  deltas: Int32Array;
}

function slideTable(classes: LaneClass[], cells: number, reach: number): SlideTable {
  let slots = 0;
  for (const lane of classes) {
    lane.slot = slots;
    slots += lane.fillings.length;
  }
  const start = new Int32Array(slots * MASKS + 1);
  const deltas: number[] = [];
  for (const lane of classes) {
    const digitOfKey = new Map(lane.fillings.map((filling, digit) => [fillingKey(filling, cells), digit]));
    lane.fillings.forEach((filling, digit) => {
      for (let blocked = 0; blocked < MASKS; blocked++) {
        start[(lane.slot + digit) * MASKS + blocked] = deltas.length;
        const covered = filling.mask | blocked;
        filling.vehicles.forEach(({ start: from, length }, k) => {
          if (length === WALL) return;
          for (let step = -1; step <= 1; step += 2) {
            for (let to = from + step; to >= 0 && to + length <= cells && Math.abs(to - from) <= reach; to += step) {
              if (covered & (1 << (step < 0 ? to : to + length - 1))) break;
              deltas.push(digitOfKey.get(movedFillingKey(filling, k, to, cells))! - digit);
            }
          }
        });
      }
    });
  }
  start[slots * MASKS] = deltas.length;
  return { start, deltas: Int32Array.from(deltas) };
}

/**
 * A Rush Hour census split along its lanes. A piece set is a row signature (each row's class);
 * within it, each column signature is a closed set, numbered densely: a position is its rows'
 * digits (among the row tuples that fit the columns' classes at all) and its columns' digits, in
 * mixed radix, so a move is arithmetic on the number and a lookup in a small table, and every
 * position is expanded from its number without decoding a board.
 */
export class LaneCensus {
  /** The row signatures, each a class per row: the census's piece sets. */
  readonly rowSignatures: LaneClass[][];
  private readonly rowClasses: LaneClass[][];
  private readonly colClasses: LaneClass[];
  /** Moves (a vehicle slides any distance), and steps (one cell: enough to find the groups, with fewer successors). */
  readonly rowSlides: SlideTable;
  readonly colSlides: SlideTable;
  readonly rowSteps: SlideTable;
  readonly colSteps: SlideTable;
  /** Per column slot: the rows its filling covers, spread to bit 8r (rows 0–2) and 8(r−3) (rows 3–5). */
  readonly spreadLow: Int32Array;
  readonly spreadHigh: Int32Array;
  /** Per column slot: Fogleman's vertical bitboard of its filling in column 0 (bit row·cols). */
  readonly columnBits: Float64Array;
  /** Per column blocking mask: the column classes with a filling clear of it (bits), and per class the digits that are. */
  private readonly classesFitting: Int32Array;
  private readonly digitsFitting: Int32Array[][];
  /** How many digits of class c are clear of blocking mask b, at c · 64 + b. */
  readonly fittingCounts: Int32Array;
  private signatureCount = new Int32Array(0);
  /** What class c of column col adds to a column signature: c · classes ** col. */
  private readonly columnPlaceValue: Int32Array;

  /** The most vehicles (and walls) a lane holds: vehicle k of lane l is numbered l · laneVehicles + k. */
  readonly laneVehicles: number;
  /** The most fillings a column class has, and the bits a column's digit takes in ColumnHalf.digits. */
  readonly widestColumnClass: number;
  readonly digitBits: number;
  /** The column halves met so far, by their first column and classes: a census meets few combinations, in many sets. */
  private readonly halves = new Map<number, ColumnHalf>();
  /** The sets' classification in WebAssembly, where its module is given and its memory can be had. */
  readonly kernel: LaneKernel | null;
  /** The reduced puzzles' search in JavaScript: where there is no module, or its table is too small. */
  private readonly reach: ReachWithin;

  /** `kernel`: the compiled classifier's module (kernel/lane-kernel.ts), or null to classify in JavaScript. */
  constructor(
    readonly board: TrafficCensusBoard,
    kernel: Uint8Array | null = null,
  ) {
    const { rows, cols, primaryRow } = board;
    const anyRow = classesOf(board.rowFillings);
    const primary = classesOf(board.primaryFillings);
    this.rowClasses = Array.from({ length: rows }, (_, row) => (row === primaryRow ? primary : anyRow));
    this.rowSlides = slideTable([...anyRow, ...primary], cols, cols);
    this.rowSteps = slideTable([...anyRow, ...primary], cols, 1);
    this.colClasses = classesOf(board.colFillings);
    this.laneVehicles = Math.max(...[...board.rowFillings, ...board.colFillings].map(({ vehicles }) => vehicles.length));
    this.colSlides = slideTable(this.colClasses, rows, rows);
    this.colSteps = slideTable(this.colClasses, rows, 1);
    const slots = this.colClasses.reduce((sum, lane) => sum + lane.fillings.length, 0);
    this.spreadLow = new Int32Array(slots);
    this.spreadHigh = new Int32Array(slots);
    this.columnBits = new Float64Array(slots);
    for (const lane of this.colClasses) {
      lane.fillings.forEach(({ mask }, digit) => {
        for (let row = 0; row < rows; row++) {
          if (!(mask & (1 << row))) continue;
          this.columnBits[lane.slot + digit]! += 2 ** (row * cols);
          if (row < 3) this.spreadLow[lane.slot + digit]! |= 1 << (ROW_STRIDE * row);
          else this.spreadHigh[lane.slot + digit]! |= 1 << (ROW_STRIDE * (row - 3));
        }
      });
    }
    this.columnPlaceValue = Int32Array.from({ length: cols }, (_, col) => this.colClasses.length ** col);
    this.widestColumnClass = Math.max(...this.colClasses.map((lane) => lane.fillings.length));
    this.digitBits = Math.max(1, Math.ceil(Math.log2(this.widestColumnClass)));
    this.classesFitting = new Int32Array(MASKS);
    this.digitsFitting = this.colClasses.map((lane, c) =>
      Array.from({ length: MASKS }, (_, blocked) => {
        const digits = lane.fillings.flatMap(({ mask }, digit) => ((mask & blocked) === 0 ? [digit] : []));
        if (digits.length > 0) this.classesFitting[blocked]! |= 1 << c;
        return Int32Array.from(digits);
      }),
    );
    this.fittingCounts = Int32Array.from(
      { length: this.colClasses.length * MASKS },
      (_, at) => this.digitsFitting[Math.floor(at / MASKS)]![at % MASKS]!.length,
    );
    this.kernel = kernel && compiledClassifier(kernel, this);
    this.reach = new ReachWithin(rows, cols);
    this.rowSignatures = [];
    const pick = (row: number, walls: number, chosen: LaneClass[]): void => {
      if (row === rows) {
        this.rowSignatures.push([...chosen]);
        return;
      }
      for (const lane of this.rowClasses[row]!) {
        if (walls + lane.walls > board.maxWalls) continue;
        chosen.push(lane);
        pick(row + 1, walls + lane.walls, chosen);
        chosen.pop();
      }
    };
    pick(0, 0, []);
  }

  /**
   * The closed sets of row signature `signature`, one per column signature that fits it, in the
   * order of the column signatures: one object, `set`, that `each` resets to each in turn (it
   * names its positions while it is the current one).
   */
  setsOf(signature: number): { set: ColumnSignatureSet; each: () => Generator<ColumnSignatureSet> } {
    const rowsOf = new RowTuples(this, this.rowSignatures[signature]!);
    const set = new ColumnSignatureSet(this, rowsOf);
    const fittingColumnSignatures = () => this.fittingColumnSignatures(rowsOf);
    return {
      set,
      *each() {
        const { signatures, start, tuples } = fittingColumnSignatures();
        for (let i = 0; i < signatures.length; i++) {
          set.reset(signatures[i]!, tuples.subarray(start[i]!, start[i + 1]!));
          yield set;
        }
      },
    };
  }

  /** For each column signature (class c of column c as a digit in base classes), the row tuples fitting it, bucketed in order. */
  private fittingColumnSignatures(rowsOf: RowTuples): { signatures: Int32Array; start: Int32Array; tuples: Int32Array } {
    const { cols } = this.board;
    const base = this.colClasses.length;
    // Counts by column signature in a table kept across row signatures (only the ones used are read and cleared).
    if (this.signatureCount.length === 0) this.signatureCount = new Int32Array(base ** cols);
    const count = this.signatureCount;
    const used: number[] = [];
    // Per column, the place values of its fitting classes (at most `base` of them): an odometer over them.
    const lists = new Int32Array(cols * base);
    const lengths = new Int32Array(cols);
    const at = new Int32Array(cols);
    const placeValue = this.columnPlaceValue;
    // Every column signature whose classes each fit the tuple's rows, in turn: counted, or (`into`) the tuple filed under it.
    const eachSignature = (tuple: number, into: Int32Array | null) => {
      let signature = 0;
      for (let col = 0; col < cols; col++) {
        const fitting = this.classesFitting[rowsOf.colMask[tuple * cols + col]!]!;
        let length = 0;
        for (let c = 0; c < base; c++) if (fitting & (1 << c)) lists[col * base + length++] = c * placeValue[col]!;
        if (length === 0) return;
        lengths[col] = length;
        at[col] = 0;
        signature += lists[col * base]!;
      }
      for (;;) {
        if (into) into[count[signature]!++] = tuple;
        else if (count[signature]!++ === 0) used.push(signature);
        // The odometer's next reading, the signature changed by the columns that turn.
        let col = 0;
        for (; col < cols; col++) {
          const from = lists[col * base + at[col]!]!;
          if (++at[col]! < lengths[col]!) {
            signature += lists[col * base + at[col]!]! - from;
            break;
          }
          at[col] = 0;
          signature += lists[col * base]! - from;
        }
        if (col === cols) return;
      }
    };
    for (let tuple = 0; tuple < rowsOf.size; tuple++) eachSignature(tuple, null);
    const signatures = Int32Array.from(used).sort();
    const start = new Int32Array(signatures.length + 1);
    signatures.forEach((signature, i) => {
      start[i + 1] = start[i]! + count[signature]!;
      // From here on, the count is where the signature's next tuple goes.
      count[signature] = start[i]!;
    });
    const tuples = new Int32Array(start[signatures.length]!);
    for (let tuple = 0; tuple < rowsOf.size; tuple++) eachSignature(tuple, tuples);
    for (const signature of signatures) count[signature] = 0;
    return { signatures, start, tuples };
  }

  /**
   * How many positions the row signatures hold, counted without listing them, or null where
   * that would take more than `budget` row tuples. A tuple's columns are independent once its
   * rows are placed, so its positions are the product over the columns of the column fillings
   * clear of its rows (every column class together).
   */
  positionsOf(signatures: readonly number[], budget: number): number | null {
    const { rows, cols } = this.board;
    let tuples = 0;
    for (const signature of signatures) tuples += this.rowSignatures[signature]!.reduce((product, lane) => product * lane.fillings.length, 1);
    if (tuples > budget) return null;
    // A column past the board's (its byte marked ABSENT) counts once.
    const clear = new Int32Array(256).fill(1, ABSENT);
    for (let blocked = 0; blocked < MASKS; blocked++) for (const lane of this.digitsFitting) clear[blocked]! += lane[blocked]!.length;
    // Per row, each filling's cells spread one column a byte (bit `row` of byte `col`), so a
    // tuple's blocking masks are the OR of its rows' spreads: two numbers, columns 0–3 and 4–5.
    let positions = 0;
    const spreadOf = (mask: number, row: number, first: number) => {
      let spread = 0;
      for (let col = first; col < Math.min(cols, first + 4); col++) spread |= ((mask >>> col) & 1) << (8 * (col - first) + row);
      return spread;
    };
    const low = new Int32Array(rows + 1);
    const high = new Int32Array(rows + 1);
    for (let col = cols; col < 6; col++) {
      if (col < 4) low[0]! |= ABSENT << (8 * col);
      else high[0]! |= ABSENT << (8 * (col - 4));
    }
    const place = (spreads: Int32Array[], row: number): void => {
      const fillings = spreads[row]!;
      for (let f = 0; f < fillings.length; f += 2) {
        const l = low[row]! | fillings[f]!;
        const h = high[row]! | fillings[f + 1]!;
        if (row + 1 < rows) {
          low[row + 1] = l;
          high[row + 1] = h;
          place(spreads, row + 1);
          continue;
        }
        positions += clear[l & 255]! * clear[(l >>> 8) & 255]! * clear[(l >>> 16) & 255]! * clear[l >>> 24]! * clear[h & 255]! * clear[(h >>> 8) & 255]!;
      }
    };
    for (const signature of signatures) {
      const spreads = this.rowSignatures[signature]!.map(({ fillings }, row) =>
        Int32Array.from(fillings.flatMap(({ mask }) => [spreadOf(mask, row, 0), spreadOf(mask, row, 4)])),
      );
      place(spreads, 0);
    }
    return positions;
  }

  /** Whether `pieces` (the primary car first) among walls at `wallCells` reach the exit within `moves` moves (ReachWithin.solves). */
  solvesWithin(pieces: readonly LanePiece[], wallCells: readonly number[], moves: number): boolean {
    return this.kernel?.solves(pieces, wallCells, moves) ?? this.reach.solves(pieces, wallCells, moves);
  }

  get columnClassCount(): number {
    return this.colClasses.length;
  }

  /** How many fillings a column class has (its digits' radix). */
  columnClassSize(classIndex: number): number {
    return this.colClasses[classIndex]!.fillings.length;
  }

  /** The half of columns `first` … `first + count − 1` whose classes are `classIndex[first…]`. */
  columnHalf(first: number, count: number, classIndex: Int32Array): ColumnHalf {
    const base = this.colClasses.length;
    // Where the half begins and how long it is (each below 8), then its classes: one number per half.
    let key = first * 8 + count;
    for (let c = 0; c < count; c++) key = key * base + classIndex[first + c]!;
    let half = this.halves.get(key);
    if (!half) this.halves.set(key, (half = this.buildHalf(first, count, classIndex)));
    return half;
  }

  private buildHalf(first: number, count: number, classIndex: Int32Array): ColumnHalf {
    const classes = Array.from({ length: count }, (_, c) => this.colClasses[classIndex[first + c]!]!);
    const span = classes.reduce((product, lane) => product * lane.fillings.length, 1);
    const half = {
      first,
      count,
      span,
      spreadLow: new Int32Array(span),
      spreadHigh: new Int32Array(span),
      digits: new Int32Array(span),
      vertical: new Float64Array(span),
    };
    for (let value = 0; value < span; value++) {
      let rest = value;
      classes.forEach((lane, c) => {
        const col = first + c;
        const digit = rest % lane.fillings.length;
        rest = (rest - digit) / lane.fillings.length;
        const slot = lane.slot + digit;
        half.spreadLow[value]! |= this.spreadLow[slot]! << col;
        half.spreadHigh[value]! |= this.spreadHigh[slot]! << col;
        half.digits[value]! |= digit << (this.digitBits * col);
        half.vertical[value]! += this.columnBits[slot]! * 2 ** col;
      });
    }
    return half;
  }

  /** The number of column `col`'s class in column signature `signature` (class c of column col is its digit col, in base classes). */
  columnClassIndex(signature: number, col: number): number {
    return Math.floor(signature / this.columnPlaceValue[col]!) % this.colClasses.length;
  }

  /** The column class of that number. */
  columnClass(classIndex: number): LaneClass {
    return this.colClasses[classIndex]!;
  }

  /** The digits of a column class clear of the rows `blocked`. */
  fittingDigits(classIndex: number, blocked: number): Int32Array {
    return this.digitsFitting[classIndex]![blocked]!;
  }
}

/** The compiled classifier, or null where V8 refuses its memory (an address-space limit): the sets are then classified in JavaScript. */
function compiledClassifier(bytes: Uint8Array, census: LaneCensus): LaneKernel | null {
  try {
    return new LaneKernel(bytes, kernelTables(census));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The census's tables as the compiled classifier reads them: its slides, and each column class's digits clear of each blocking mask as bits. */
export function kernelTables(census: LaneCensus): KernelCensus {
  const { board, rowSlides, colSlides, rowSteps, colSteps, columnClassCount } = census;
  const fittingDigits = new Int32Array(columnClassCount * MASKS);
  for (let classIndex = 0; classIndex < columnClassCount; classIndex++) {
    for (let blocked = 0; blocked < MASKS; blocked++) {
      for (const digit of census.fittingDigits(classIndex, blocked)) fittingDigits[classIndex * MASKS + blocked]! |= 1 << digit;
    }
  }
  return { board, rowSlides, colSlides, rowSteps, colSteps, fittingDigits };
}

/** The row tuples of a row signature: each row's digit in its class, mixed radix (row 0 the lowest). */
class RowTuples {
  readonly size: number;
  readonly weight: Int32Array;
  /** Per tuple and row: the slot of the row's filling in the row slide table. */
  readonly slot: Int32Array;
  /** Per tuple and column: the rows whose vehicles or walls cover the column's cell. */
  readonly colMask: Int32Array;
  /** Per tuple: whether the primary car stands at the exit. */
  readonly goal: Uint8Array;
  /** The rows whose vehicles can move at all (their class has more than one filling), in order. */
  readonly movingRows: Int32Array;
  /** Per tuple: Fogleman's horizontal bitboard (bit row·cols + col), by which his census orders positions first. */
  readonly horizontal: Float64Array;

  constructor(
    census: LaneCensus,
    readonly classes: readonly LaneClass[],
  ) {
    const { rows, cols, primaryRow } = census.board;
    this.weight = new Int32Array(rows);
    let size = 1;
    classes.forEach((lane, row) => {
      this.weight[row] = size;
      size *= lane.fillings.length;
    });
    this.size = size;
    this.slot = new Int32Array(size * rows);
    this.colMask = new Int32Array(size * cols);
    this.goal = new Uint8Array(size);
    this.horizontal = new Float64Array(size);
    this.movingRows = Int32Array.from({ length: rows }, (_, row) => row).filter((row) => classes[row]!.fillings.length > 1);
    for (let tuple = 0; tuple < size; tuple++) {
      let rest = tuple;
      classes.forEach((lane, row) => {
        const digit = rest % lane.fillings.length;
        rest = (rest - digit) / lane.fillings.length;
        this.slot[tuple * rows + row] = lane.slot + digit;
        const filling = lane.fillings[digit]!;
        for (let col = 0; col < cols; col++) if (filling.mask & (1 << col)) this.colMask[tuple * cols + col]! |= 1 << row;
        this.horizontal[tuple]! += filling.mask * 2 ** (row * cols);
        if (row === primaryRow) this.goal[tuple] = filling.vehicles[filling.vehicles.length - 1]!.start === cols - 2 ? 1 : 0;
      });
    }
  }

  /** Row `row`'s digit in its class in `tuple`. */
  digit(tuple: number, row: number): number {
    return Math.floor(tuple / this.weight[row]!) % this.classes[row]!.fillings.length;
  }
}

/**
 * Half of a set's columns (`first` … `first + count − 1`, with given classes) and what each value
 * of their digits decodes to, so a position's columns are read with two table lookups instead of
 * a division per column. A value is the half's digits in mixed radix, its first column the lowest.
 */
interface ColumnHalf {
  readonly first: number;
  readonly count: number;
  /** Values of the half: the product of its columns' radices. */
  readonly span: number;
  /** Per value: the rows its columns' vehicles cover, spread as the blocking masks are read (bit 8r + col, rows 0–2 and 3–5). */
  readonly spreadLow: Int32Array;
  readonly spreadHigh: Int32Array;
  /** Per value: each column's digit at bit `digitBits · col`. */
  readonly digits: Int32Array;
  /** Per value: its columns' part of Fogleman's vertical bitboard. */
  readonly vertical: Float64Array;
}

/**
 * The positions of one row signature and one column signature: position k·span + u is the k-th
 * row tuple fitting the column classes, with column digits u: the high half's value shifted past
 * the low half's bits, plus the low half's value (each half mixed radix, its first column the
 * lowest). So positions ascend by row tuple, then by column digits, column 0 turning fastest.
 */
export class ColumnSignatureSet implements IndexedLayouts {
  readonly board: TrafficCensusBoard;
  capacity = 0;
  readonly maxBranching: number;
  /** The set's layouts, counted when it is reset, listed when asked for (a compiled classification lists them itself). */
  private layoutCount = 0;
  private listed: Int32Array | null = null;
  private tuples: Int32Array<ArrayBufferLike> = new Int32Array(0);
  /** Each row tuple's k in this set (stale for tuples outside it, which no move reaches). */
  private readonly place: Int32Array;
  private span = 0;
  private readonly classes: LaneClass[] = [];
  private readonly classIndex: Int32Array;
  private low!: ColumnHalf;
  private high!: ColumnHalf;
  /** The low half's columns, and the bits its values take in a position's columns. */
  private readonly split: number;
  private lowBits = 0;
  /** Per column: what a step of its digit adds to a position's number, and its first slot in the column slide tables. */
  private readonly weight: Int32Array;
  private readonly base: Int32Array;
  private readonly digitBits: number;
  /** The columns whose vehicles can move at all, in order: a view of the first so many of `movingColsBuffer` (one view per length, made once). */
  private movingCols: Int32Array<ArrayBuffer> = new Int32Array(0);
  private readonly movingColsBuffer: Int32Array<ArrayBuffer>;
  private readonly movingColsViews: Int32Array<ArrayBuffer>[];
  private roots = new Int32Array(1024);
  /**
   * Scratch of listPositions: per column of a half, its digits clear of a tuple's rows, an odometer
   * over them and each column's weight in the half; the fitting values of each half.
   */
  private readonly fittingDigits: Int32Array[] = [];
  private readonly at: Int32Array;
  private readonly halfWeight: Int32Array;
  private readonly lowValues: Int32Array;
  private readonly highValues: Int32Array;
  /** The last layout `precedes` was asked to compare with, and its vertical bitboard (−1: none in this set). */
  private comparedIndex = -1;
  private comparedVertical = 0;
  // Scratch for decoding a position, and for drawing it: each cell's vehicle, each vehicle's letter.
  private readonly rowFilling: Filling[];
  private readonly colFilling: Filling[];
  /** The set's vehicles, numbered and counted, once asked for (see vehicleNumbers). */
  private numbers: readonly number[] | null = null;
  private counts: string | null = null;
  /** moverOf's scratch: every lane's filling after the move, rows then columns. */
  private readonly moverScratch: Filling[];
  private readonly cellVehicle: Int32Array;
  private readonly letterOf: Int32Array;

  constructor(
    private readonly census: LaneCensus,
    private readonly rowsOf: RowTuples,
  ) {
    this.board = census.board;
    const { rows, cols } = census.board;
    this.maxBranching = census.board.maxBranching;
    this.place = new Int32Array(rowsOf.size);
    this.classIndex = new Int32Array(cols);
    this.weight = new Int32Array(cols);
    this.base = new Int32Array(cols);
    this.split = Math.ceil(cols / 2);
    const widest = census.widestColumnClass;
    this.digitBits = census.digitBits;
    this.at = new Int32Array(cols);
    this.halfWeight = new Int32Array(cols);
    this.movingColsBuffer = new Int32Array(cols);
    this.movingColsViews = Array.from({ length: cols + 1 }, (_, length) => this.movingColsBuffer.subarray(0, length));
    this.lowValues = new Int32Array(widest ** this.split);
    this.highValues = new Int32Array(widest ** (cols - this.split));
    this.rowFilling = Array(rows);
    this.colFilling = Array(cols);
    this.moverScratch = Array(rows + cols);
    this.cellVehicle = new Int32Array(rows * cols);
    this.letterOf = new Int32Array((rows + cols) * census.laneVehicles);
  }

  /** Becomes the set of column signature `signature`, whose fitting row tuples are `tuples`. */
  reset(signature: number, tuples: Int32Array<ArrayBufferLike>): void {
    const { census, split } = this;
    const { cols } = census.board;
    this.tuples = tuples;
    this.comparedIndex = -1;
    for (let col = 0; col < cols; col++) {
      this.classIndex[col] = census.columnClassIndex(signature, col);
      this.classes[col] = census.columnClass(this.classIndex[col]!);
      this.base[col] = this.classes[col]!.slot;
    }
    this.low = census.columnHalf(0, split, this.classIndex);
    this.high = census.columnHalf(split, cols - split, this.classIndex);
    this.lowBits = Math.ceil(Math.log2(this.low.span));
    let weight = 1;
    for (let col = 0; col < cols; col++) {
      if (col === split) weight = 1 << this.lowBits;
      this.weight[col] = weight;
      weight *= this.classes[col]!.fillings.length;
    }
    this.span = this.high.span * (1 << this.lowBits);
    let moving = 0;
    for (let col = 0; col < cols; col++) if (this.classes[col]!.fillings.length > 1) this.movingColsBuffer[moving++] = col;
    this.movingCols = this.movingColsViews[moving]!;
    // At most 149 million on 6×6 (every set measured; 99 million before the halves' padding): indices fit 32 bits.
    this.capacity = tuples.length * this.span;
    for (let k = 0; k < tuples.length; k++) this.place[tuples[k]!] = k;
    this.layoutCount = this.countPositions();
    this.listed = null;
    this.numbers = null;
    this.counts = null;
  }

  get indices(): Int32Array {
    this.listed ??= this.listPositions();
    return this.listed;
  }

  /** How many positions the set holds: per row tuple, the product of each column's fillings clear of its rows. */
  private countPositions(): number {
    const { census, tuples, classIndex } = this;
    const { cols } = census.board;
    const { fittingCounts } = census;
    const colMask = this.rowsOf.colMask;
    let count = 0;
    for (let k = 0; k < tuples.length; k++) {
      const maskAt = tuples[k]! * cols;
      let product = 1;
      for (let col = 0; col < cols && product > 0; col++) product *= fittingCounts[classIndex[col]! * MASKS + colMask[maskAt + col]!]!;
      count += product;
    }
    return count;
  }

  /** Every position, ascending: per row tuple, the high half's fitting values, each with every fitting value of the low half. */
  private listPositions(): Int32Array {
    const { tuples, span, lowBits, lowValues, highValues } = this;
    const { cols } = this.census.board;
    const colMask = this.rowsOf.colMask;
    let count = 0;
    for (let k = 0; k < tuples.length; k++) {
      const maskAt = tuples[k]! * cols;
      const lows = this.fitting(this.low, colMask, maskAt, lowValues);
      const highs = lows === 0 ? 0 : this.fitting(this.high, colMask, maskAt, highValues);
      if (count + lows * highs > this.roots.length) {
        let capacity = this.roots.length;
        while (capacity < count + lows * highs) capacity *= 2;
        const larger = new Int32Array(capacity);
        larger.set(this.roots.subarray(0, count));
        this.roots = larger;
      }
      const { roots } = this;
      for (let h = 0; h < highs; h++) {
        const at = k * span + (highValues[h]! << lowBits);
        for (let l = 0; l < lows; l++) roots[count++] = at + lowValues[l]!;
      }
    }
    return this.roots.subarray(0, count);
  }

  /**
   * The values of a half whose columns are clear of a row tuple's vehicles (`colMask` from
   * `maskAt`: its blocking masks from column 0), ascending, into `out`; how many there are.
   */
  private fitting(half: ColumnHalf, colMask: Int32Array, maskAt: number, out: Int32Array): number {
    const { census, classIndex, fittingDigits, at, halfWeight } = this;
    const { first, count } = half;
    let values = 1;
    for (let c = 0, weight = 1; c < count; c++) {
      fittingDigits[c] = census.fittingDigits(classIndex[first + c]!, colMask[maskAt + first + c]!);
      values *= fittingDigits[c]!.length;
      halfWeight[c] = weight;
      weight *= census.columnClassSize(classIndex[first + c]!);
    }
    at.fill(0);
    for (let n = 0; n < values; n++) {
      let value = 0;
      for (let c = 0; c < count; c++) value += fittingDigits[c]![at[c]!]! * halfWeight[c]!;
      out[n] = value;
      for (let c = 0; c < count && ++at[c]! === fittingDigits[c]!.length; c++) at[c] = 0;
    }
    return values;
  }

  classifyCompiled(maxBytes: number): CompiledClassification | null {
    const { census, layoutCount, capacity, tuples, span, lowBits, digitBits, classIndex, split, weight, base, movingCols, low, high } = this;
    return (
      census.kernel?.classify(
        { layouts: layoutCount, capacity, tuples, span, lowBits, digitBits, classIndex, split, weight, base, movingCols, low, high, rows: this.rowsOf },
        maxBytes,
      ) ?? null
    );
  }

  /**
   * A position's moves in the order of Fogleman's solver: rows first, then columns, each lane's
   * vehicles in order, each back then forward, nearest first.
   */
  neighbours(index: number, out: Int32Array): number {
    return this.movesBy(index, out, this.census.colSlides, this.census.rowSlides);
  }

  adjacent(index: number, out: Int32Array): number {
    return this.movesBy(index, out, this.census.colSteps, this.census.rowSteps);
  }

  /** The positions the tables' moves reach, in the order of `neighbours`: a column's move changes its digit, a row's the row tuple. */
  private movesBy(index: number, out: Int32Array, colSlides: SlideTable, rowSlides: SlideTable): number {
    const { census, rowsOf, span, weight, base, place, movingCols, lowBits, digitBits, low, high } = this;
    const { rows, cols } = census.board;
    // Indices stay below 2^31, so integer division (| 0) is exact.
    const k = (index / span) | 0;
    const columns = index - k * span;
    const tuple = this.tuples[k]!;
    // The columns' fillings block the rows: both halves' cells, from their tables.
    const lowValue = columns & ((1 << lowBits) - 1);
    const highValue = columns >>> lowBits;
    const lowRows = low.spreadLow[lowValue]! | high.spreadLow[highValue]!;
    const highRows = low.spreadHigh[lowValue]! | high.spreadHigh[highValue]!;
    const digits = low.digits[lowValue]! | high.digits[highValue]!;
    const digitMask = (1 << digitBits) - 1;
    let count = 0;
    const { movingRows, slot: rowSlot, weight: rowWeight, colMask } = rowsOf;
    const { start: rowStart, deltas: rowDeltas } = rowSlides;
    for (let m = 0; m < movingRows.length; m++) {
      const row = movingRows[m]!;
      const blocked = row < 3 ? (lowRows >>> (ROW_STRIDE * row)) & (MASKS - 1) : (highRows >>> (ROW_STRIDE * (row - 3))) & (MASKS - 1);
      const entry = rowSlot[tuple * rows + row]! * MASKS + blocked;
      const end = rowStart[entry + 1]!;
      const stride = rowWeight[row]!;
      for (let j = rowStart[entry]!; j < end; j++) {
        out[count++] = place[tuple + rowDeltas[j]! * stride]! * span + columns;
      }
    }
    // A lane without vehicles has one filling (a digit of radix 1) and no moves: only the others are read.
    const { start: colStart, deltas: colDeltas } = colSlides;
    for (let m = 0; m < movingCols.length; m++) {
      const col = movingCols[m]!;
      const entry = (base[col]! + ((digits >>> (digitBits * col)) & digitMask)) * MASKS + colMask[tuple * cols + col]!;
      const end = colStart[entry + 1]!;
      const stride = weight[col]!;
      for (let j = colStart[entry]!; j < end; j++) {
        out[count++] = index + colDeltas[j]! * stride;
      }
    }
    return count;
  }

  /**
   * Fogleman's order (fogleman/rush, cpp/src/board.cpp): the smaller horizontal bitboard, then the
   * smaller vertical one; a group's hardest layout first in it is his cluster's "unsolved" puzzle.
   */
  precedes(a: number, b: number): boolean {
    const ka = (a / this.span) | 0;
    const kb = (b / this.span) | 0;
    const horizontal = this.rowsOf.horizontal;
    if (ka !== kb) return horizontal[this.tuples[ka]!]! < horizontal[this.tuples[kb]!]!;
    // A group's hardest so far is compared with many layouts in a row: its bitboard is kept.
    if (b !== this.comparedIndex) {
      this.comparedIndex = b;
      this.comparedVertical = this.vertical(b - kb * this.span);
    }
    return this.vertical(a - ka * this.span) < this.comparedVertical;
  }

  private vertical(columns: number): number {
    return this.low.vertical[columns & ((1 << this.lowBits) - 1)]! + this.high.vertical[columns >>> this.lowBits]!;
  }

  isGoal(index: number): boolean {
    return this.rowsOf.goal[this.tuples[(index / this.span) | 0]!] === 1;
  }

  /** A position is its number: the set names it (format) while it is the current one. */
  layout(index: number): number {
    return index;
  }

  indexOf(layout: number): number {
    return layout;
  }

  /** Fills each row's and each column's filling of a position. */
  private decode(index: number): void {
    const { rowsOf, rowFilling, colFilling, digitBits } = this;
    const k = Math.floor(index / this.span);
    const tuple = this.tuples[k]!;
    rowsOf.classes.forEach((lane, row) => {
      rowFilling[row] = lane.fillings[rowsOf.digit(tuple, row)]!;
    });
    const columns = index - k * this.span;
    const digits = this.low.digits[columns & ((1 << this.lowBits) - 1)]! | this.high.digits[columns >>> this.lowBits]!;
    this.classes.forEach((lane, col) => {
      colFilling[col] = lane.fillings[(digits >>> (digitBits * col)) & ((1 << digitBits) - 1)]!;
    });
  }

  /** The vehicle (a number as vehicleNumbers gives it) whose move takes position `from` to `to`, one move away. */
  moverOf(from: number, to: number): number {
    const { rowFilling, colFilling } = this;
    const rows = rowFilling.length;
    this.decode(to);
    const after = this.moverScratch;
    for (let lane = 0; lane < after.length; lane++) after[lane] = lane < rows ? rowFilling[lane]! : colFilling[lane - rows]!;
    this.decode(from);
    let lane = 0;
    while ((lane < rows ? rowFilling[lane] : colFilling[lane - rows]) === after[lane]) lane++;
    const before = (lane < rows ? rowFilling[lane] : colFilling[lane - rows])!.vehicles;
    let vehicle = 0;
    while (before[vehicle]!.start === after[lane]!.vehicles[vehicle]!.start) vehicle++;
    return lane * this.census.laneVehicles + vehicle;
  }

  /** The primary car's number (as vehicleNumbers gives it): the last vehicle of the primary row. */
  primaryVehicle(): number {
    const { primaryRow } = this.census.board;
    return primaryRow * this.census.laneVehicles + this.rowsOf.classes[primaryRow]!.fillings[0]!.vehicles.length - 1;
  }

  /** The numbers of every vehicle and wall of the set's positions: lane · laneVehicles + k, rows 0… then columns as lanes rows + col. */
  vehicleNumbers(): readonly number[] {
    // The same for every position of the set: its lanes' classes fix their vehicles.
    if (this.numbers) return this.numbers;
    const numbers: number[] = [];
    this.lanes().forEach((lane, l) => {
      for (let k = 0; k < lane.fillings[0]!.vehicles.length; k++) numbers.push(l * this.census.laneVehicles + k);
    });
    return (this.numbers = numbers);
  }

  /** The set's lane classes: rows, then columns. */
  private lanes(): LaneClass[] {
    return [...this.rowsOf.classes, ...this.classes];
  }

  /**
   * A position's vehicles (the primary car first) and its walls' cells, leaving out `without` (a
   * number as vehicleNumbers gives it): the puzzle Fogleman's minimal test searches.
   */
  lanePieces(index: number, without: number): { pieces: LanePiece[]; wallCells: number[] } {
    const { rows, cols, primaryRow } = this.census.board;
    const { laneVehicles } = this.census;
    this.decode(index);
    const primary = this.rowFilling[primaryRow]!.vehicles.at(-1)!;
    const pieces: LanePiece[] = [{ horizontal: true, lane: primaryRow, start: primary.start, length: primary.length }];
    const wallCells: number[] = [];
    const lanes = [...this.rowFilling, ...this.colFilling];
    lanes.forEach(({ vehicles }, lane) => {
      const horizontal = lane < rows;
      vehicles.forEach((vehicle, k) => {
        if (lane * laneVehicles + k === without || (lane === primaryRow && k === vehicles.length - 1)) return;
        if (vehicle.length === WALL) wallCells.push(lane * cols + vehicle.start);
        else pieces.push({ horizontal, lane: horizontal ? lane : lane - rows, start: vehicle.start, length: vehicle.length });
      });
    });
    return { pieces, wallCells };
  }

  /** Whether the position without vehicle `without` (a number as vehicleNumbers gives it) reaches the exit within `moves` moves. */
  reducedSolves(index: number, without: number, moves: number): boolean {
    const { pieces, wallCells } = this.lanePieces(index, without);
    return this.census.solvesWithin(pieces, wallCells, moves);
  }

  /**
   * A position in Fogleman's notation: `A` the primary car, other vehicles lettered in reading
   * order, `x` walls; `without` (a number as vehicleNumbers gives it) leaves that one out.
   */
  format(index: number, without = -1): string {
    const { rows, cols, primaryRow } = this.census.board;
    const { laneVehicles } = this.census;
    const { cellVehicle, letterOf } = this;
    this.decode(index);
    cellVehicle.fill(EMPTY_CELL);
    letterOf.fill(0);
    for (let lane = 0; lane < rows + cols; lane++) {
      const horizontal = lane < rows;
      const { vehicles } = horizontal ? this.rowFilling[lane]! : this.colFilling[lane - rows]!;
      for (let k = 0; k < vehicles.length; k++) {
        const { start, length } = vehicles[k]!;
        const vehicle = lane * laneVehicles + k;
        if (vehicle === without) continue;
        for (let i = start; i < start + length; i++) {
          cellVehicle[horizontal ? lane * cols + i : i * cols + lane - rows] = length === WALL ? WALL_CELL : vehicle;
        }
      }
    }
    // Letters in reading order of the vehicles' first cells: a vehicle is lettered where it is first met.
    const primary = primaryRow * laneVehicles + this.rowFilling[primaryRow]!.vehicles.length - 1;
    let next = LETTER_B;
    const codes: number[] = [];
    for (let cell = 0; cell < rows * cols; cell++) {
      if (cell > 0 && cell % cols === 0 && rows !== cols) codes.push(ROW_SEPARATOR);
      const vehicle = cellVehicle[cell]!;
      if (vehicle === EMPTY_CELL) codes.push(EMPTY_MARK);
      else if (vehicle === WALL_CELL) codes.push(WALL_MARK);
      else {
        if (letterOf[vehicle] === 0) letterOf[vehicle] = vehicle === primary ? LETTER_A : next++;
        codes.push(letterOf[vehicle]!);
      }
    }
    return String.fromCharCode(...codes);
  }

  /** `cars 5 trucks 2 walls 1`: the vehicles besides the primary car, and the walls where the census has them. */
  vehicleCounts(): string {
    // The same for every position of the set (see vehicleNumbers).
    if (this.counts) return this.counts;
    const counts = [0, -1, 0];
    for (const lane of this.lanes()) for (const { length } of lane.fillings[0]!.vehicles) counts[length - 1]!++;
    const [walls, cars, trucks] = counts;
    return (this.counts = `cars ${cars} trucks ${trucks}${this.census.board.maxWalls > 0 ? ` walls ${walls}` : ''}`);
  }
}
