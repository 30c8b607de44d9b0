import { CensusDistanceError, type CompiledClassification, setTooLarge } from '../../../search/census.js';
import { builtModule, WASM_PAGE, type WasmGlobal, type WasmMemory, wasm } from '../../../util/wasm.js';
import type { LanePiece } from '../reach-within.js';

/** The compiled classifier's module where the build left it (scripts/build.mjs compiles assembly/classify.ts into it), else null. */
export const builtLaneKernel = () => builtModule('lane-kernel.wasm');

interface KernelExports {
  table(i: number): number;
  freeMemory(): number;
  setup(
    rows: number,
    cols: number,
    layouts: number,
    tuples: number,
    span: number,
    lowBits: number,
    digitBits: number,
    movingCols: number,
    movingRows: number,
    lowColumns: number,
  ): void;
  setLevels(levels: number): void;
  classify(): number;
  finish(capacity: number): void;
  setReach(keys: number, stamps: number, slots: number, places: number, placesBytes: number): void;
  reach(count: number, walls: number, rows: number, cols: number, moves: number): number;
  reachInput: WasmGlobal;
  MAX_PIECES: WasmGlobal;
  OUT_OF_ROOM: WasmGlobal;
  records: WasmGlobal;
  MAX_DISTANCE: WasmGlobal;
  MAX_HALF_VALUES: WasmGlobal;
  TOO_FAR: WasmGlobal;
}

/** A lane table of moves (LaneCensus's SlideTable). */
export interface KernelSlides {
  readonly start: Int32Array;
  readonly deltas: Int32Array;
}

/** Half of a set's columns, as ColumnSignatureSet reads them (its ColumnHalf). */
export interface KernelHalf {
  readonly spreadLow: Int32Array;
  readonly spreadHigh: Int32Array;
  readonly digits: Int32Array;
  readonly vertical: Float64Array;
}

/** A row signature's tuples (RowTuples): the same object for every set of the signature. */
export interface KernelRows {
  readonly size: number;
  readonly slot: Int32Array;
  readonly weight: Int32Array;
  readonly colMask: Int32Array;
  readonly movingRows: Int32Array;
  readonly goal: Uint8Array;
  readonly horizontal: Float64Array;
}

/** A census's lanes as the module reads them (LaneCensus's tables). */
export interface KernelCensus {
  readonly board: { readonly rows: number; readonly cols: number };
  readonly rowSlides: KernelSlides;
  readonly colSlides: KernelSlides;
  readonly rowSteps: KernelSlides;
  readonly colSteps: KernelSlides;
  /** Per column class and blocking mask (at 64 · class + mask): its digits clear of the mask, as bits. */
  readonly fittingDigits: Int32Array;
}

/** One lane set, as the module reads it (ColumnSignatureSet's tables); the module lists its layouts itself. */
export interface KernelSet {
  /** How many layouts it holds, and the numbers they are taken from (owners and distances are kept by number). */
  readonly layouts: number;
  readonly capacity: number;
  readonly tuples: Int32Array<ArrayBufferLike>;
  readonly span: number;
  readonly lowBits: number;
  /** The bits a column's digit takes in a half's packed digits. */
  readonly digitBits: number;
  /** Each column's class, and how many columns the low half holds. */
  readonly classIndex: Int32Array;
  readonly split: number;
  readonly weight: Int32Array;
  readonly base: Int32Array;
  readonly movingCols: Int32Array;
  readonly low: KernelHalf;
  readonly high: KernelHalf;
  readonly rows: KernelRows;
}

/** The module's own data lies below this; the tables go above. */
const MODULE_DATA = 1 << 20;
/**
 * The reduced puzzles' search (ReachWithin in the module): its table's slots (a power of two), each
 * a state (8 bytes) and a stamp (4), and 8 bytes a slot for its entries' places.
 */
const REACH_SLOTS = 1 << 18;
const reachBytes = (slots: number) => 20 * slots;
/** The most walls a reduced puzzle's input holds (after the pieces' four bytes each). */
const REACH_WALLS = 256;
/** WebAssembly's 32-bit addresses: a set whose arrays do not fit stays in JavaScript. */
const ADDRESSABLE = 2 ** 32 - WASM_PAGE;
/** Per index below a set's capacity: an owner and a distance. Per layout: the list of them and ten arrays. */
const BYTES_PER_INDEX = 6;
const BYTES_PER_LAYOUT = 44;

/** The module's numbering of its tables (`table` in assembly/classify.ts). */
enum Table {
  Indices = 0,
  Tuples,
  Place,
  Weight,
  Base,
  MovingCols,
  LowSpreadLow,
  LowSpreadHigh,
  LowDigits,
  LowVertical,
  HighSpreadLow,
  HighSpreadHigh,
  HighDigits,
  HighVertical,
  RowSlot,
  RowWeight,
  ColMask,
  MovingRows,
  Goal,
  Horizontal,
  RowSlides,
  RowSlideDeltas,
  ColSlides,
  ColSlideDeltas,
  RowSteps,
  RowStepDeltas,
  ColSteps,
  ColStepDeltas,
  Owner,
  Distance,
  Queue,
  QueueLabel,
  Parent,
  RecordOf,
  RecordSize,
  RecordDepth,
  RecordHardest,
  HistogramStart,
  Emitted,
  Histograms,
  FittingDigits,
  ClassIndex,
}

/**
 * GroupClassifier's classification of a Rush Hour lane set in WebAssembly (assembly/classify.ts),
 * the same groups, distances and hardest layouts at about twice the speed. Its memory holds the
 * census's slide tables, then the row signature's tuples (copied when the signature changes), then
 * the set's tables (copied per set) and the classification's arrays, grown to the largest set met.
 */
export class LaneKernel {
  private readonly exports: KernelExports;
  private readonly memory: WasmMemory;
  private readonly rowsStart: number;
  /** Room for each part: the row signature's tables, the set's, and the arrays (by capacity and layouts). */
  private rowBytes = 0;
  private setBytes = 0;
  private capacity = 0;
  private layouts = 0;
  private rowsPlaced: KernelRows | null = null;
  /** The reduced puzzles' input, as bytes of the module's memory (made again when the memory grows). */
  private reachInput: Uint8Array | null = null;
  /** The module's memory as words, reals and bytes (made again when it grows), and where each table's address is kept. */
  private words!: Int32Array;
  private reals!: Float64Array;
  private bytes!: Uint8Array;
  private readonly tableSlots: number[];
  /** Each index's owner and distance as the host reads them (made again when the arrays are laid out). */
  private owner = new Int32Array(0);
  private distance = new Uint16Array(0);
  /** The last set's classification: one object, its views of the arrays replaced when they are laid out, its counts set by set. */
  private readonly classification: { -readonly [K in keyof CompiledClassification]: CompiledClassification[K] } & { capacity: number };
  /** The module's constants, read once (each read of a global crosses into the module). */
  private readonly constants: { halfValues: number; tooFar: number; maxDistance: number; maxPieces: number; outOfRoom: number; reachInput: number };

  private readonly board: KernelCensus['board'];

  /** `reachSlots`: the size of the reduced puzzles' table (smaller in tests, to see a search outgrow it). */
  constructor(bytes: Uint8Array, census: KernelCensus, reachSlots = REACH_SLOTS) {
    const { board, fittingDigits } = census;
    this.board = board;
    const slides = [census.rowSlides, census.colSlides, census.rowSteps, census.colSteps];
    const slideBytes = slides.reduce((sum, { start, deltas }) => sum + start.byteLength + deltas.byteLength + 32, 0);
    this.memory = new wasm.Memory({ initial: Math.ceil((MODULE_DATA + slideBytes + fittingDigits.byteLength + reachBytes(reachSlots) + 64) / WASM_PAGE) });
    const imports = { env: { memory: this.memory, abort: () => this.fail('stopped on an assertion') } };
    this.exports = new wasm.Instance(new wasm.Module(bytes), imports).exports as unknown as KernelExports;
    if (this.exports.freeMemory() > MODULE_DATA) this.fail('has more data than its host leaves room for');
    const { exports } = this;
    this.constants = {
      halfValues: exports.MAX_HALF_VALUES.value,
      tooFar: exports.TOO_FAR.value,
      maxDistance: exports.MAX_DISTANCE.value,
      maxPieces: exports.MAX_PIECES.value,
      outOfRoom: exports.OUT_OF_ROOM.value,
      reachInput: exports.reachInput.value,
    };
    const empty = new Int32Array(0);
    this.classification = {
      groupCount: 0,
      groups: empty,
      recordSize: empty,
      recordDepth: empty,
      recordHardest: empty,
      histogramStart: empty,
      histograms: empty,
      capacity: 0,
      distanceOf: (index) => (this.owner[index]! >= 0 ? this.distance[index]! : -1),
      finish: () => exports.finish(this.classification.capacity),
    };
    this.tableSlots = Array.from({ length: Table.ClassIndex + 1 }, (_, table) => this.exports.table(table) >>> 2);
    this.viewMemory();
    let free = MODULE_DATA;
    slides.forEach(({ start, deltas }, k) => {
      free = this.place(Table.RowSlides + 2 * k, free, start);
      free = this.place(Table.RowSlides + 2 * k + 1, free, deltas);
    });
    free = this.place(Table.FittingDigits, free, fittingDigits);
    this.exports.setReach(free, free + 8 * reachSlots, reachSlots, free + 12 * reachSlots, 8 * reachSlots);
    this.rowsStart = align(free + reachBytes(reachSlots));
  }

  /**
   * Classifies `set`: null where the module's memory cannot hold it (the caller's classifier then
   * runs); a MemoryLimitError past `maxBytes`.
   */
  classify(set: KernelSet, maxBytes: number): CompiledClassification | null {
    const count = set.layouts;
    const needed = set.capacity * BYTES_PER_INDEX + count * BYTES_PER_LAYOUT;
    if (needed > maxBytes) throw setTooLarge(needed, count, maxBytes);
    const { halfValues, tooFar, maxDistance } = this.constants;
    if (set.low.digits.length > halfValues || set.high.digits.length > halfValues || !this.reserve(set)) return null;
    const { exports, board } = this;
    if (this.rowsPlaced !== set.rows) this.placeRows(set.rows);
    this.placeSet(set);
    exports.setup(
      board.rows,
      board.cols,
      count,
      set.tuples.length,
      set.span,
      set.lowBits,
      set.digitBits,
      set.movingCols.length,
      set.rows.movingRows.length,
      set.split,
    );
    const groupCount = exports.classify();
    if (groupCount < 0) {
      exports.finish(set.capacity);
      if (groupCount === tooFar) throw new CensusDistanceError(maxDistance - 1);
      this.fail("listed other layouts than the set's");
    }
    return this.result(set, groupCount);
  }

  private result(set: KernelSet, groupCount: number): CompiledClassification {
    const { classification } = this;
    classification.groupCount = groupCount;
    classification.capacity = set.capacity;
    return classification;
  }

  /**
   * Whether `pieces` (the primary car first) among walls at `wallCells` reach the exit within
   * `moves` moves, as ReachWithin.solves answers; null where the module's table is too small for
   * the search (the caller's ReachWithin then searches).
   */
  solves(pieces: readonly LanePiece[], wallCells: readonly number[], moves: number): boolean | null {
    const { exports, board } = this;
    const { maxPieces, outOfRoom } = this.constants;
    if (pieces.length > maxPieces || wallCells.length > REACH_WALLS) return null;
    if (this.reachInput?.buffer !== this.memory.buffer)
      this.reachInput = new Uint8Array(this.memory.buffer, this.constants.reachInput, 4 * maxPieces + REACH_WALLS);
    const input = this.reachInput;
    for (let i = 0; i < pieces.length; i++) {
      const { horizontal, lane, start, length } = pieces[i]!;
      input[4 * i] = horizontal ? 1 : 0;
      input[4 * i + 1] = lane;
      input[4 * i + 2] = start;
      input[4 * i + 3] = length;
    }
    for (let w = 0; w < wallCells.length; w++) input[4 * maxPieces + w] = wallCells[w]!;
    const found = exports.reach(pieces.length, wallCells.length, board.rows, board.cols, moves);
    return found === outOfRoom ? null : found === 1;
  }

  /** Room for the set's tables and arrays: false where the module's memory cannot grow to them. */
  private reserve(set: KernelSet): boolean {
    const rowBytes = Math.max(this.rowBytes, rowTablesBytes(set.rows));
    const setBytes = Math.max(this.setBytes, setTablesBytes(set));
    const capacity = Math.max(this.capacity, set.capacity);
    const layouts = Math.max(this.layouts, set.layouts);
    if (rowBytes === this.rowBytes && setBytes === this.setBytes && capacity === this.capacity && layouts === this.layouts) return true;
    // Grown with room to spare, so a census's sets settle on a layout after a few.
    const grown = (size: number, old: number) => (size > old ? Math.ceil(size * 1.25) : old);
    const next = {
      rowBytes: grown(rowBytes, this.rowBytes),
      setBytes: grown(setBytes, this.setBytes),
      capacity: grown(capacity, this.capacity),
      layouts: grown(layouts, this.layouts),
    };
    const end = this.rowsStart + next.rowBytes + next.setBytes + arraysBytes(next.capacity, next.layouts, this.constants.maxDistance);
    if (end > ADDRESSABLE) return false;
    const pages = Math.ceil(end / WASM_PAGE) - this.memory.buffer.byteLength / WASM_PAGE;
    try {
      if (pages > 0) this.memory.grow(pages);
    } catch (error) {
      if (error instanceof RangeError) return false;
      throw error;
    }
    Object.assign(this, next);
    this.viewMemory();
    this.rowsPlaced = null;
    this.layOutArrays();
    return true;
  }

  /** The classification's arrays after the set's tables; owners unreached. */
  private layOutArrays(): void {
    const { capacity, layouts } = this;
    let free = this.rowsStart + this.rowBytes + this.setBytes;
    const block = (table: Table, bytes: number) => {
      this.setAddress(table, free);
      free = align(free + bytes);
    };
    block(Table.Owner, 4 * capacity);
    this.words.fill(-1, this.address(Table.Owner) / 4, this.address(Table.Owner) / 4 + capacity);
    block(Table.Distance, 2 * capacity);
    block(Table.Indices, 4 * layouts);
    block(Table.Queue, 4 * layouts);
    // The labels and the union–find side by side: the groups' pairs are written over both.
    this.setAddress(Table.QueueLabel, free);
    this.setAddress(Table.Parent, free + 4 * layouts);
    free = align(free + 8 * layouts);
    for (const table of [Table.RecordOf, Table.RecordSize, Table.RecordDepth, Table.RecordHardest, Table.HistogramStart, Table.Emitted, Table.Histograms]) {
      block(table, 4 * layouts);
    }
    this.exports.setLevels(free);
    const view = (table: Table, length: number) => new Int32Array(this.memory.buffer, this.address(table), length);
    Object.assign(this.classification, {
      // The groups are written over the labels and the union–find (see assembly/classify.ts).
      groups: view(Table.QueueLabel, 2 * layouts),
      recordSize: view(Table.RecordSize, layouts),
      recordDepth: view(Table.RecordDepth, layouts),
      recordHardest: view(Table.RecordHardest, layouts),
      histogramStart: view(Table.HistogramStart, layouts),
      histograms: view(Table.Histograms, layouts),
    });
    this.owner = view(Table.Owner, capacity);
    this.distance = new Uint16Array(this.memory.buffer, this.address(Table.Distance), capacity);
  }

  private viewMemory(): void {
    const { buffer } = this.memory;
    this.words = new Int32Array(buffer);
    this.reals = new Float64Array(buffer);
    this.bytes = new Uint8Array(buffer);
  }

  /** The row signature's tables, with room for the set's place of each of its tuples. */
  private placeRows(rows: KernelRows): void {
    let free = this.rowsStart;
    free = this.place(Table.RowSlot, free, rows.slot);
    free = this.place(Table.RowWeight, free, rows.weight);
    free = this.place(Table.ColMask, free, rows.colMask);
    free = this.place(Table.MovingRows, free, rows.movingRows);
    free = this.place(Table.Goal, free, rows.goal);
    free = this.place(Table.Horizontal, free, rows.horizontal);
    this.setAddress(Table.Place, free);
    this.rowsPlaced = rows;
  }

  private placeSet(set: KernelSet): void {
    let free = this.rowsStart + this.rowBytes;
    const arrays: [Table, Int32Array | Float64Array][] = [
      [Table.ClassIndex, set.classIndex],
      [Table.Tuples, set.tuples],
      [Table.Weight, set.weight],
      [Table.Base, set.base],
      [Table.MovingCols, set.movingCols],
      [Table.LowSpreadLow, set.low.spreadLow],
      [Table.LowSpreadHigh, set.low.spreadHigh],
      [Table.LowDigits, set.low.digits],
      [Table.LowVertical, set.low.vertical],
      [Table.HighSpreadLow, set.high.spreadLow],
      [Table.HighSpreadHigh, set.high.spreadHigh],
      [Table.HighDigits, set.high.digits],
      [Table.HighVertical, set.high.vertical],
    ];
    for (const [table, array] of arrays) free = this.place(table, free, array);
  }

  /** Copies `array` to `at` (16-aligned), its address to table `table`; returns where the next may go. */
  private place(table: Table, at: number, array: Int32Array | Float64Array | Uint8Array): number {
    if (array instanceof Int32Array) this.words.set(array, at / 4);
    else if (array instanceof Float64Array) this.reals.set(array, at / 8);
    else this.bytes.set(array, at);
    this.setAddress(table, at);
    return align(at + array.byteLength);
  }

  private setAddress(table: Table, at: number): void {
    this.words[this.tableSlots[table]!] = at;
  }

  private address(table: Table): number {
    return this.words[this.tableSlots[table]!]! >>> 0;
  }

  /** A defect, not bad input: the module and this host disagree. */
  private fail(reason: string): never {
    throw new Error(`the compiled census classifier ${reason}`);
  }
}

/** Addresses reach 4 GB, past what bitwise operators hold. */
const align = (at: number) => Math.ceil(at / 16) * 16;

function rowTablesBytes(rows: KernelRows): number {
  const { slot, weight, colMask, movingRows, goal, horizontal } = rows;
  return (
    align(slot.byteLength) +
    align(weight.byteLength) +
    align(colMask.byteLength) +
    align(movingRows.byteLength) +
    align(goal.byteLength) +
    align(horizontal.byteLength) +
    align(4 * rows.size)
  );
}

function setTablesBytes(set: KernelSet): number {
  const { classIndex, tuples, weight, base, movingCols, low, high } = set;
  return (
    align(classIndex.byteLength) +
    align(tuples.byteLength) +
    align(weight.byteLength) +
    align(base.byteLength) +
    align(movingCols.byteLength) +
    halfBytes(low) +
    halfBytes(high)
  );
}

const halfBytes = ({ spreadLow, spreadHigh, digits, vertical }: KernelHalf) =>
  align(spreadLow.byteLength) + align(spreadHigh.byteLength) + align(digits.byteLength) + align(vertical.byteLength);

function arraysBytes(capacity: number, layouts: number, maxDistance: number): number {
  return align(4 * capacity) + align(2 * capacity) + 2 * align(4 * layouts) + align(8 * layouts) + 7 * align(4 * layouts) + align(4 * (maxDistance + 2));
}
