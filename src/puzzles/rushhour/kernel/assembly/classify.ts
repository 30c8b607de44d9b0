// AssemblyScript, compiled to WebAssembly by the build (scripts/build.mjs): GroupClassifier.classify
// (src/search/census.ts) fused with the moves of a Rush Hour lane set (../../lane-sets.ts,
// ColumnSignatureSet.movesBy), so a set's groups, distances and hardest layouts come out the same
// at about twice the speed of the JavaScript. The host (../lane-kernel.ts) lays the tables out in
// this module's memory and passes their addresses through `table`.

export { MAX_PIECES, OUT_OF_ROOM, reach, reachInput, setReach } from './reach';

/** The tables' addresses, by the host's numbering (the `Table` enum in ../lane-kernel.ts). */
const tables = new StaticArray<u32>(42);
export function table(i: i32): usize {
  return changetype<usize>(tables) + (<usize>i << 2);
}

export function freeMemory(): usize {
  return __heap_base;
}

@inline function at(p: usize, i: i32): i32 {
  return load<i32>(p + (<usize>i << 2));
}
@inline function put(p: usize, i: i32, value: i32): void {
  store<i32>(p + (<usize>i << 2), value);
}
@inline function real(p: usize, i: i32): f64 {
  return load<f64>(p + (<usize>i << 3));
}

const MASKS = 64;
const ROW_STRIDE = 8;
const UNREACHED = -1;
const UNSOLVABLE = -2;
/** Distances are kept in 2 bytes: a set whose layouts lie farther from its goals is refused (classify returns -1). */
export const MAX_DISTANCE = 0xffff;
/** What classify returns for a set whose layouts lie farther than MAX_DISTANCE from its goals, and for a listing that disagrees with the host's count (a defect). */
export const TOO_FAR = -1;
export const MISCOUNTED = -2;

// The set: its layouts, row tuples and the columns' halves (ColumnSignatureSet's fields).
let indices: usize, tuples: usize, place: usize, weight: usize, base: usize, movingCols: usize;
let lowSpreadLow: usize, lowSpreadHigh: usize, lowDigits: usize, lowVertical: usize;
let highSpreadLow: usize, highSpreadHigh: usize, highDigits: usize, highVertical: usize;
// The row signature's tuples (RowTuples' fields) and the census's slide tables (LaneCensus's).
let rowSlot: usize, rowWeight: usize, colMask: usize, movingRows: usize, goal: usize, horizontal: usize;
let rowSlides: usize, rowSlideDeltas: usize, colSlides: usize, colSlideDeltas: usize;
let rowSteps: usize, rowStepDeltas: usize, colSteps: usize, colStepDeltas: usize;
// The census's column fillings clear of each blocking mask, as bits (a class's digits at 64 · class + mask), and the set's classes.
let fittingDigits: usize, classIndex: usize;
// The classification's arrays: per index below the capacity, per layout, per solvable group.
let owner: usize, distance: usize, queue: usize, queueLabel: usize, parent: usize, recordOf: usize;
let recordSize: usize, recordDepth: usize, recordHardest: usize, histogramStart: usize, emitted: usize;
let histograms: usize, groupsOut: usize, levelStart: usize;

let rows: i32, cols: i32, count: i32, tupleCount: i32, span: i32, lowBits: i32, digitBits: i32, movingColCount: i32, movingRowCount: i32;
/** The columns of the low half. */
let split: i32;

/** The tables as the host placed them, and the set's shape. */
export function setup(boardRows: i32, boardCols: i32, layouts: i32, setTuples: i32, setSpan: i32, setLowBits: i32, setDigitBits: i32, colsMoving: i32, rowsMoving: i32, lowColumns: i32): void {
  split = lowColumns;
  rows = boardRows;
  cols = boardCols;
  count = layouts;
  tupleCount = setTuples;
  span = setSpan;
  lowBits = setLowBits;
  digitBits = setDigitBits;
  movingColCount = colsMoving;
  movingRowCount = rowsMoving;
  indices = tables[0]; tuples = tables[1]; place = tables[2]; weight = tables[3]; base = tables[4]; movingCols = tables[5];
  lowSpreadLow = tables[6]; lowSpreadHigh = tables[7]; lowDigits = tables[8]; lowVertical = tables[9];
  highSpreadLow = tables[10]; highSpreadHigh = tables[11]; highDigits = tables[12]; highVertical = tables[13];
  rowSlot = tables[14]; rowWeight = tables[15]; colMask = tables[16]; movingRows = tables[17]; goal = tables[18]; horizontal = tables[19];
  rowSlides = tables[20]; rowSlideDeltas = tables[21]; colSlides = tables[22]; colSlideDeltas = tables[23];
  rowSteps = tables[24]; rowStepDeltas = tables[25]; colSteps = tables[26]; colStepDeltas = tables[27];
  owner = tables[28]; distance = tables[29]; queue = tables[30]; queueLabel = tables[31]; parent = tables[32]; recordOf = tables[33];
  recordSize = tables[34]; recordDepth = tables[35]; recordHardest = tables[36]; histogramStart = tables[37]; emitted = tables[38];
  histograms = tables[39];
  fittingDigits = tables[40]; classIndex = tables[41];
  groupsOut = tables[31]; // see classify: the labels are read for the last time before the groups are written
}

/** Where each distance's layouts start in the queue: the host's last block. */
export function setLevels(levels: usize): void {
  levelStart = levels;
}

/** The expansion's state: the wave and distance of the search's new layouts, the queue's length, the unsolvable group's. */
let wave: i32 = 0;
let nextDistance: i32 = 0;
let queued: i32 = 0;
let size: i32 = 0;

/**
 * ColumnSignatureSet.movesBy over a layout's moves (slides) or steps, each visited as it is made:
 * by the search from the goals (`searching`, a constant where it is inlined), else by the walk of
 * an unsolvable group.
 */
@inline function expand(index: i32, colStart: usize, colDeltas: usize, rowStart: usize, rowDeltas: usize, searching: bool): void {
  const k = index / span;
  const columns = index - k * span;
  const tuple = at(tuples, k);
  const lowValue = columns & ((1 << lowBits) - 1);
  const highValue = columns >>> lowBits;
  const lowRows = at(lowSpreadLow, lowValue) | at(highSpreadLow, highValue);
  const highRows = at(lowSpreadHigh, lowValue) | at(highSpreadHigh, highValue);
  const digits = at(lowDigits, lowValue) | at(highDigits, highValue);
  const digitMask = (1 << digitBits) - 1;
  for (let m = 0; m < movingRowCount; m++) {
    const row = at(movingRows, m);
    const blocked = row < 3 ? (lowRows >>> (ROW_STRIDE * row)) & (MASKS - 1) : (highRows >>> (ROW_STRIDE * (row - 3))) & (MASKS - 1);
    const entry = at(rowSlot, tuple * rows + row) * MASKS + blocked;
    const end = at(rowStart, entry + 1);
    const stride = at(rowWeight, row);
    for (let j = at(rowStart, entry); j < end; j++) visit(at(place, tuple + at(rowDeltas, j) * stride) * span + columns, searching);
  }
  for (let m = 0; m < movingColCount; m++) {
    const col = at(movingCols, m);
    const entry = (at(base, col) + ((digits >>> (digitBits * col)) & digitMask)) * MASKS + at(colMask, tuple * cols + col);
    const end = at(colStart, entry + 1);
    const stride = at(weight, col);
    for (let j = at(colStart, entry); j < end; j++) visit(index + at(colDeltas, j) * stride, searching);
  }
}

/** A layout one move away: the search labels it with its wave (or joins the waves), the walk adds it to the group. */
@inline function visit(next: i32, searching: bool): void {
  const label = at(owner, next);
  if (searching) {
    if (label == UNREACHED) {
      put(owner, next, wave);
      store<u16>(distance + (<usize>next << 1), <u16>nextDistance);
      put(queueLabel, queued, wave);
      put(queue, queued++, next);
    } else if (label != wave) {
      const other = find(label);
      if (other != wave) put(parent, other, wave);
      put(owner, next, wave);
    }
  } else if (label == UNREACHED) {
    put(owner, next, UNSOLVABLE);
    // The walk's members are kept in the queue (see walk).
    put(queue, size++, next);
  }
}

@inline function isGoal(index: i32): bool {
  return load<u8>(goal + <usize>at(tuples, index / span)) != 0;
}

/** ColumnSignatureSet.precedes: Fogleman's order, the horizontal bitboard first, then the vertical. */
@inline function precedes(a: i32, b: i32): bool {
  const ka = a / span;
  const kb = b / span;
  if (ka != kb) return real(horizontal, at(tuples, ka)) < real(horizontal, at(tuples, kb));
  return vertical(a - ka * span) < vertical(b - kb * span);
}

@inline function vertical(columns: i32): f64 {
  return real(lowVertical, columns & ((1 << lowBits) - 1)) + real(highVertical, columns >>> lowBits);
}

function find(label: i32): i32 {
  while (at(parent, label) != label) {
    put(parent, label, at(parent, at(parent, label)));
    label = at(parent, label);
  }
  return label;
}

/** The most values a half of the columns has: three columns of the widest class (LaneCensus.widestColumnClass). */
export const MAX_HALF_VALUES = 4096;
/** The values of a half whose columns are clear of a row tuple's rows, ascending: the listing's scratch. */
const lowValues = new StaticArray<i32>(MAX_HALF_VALUES);
const highValues = new StaticArray<i32>(MAX_HALF_VALUES);

/**
 * ColumnSignatureSet.listPositions: every layout's index into `indices`, ascending (per row tuple,
 * the high half's clear values, each with every clear value of the low half); returns how many.
 */
function listLayouts(): i32 {
  let listed = 0;
  for (let k = 0; k < tupleCount; k++) {
    const tuple = at(tuples, k);
    const lows = clearValues(tuple, 0, split, 0, changetype<usize>(lowValues));
    const highs = lows == 0 ? 0 : clearValues(tuple, split, cols, lowBits, changetype<usize>(highValues));
    const first = k * span;
    for (let h = 0; h < highs; h++) {
      const at = first + (load<i32>(changetype<usize>(highValues) + (<usize>h << 2)) << lowBits);
      for (let l = 0; l < lows; l++) put(indices, listed++, at + load<i32>(changetype<usize>(lowValues) + (<usize>l << 2)));
    }
  }
  return listed;
}

/**
 * The values of the half of columns `first` … `end` − 1 clear of the row tuple's rows, ascending
 * (its first column turning fastest), into `out`; how many. A column's weight in its half is its
 * weight in the set's columns shifted down by `shift` (the low half's bits, for the high half).
 */
function clearValues(tuple: i32, first: i32, end: i32, shift: i32, out: usize): i32 {
  let values = 1;
  for (let col = first; col < end; col++) values *= <i32>popcnt(clearOf(tuple, col));
  if (values == 0) return 0;
  put(out, 0, 0);
  let made = 1;
  // Column by column, the half's first (lowest) first: the values so far with the column's lowest
  // clear digit, then copies of them with each of its next ones, so the list stays ascending.
  for (let col = first; col < end; col++) {
    let clear = clearOf(tuple, col);
    const stride = at(weight, col) >>> shift;
    const before = made;
    const lowest = <i32>ctz(clear);
    for (let v = 0; v < before; v++) put(out, v, at(out, v) + lowest * stride);
    clear &= clear - 1;
    while (clear != 0) {
      const offset = (<i32>ctz(clear) - lowest) * stride;
      for (let v = 0; v < before; v++) put(out, made++, at(out, v) + offset);
      clear &= clear - 1;
    }
  }
  return values;
}

@inline function clearOf(tuple: i32, col: i32): i32 {
  return at(fittingDigits, at(classIndex, col) * MASKS + at(colMask, tuple * cols + col));
}

/** How many solvable groups the last classification found (its records), and the groups it wrote. */
export let records: i32 = 0;
export let groups: i32 = 0;

/**
 * Classifies the set: the search from every goal with wave labels (GroupClassifier.searchFromGoals),
 * the solvable groups' sizes, histograms and hardest (solvableGroups), then every group in the
 * order of its first layout, unsolvable ones searched by steps on the way (classify's walk).
 * Writes two numbers a group into `groupsOut`: its first layout, and its record (a solvable group)
 * or minus its size (an unsolvable one). Returns the groups' count, or TOO_FAR or MISCOUNTED.
 */
export function classify(): i32 {
  for (let k = 0; k < tupleCount; k++) put(place, at(tuples, k), k);
  if (listLayouts() != count) return MISCOUNTED;
  queued = 0;
  for (let r = 0; r < count; r++) {
    const root = at(indices, r);
    if (!isGoal(root)) continue;
    put(owner, root, queued);
    store<u16>(distance + (<usize>root << 1), 0);
    put(parent, queued, queued);
    put(queueLabel, queued, queued);
    put(queue, queued++, root);
  }
  const goals = queued;
  put(levelStart, 0, 0);
  put(levelStart, 1, queued);
  let depth = 0;
  for (let head = 0; head < queued; head++) {
    if (head == at(levelStart, depth + 1)) {
      if (++depth == MAX_DISTANCE) return TOO_FAR;
      put(levelStart, depth + 1, queued);
    }
    wave = find(at(queueLabel, head));
    nextDistance = depth + 1;
    expand(at(queue, head), colSlides, colSlideDeltas, rowSlides, rowSlideDeltas, true);
  }
  solvableGroups(goals, queued);
  return walk();
}

/** Each wave's record (its group's), then per record its size, farthest distance, histogram and hardest layout. */
function solvableGroups(goals: i32, reached: i32): void {
  for (let label = 0; label < goals; label++) put(parent, label, find(label));
  records = 0;
  for (let label = 0; label < goals; label++) {
    if (at(parent, label) != label) continue;
    put(recordOf, label, records);
    put(recordSize, records, 0);
    put(recordHardest, records, -1);
    put(emitted, records++, 0);
  }
  for (let label = 0; label < goals; label++) put(recordOf, label, at(recordOf, at(parent, label)));
  for (let q = 0, depth = 0; q < reached; q++) {
    while (q == at(levelStart, depth + 1)) depth++;
    const record = at(recordOf, at(queueLabel, q));
    put(recordSize, record, at(recordSize, record) + 1);
    // A group's layouts are at every distance up to its farthest, met in order.
    put(recordDepth, record, depth);
  }
  let start = 0;
  for (let record = 0; record < records; record++) {
    put(histogramStart, record, start);
    start += at(recordDepth, record) + 1;
  }
  memory.fill(histograms, 0, <usize>start << 2);
  for (let q = 0, depth = 0; q < reached; q++) {
    while (q == at(levelStart, depth + 1)) depth++;
    const record = at(recordOf, at(queueLabel, q));
    const slot = at(histogramStart, record) + depth;
    put(histograms, slot, at(histograms, slot) + 1);
    if (depth != at(recordDepth, record)) continue;
    const index = at(queue, q);
    const hardest = at(recordHardest, record);
    if (hardest < 0 || precedes(index, hardest)) put(recordHardest, record, index);
  }
}

/** The groups by their first layouts; the unsolvable ones searched from it by steps (GroupClassifier.unsolvableGroup). */
function walk(): i32 {
  // The queue's labels are read no more: the groups go there, and an unsolvable group's layouts in the queue.
  const members = queue;
  groups = 0;
  for (let r = 0; r < count; r++) {
    const root = at(indices, r);
    const label = at(owner, root);
    if (label == UNSOLVABLE) continue;
    if (label == UNREACHED) {
      put(owner, root, UNSOLVABLE);
      put(members, 0, root);
      size = 1;
      for (let head = 0; head < size; head++) expand(at(members, head), colSteps, colStepDeltas, rowSteps, rowStepDeltas, false);
      put(groupsOut, 2 * groups, root);
      put(groupsOut, 2 * groups++ + 1, -size);
      continue;
    }
    const record = at(recordOf, label);
    if (at(emitted, record) != 0) continue;
    put(emitted, record, 1);
    put(groupsOut, 2 * groups, root);
    put(groupsOut, 2 * groups++ + 1, record);
  }
  return groups;
}

/** Owners back to unreached for the next set: every index, or only the layouts where they are sparse. */
export function finish(capacity: i32): void {
  if (count * 8 > capacity) memory.fill(owner, 0xff, <usize>capacity << 2);
  else for (let r = 0; r < count; r++) put(owner, at(indices, r), UNREACHED);
}
