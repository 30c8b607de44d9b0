// AssemblyScript, compiled to WebAssembly by the build (scripts/build.mjs): GroupClassifier.classify
// (src/search/census.ts) fused with the moves of a Rush Hour lane set (../../lane-sets.ts,
// ColumnSignatureSet.movesBy), so a set's groups, distances and hardest layouts come out the same
// at about twice the speed of the JavaScript. The host (../lane-kernel.ts) lays the tables out in
// this module's memory and passes their addresses through `table`.

/** The tables' addresses, by the host's numbering (TABLES in ../lane-kernel.ts). */
const tables = new StaticArray<u32>(40);
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
/** The most moves a layout has: neighbours are gathered in a scratch of this many. */
export const MAX_BRANCHING = 256;

// The set: its layouts, row tuples and the columns' halves (ColumnSignatureSet's fields).
let indices: usize, tuples: usize, place: usize, weight: usize, base: usize, movingCols: usize;
let lowSpreadLow: usize, lowSpreadHigh: usize, lowDigits: usize, lowVertical: usize;
let highSpreadLow: usize, highSpreadHigh: usize, highDigits: usize, highVertical: usize;
// The row signature's tuples (RowTuples' fields) and the census's slide tables (LaneCensus's).
let rowSlot: usize, rowWeight: usize, colMask: usize, movingRows: usize, goal: usize, horizontal: usize;
let rowSlides: usize, rowSlideDeltas: usize, colSlides: usize, colSlideDeltas: usize;
let rowSteps: usize, rowStepDeltas: usize, colSteps: usize, colStepDeltas: usize;
// The classification's arrays: per index below the capacity, per layout, per solvable group.
let owner: usize, distance: usize, queue: usize, queueLabel: usize, parent: usize, recordOf: usize;
let recordSize: usize, recordDepth: usize, recordHardest: usize, histogramStart: usize, emitted: usize;
let histograms: usize, groupsOut: usize, levelStart: usize, neighbours: usize;

let rows: i32, cols: i32, count: i32, tupleCount: i32, span: i32, lowBits: i32, digitBits: i32, movingColCount: i32, movingRowCount: i32;

/** The tables as the host placed them, and the set's shape. */
export function setup(boardRows: i32, boardCols: i32, layouts: i32, setTuples: i32, setSpan: i32, setLowBits: i32, setDigitBits: i32, colsMoving: i32, rowsMoving: i32): void {
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
  groupsOut = tables[31]; // see classify: the labels are read for the last time before the groups are written
}

/** Where the per-distance queue starts and the neighbours' scratch live (the host's last two blocks). */
export function setScratch(levels: usize, scratch: usize): void {
  levelStart = levels;
  neighbours = scratch;
}

/** ColumnSignatureSet.movesBy: the layouts one move (slides) or one step (steps) away, into `neighbours`. */
@inline function movesBy(index: i32, colStart: usize, colDeltas: usize, rowStart: usize, rowDeltas: usize): i32 {
  const k = index / span;
  const columns = index - k * span;
  const tuple = at(tuples, k);
  const lowValue = columns & ((1 << lowBits) - 1);
  const highValue = columns >>> lowBits;
  const lowRows = at(lowSpreadLow, lowValue) | at(highSpreadLow, highValue);
  const highRows = at(lowSpreadHigh, lowValue) | at(highSpreadHigh, highValue);
  const digits = at(lowDigits, lowValue) | at(highDigits, highValue);
  const digitMask = (1 << digitBits) - 1;
  let moves = 0;
  for (let m = 0; m < movingRowCount; m++) {
    const row = at(movingRows, m);
    const blocked = row < 3 ? (lowRows >>> (ROW_STRIDE * row)) & (MASKS - 1) : (highRows >>> (ROW_STRIDE * (row - 3))) & (MASKS - 1);
    const entry = at(rowSlot, tuple * rows + row) * MASKS + blocked;
    const end = at(rowStart, entry + 1);
    const stride = at(rowWeight, row);
    for (let j = at(rowStart, entry); j < end; j++) put(neighbours, moves++, at(place, tuple + at(rowDeltas, j) * stride) * span + columns);
  }
  for (let m = 0; m < movingColCount; m++) {
    const col = at(movingCols, m);
    const entry = (at(base, col) + ((digits >>> (digitBits * col)) & digitMask)) * MASKS + at(colMask, tuple * cols + col);
    const end = at(colStart, entry + 1);
    const stride = at(weight, col);
    for (let j = at(colStart, entry); j < end; j++) put(neighbours, moves++, index + at(colDeltas, j) * stride);
  }
  return moves;
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

/** How many solvable groups the last classification found (its records), and the groups it wrote. */
export let records: i32 = 0;
export let groups: i32 = 0;

/**
 * Classifies the set: the search from every goal with wave labels (GroupClassifier.searchFromGoals),
 * the solvable groups' sizes, histograms and hardest (solvableGroups), then every group in the
 * order of its first layout, unsolvable ones searched by steps on the way (classify's walk).
 * Writes two numbers a group into `groupsOut`: its first layout, and its record (a solvable group)
 * or minus its size (an unsolvable one). Returns the groups' count, or -1 past MAX_DISTANCE.
 */
export function classify(): i32 {
  for (let k = 0; k < tupleCount; k++) put(place, at(tuples, k), k);
  let queued = 0;
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
      if (++depth == MAX_DISTANCE) return -1;
      put(levelStart, depth + 1, queued);
    }
    const wave = find(at(queueLabel, head));
    const moves = movesBy(at(queue, head), colSlides, colSlideDeltas, rowSlides, rowSlideDeltas);
    for (let k = 0; k < moves; k++) {
      const next = at(neighbours, k);
      const label = at(owner, next);
      if (label == UNREACHED) {
        put(owner, next, wave);
        store<u16>(distance + (<usize>next << 1), <u16>(depth + 1));
        put(queueLabel, queued, wave);
        put(queue, queued++, next);
      } else if (label != wave) {
        const other = find(label);
        if (other != wave) put(parent, other, wave);
        put(owner, next, wave);
      }
    }
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
      let size = 1;
      for (let head = 0; head < size; head++) {
        const moves = movesBy(at(members, head), colSteps, colStepDeltas, rowSteps, rowStepDeltas);
        for (let k = 0; k < moves; k++) {
          const next = at(neighbours, k);
          if (at(owner, next) != UNREACHED) continue;
          put(owner, next, UNSOLVABLE);
          put(members, size++, next);
        }
      }
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
