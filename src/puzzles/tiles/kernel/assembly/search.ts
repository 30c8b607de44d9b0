// AssemblyScript, compiled to WebAssembly by the build (scripts/build.mjs): the bounded
// depth-first search of IDA* (src/search/ida-star-in-place.ts, BoundedSearch.run) fused with the
// tile walker and the positional pattern databases (src/puzzles/tiles/tile-walker.ts,
// pdb/positional-heuristic.ts), statement for statement, so it visits the same nodes in the same
// order at about twice the speed of the JavaScript. The host (../tile-kernel.ts) lays the tables
// out in this module's memory and passes their addresses through `table`.

/** The tables' addresses, by the host's numbering (`smallTables` in ../tile-kernel.ts, then the databases' addresses). */
const tables = new StaticArray<u32>(16);
export function table(i: i32): usize {
  return changetype<usize>(tables) + (<usize>i << 2);
}

/** Asked every 65,536 expansions with the counts so far; a non-zero answer stops the search. */
declare function tick(generated: f64, expanded: f64): i32;

@inline function at(p: usize, i: i32): i32 {
  return load<i32>(p + (<usize>i << 2));
}
@inline function byte(p: usize, i: i32): i32 {
  return <i32>load<u8>(p + <usize>i);
}

export const MAX_LOOKUPS = 64;
/** A sum is a split in a view (a bit of a lookup's mask in `sumsOfLookup`). */
export const MAX_SUMS = 32;
const MAX_DEPTH = 4096;
export const MAX_LOOKUPS_A_TILE = 16;
export const MAX_CELLS = 256;
const PROGRESS_MASK = 0xffff;
let contribution: usize, lookupsOfTile: usize, sumsOfLookup: usize, splitEnds: usize, manhattan: usize, neighbour: usize, automaton: usize;
let cells: i32, lookupCount: i32, perTile: i32, firstLate: i32, splitCount: i32, sumCount: i32, mirrored: i32, historyStride: i32;
const nibbles = new StaticArray<usize>(MAX_LOOKUPS);
const index = new StaticArray<i32>(MAX_LOOKUPS);
const excess = new StaticArray<i32>(MAX_LOOKUPS);
const stale = new StaticArray<i32>(MAX_LOOKUPS);
const sums = new StaticArray<i32>(MAX_SUMS);
/** Per move: the Manhattan sum, then each lookup it changed with its old index and excess (and staleness). */
const history = new StaticArray<i32>(MAX_DEPTH * (1 + 3 * MAX_LOOKUPS_A_TILE));
const board = new StaticArray<i32>(MAX_CELLS);
const positions = new StaticArray<i32>(MAX_CELLS);
const states = new StaticArray<i32>(MAX_DEPTH + 1);
const moveBuffer = new StaticArray<i32>(MAX_DEPTH * 4);
/** The moves from the search's first depth to the goal found. */
export const path = new StaticArray<i32>(MAX_DEPTH);
let manhattanSum: i32 = 0;
let depthMoved: i32 = 0;
let blank: i32 = 0;
let goalDepth: i32 = 0;
let threshold: i32 = 0;
export let nextThreshold: i32 = 0;
export let generated: f64 = 0;
export let expanded: f64 = 0;
let maxExpanded: f64 = 0;
/** 0 while searching; 1 once a tick asked to stop, 2 at the node limit. */
export let stopped: i32 = 0;

export function setup(boardCells: i32, lookups: i32, lookupSlots: i32, first: i32, splits: i32, sumsLength: i32): void {
  cells = boardCells;
  lookupCount = lookups;
  perTile = lookupSlots;
  firstLate = first;
  splitCount = splits;
  sumCount = sumsLength;
  mirrored = sumsLength > splits ? splits : 0;
  contribution = tables[0];
  lookupsOfTile = tables[1];
  sumsOfLookup = tables[2];
  splitEnds = tables[3];
  manhattan = tables[4];
  neighbour = tables[5];
  automaton = tables[6];
  for (let l = 0; l < lookups; l++) unchecked((nibbles[l] = <usize>at(tables[7], l)));
  historyStride = 1 + 3 * perTile;
}

/** Where the host may lay its tables: past this module's own data. */
export function freeMemory(): usize {
  return __heap_base;
}

@inline function read(l: i32, i: i32): i32 {
  return (<i32>load<u8>(unchecked(nibbles[l]) + <usize>(i >>> 1)) >>> ((i & 1) << 2)) & 15;
}
@inline function addTo(l: i32, change: i32): void {
  for (let bits = at(sumsOfLookup, l); bits != 0; bits &= bits - 1) unchecked((sums[ctz(bits)] += change));
}
@inline function firstBound(): i32 {
  return manhattanSum + 2 * max(unchecked(sums[0]), unchecked(sums[mirrored]));
}

/** The first split's bound after moving `tile`, nothing changed (PositionalPatternHeuristic.peek). */
@inline function peek(tile: i32, from: i32, to: i32): i32 {
  let own = unchecked(sums[0]);
  let mirror = unchecked(sums[mirrored]);
  for (let slot = tile * perTile; ; slot++) {
    const l = at(lookupsOfTile, slot);
    if (l < 0 || l >= firstLate) break;
    const base = (l * cells + tile) * cells;
    const change = read(l, unchecked(index[l]) + at(contribution, base + to) - at(contribution, base + from)) - unchecked(excess[l]);
    const bits = at(sumsOfLookup, l);
    if (bits & 1) own += change;
    if (bits & (1 << mirrored)) mirror += change;
  }
  return manhattanSum + byte(manhattan, tile * cells + to) - byte(manhattan, tile * cells + from) + 2 * max(own, mirror);
}

/** PositionalPatternHeuristic.move: the first split read, the others marked stale. */
@inline function moveBound(tile: i32, from: i32, to: i32): i32 {
  let slotAt = depthMoved++ * historyStride;
  unchecked((history[slotAt++] = manhattanSum));
  manhattanSum += byte(manhattan, tile * cells + to) - byte(manhattan, tile * cells + from);
  for (let slot = tile * perTile; ; slot++) {
    const l = at(lookupsOfTile, slot);
    unchecked((history[slotAt++] = l));
    if (l < 0) break;
    const base = (l * cells + tile) * cells;
    const old = unchecked(excess[l]);
    unchecked((history[slotAt++] = index[l]));
    unchecked((history[slotAt++] = old | (stale[l] << 4)));
    const now = unchecked(index[l]) + at(contribution, base + to) - at(contribution, base + from);
    unchecked((index[l] = now));
    if (l >= firstLate) {
      unchecked((stale[l] = 1));
      continue;
    }
    const value = read(l, now);
    unchecked((excess[l] = value));
    if (value != old) addTo(l, value - old);
  }
  return lookupCount > firstLate ? firstBound() : fullBound();
}

@inline function fullBound(): i32 {
  let best = unchecked(sums[0]);
  for (let s = 1; s < sumCount; s++) best = max(best, unchecked(sums[s]));
  return manhattanSum + 2 * best;
}

/** PositionalPatternHeuristic.sharpened: stale lookups read split by split until the bound passes `limit`. */
function sharpen(limit: i32): i32 {
  let best = max(unchecked(sums[0]), unchecked(sums[mirrored]));
  let l = firstLate;
  for (let split = 1; split < splitCount && manhattanSum + 2 * best <= limit; split++) {
    for (const end = at(splitEnds, split); l < end; l++) {
      if (unchecked(stale[l]) == 0) continue;
      unchecked((stale[l] = 0));
      const value = read(l, unchecked(index[l]));
      if (value != unchecked(excess[l])) addTo(l, value - unchecked(excess[l]));
      unchecked((excess[l] = value));
    }
    best = max(best, max(unchecked(sums[split]), unchecked(sums[mirrored + split])));
  }
  return manhattanSum + 2 * best;
}

@inline function undoBound(): void {
  depthMoved--;
  let slotAt = depthMoved * historyStride;
  manhattanSum = unchecked(history[slotAt++]);
  for (;;) {
    const l = unchecked(history[slotAt++]);
    if (l < 0) break;
    const now = unchecked(excess[l]);
    unchecked((index[l] = history[slotAt++]));
    const saved = unchecked(history[slotAt++]);
    const old = saved & 15;
    unchecked((excess[l] = old));
    unchecked((stale[l] = saved >> 4));
    if (old != now) addTo(l, old - now);
  }
}

@inline function slideIntoBlank(cell: i32): i32 {
  const tile = unchecked(board[cell]);
  unchecked((board[blank] = tile));
  unchecked((board[cell] = 0));
  unchecked((positions[tile] = blank));
  unchecked((positions[0] = cell));
  blank = cell;
  return tile;
}

/** The blank's move to `from`, its neighbour: the position, the move machine and the bound (returned) follow. */
@inline function makeMove(move: i32, from: i32): i32 {
  const to = blank;
  const tile = slideIntoBlank(from);
  unchecked((states[depthMoved + 1] = at(automaton, states[depthMoved] * 4 + move)));
  return moveBound(tile, from, to);
}

@inline function takeBack(move: i32): void {
  slideIntoBlank(at(neighbour, blank * 4 + (3 - move)));
  undoBound();
}

function isGoal(): bool {
  for (let cell = 0; cell < cells - 1; cell++) if (unchecked(board[cell]) != cell + 1) return false;
  return true;
}

@inline function settledPast(): i32 {
  return max(threshold, nextThreshold - 1);
}

function run(depth: i32, cheapBound: i32): bool {
  let bound = cheapBound;
  let f = depth + bound;
  const settled = settledPast();
  if (f <= settled) {
    bound = sharpen(settled - depth);
    f = depth + bound;
  }
  if (f > threshold) {
    if (f < nextThreshold) nextThreshold = f;
    return false;
  }
  if (bound == 0 && isGoal()) {
    goalDepth = depth;
    return true;
  }
  if (expanded >= maxExpanded) {
    stopped = 2;
    return false;
  }
  const base = depth * 4;
  const state = unchecked(states[depth]) * 4;
  const around = blank * 4;
  let count = 0;
  // BLANK_MOVE_ORDER: down, right, left, up.
  for (let move = 3; move >= 0; move--) {
    if (at(neighbour, around + move) >= 0 && at(automaton, state + move) != -1) unchecked((moveBuffer[base + count++] = move));
  }
  expanded++;
  if ((<i64>expanded & PROGRESS_MASK) == 0 && tick(generated, expanded) != 0) {
    stopped = 1;
    return false;
  }
  generated += count;
  for (let k = 0; k < count; k++) {
    const move = unchecked(moveBuffer[base + k]);
    const from = at(neighbour, blank * 4 + move);
    const peeked = depth + 1 + peek(unchecked(board[from]), from, blank);
    if (peeked > settledPast()) {
      if (peeked < nextThreshold) nextThreshold = peeked;
      continue;
    }
    unchecked((path[depth] = move));
    const found = run(depth + 1, makeMove(move, from));
    takeBack(move);
    if (found) return true;
    if (stopped != 0) return false;
  }
  return false;
}

/** Stands on the position the host wrote into `start` (its tiles by cell), the move machine at its start. */
export function reset(start: usize): void {
  for (let cell = 0; cell < cells; cell++) {
    const tile = byte(start, cell);
    unchecked((board[cell] = tile));
    unchecked((positions[tile] = cell));
  }
  blank = unchecked(positions[0]);
  depthMoved = 0;
  manhattanSum = 0;
  for (let cell = 0; cell < cells; cell++) manhattanSum += byte(manhattan, unchecked(board[cell]) * cells + cell);
  for (let s = 0; s < MAX_SUMS; s++) unchecked((sums[s] = 0));
  for (let l = 0; l < lookupCount; l++) {
    unchecked((stale[l] = 0));
    unchecked((index[l] = 0));
  }
  for (let tile = 0; tile < cells; tile++) {
    for (let slot = tile * perTile; ; slot++) {
      const l = at(lookupsOfTile, slot);
      if (l < 0) break;
      unchecked((index[l] += at(contribution, (l * cells + tile) * cells + positions[tile])));
    }
  }
  for (let l = 0; l < lookupCount; l++) {
    unchecked((excess[l] = read(l, index[l])));
    addTo(l, unchecked(excess[l]));
  }
  unchecked((states[0] = 0));
}

/** Makes the blank's move, as the host's walker does (so the two stand on the same position). */
export function apply(move: i32): void {
  makeMove(move, at(neighbour, blank * 4 + move));
}

export function undo(move: i32): void {
  takeBack(move);
}

/** How many moves the position stands from the last reset. */
export function depth(): i32 {
  return depthMoved;
}

/**
 * BoundedSearch.run from the current position, `cheapBound` its bound as the last move gave it,
 * with these thresholds and counts. Returns the goal's depth, or -1 (see `stopped` for why it ended).
 */
export function search(cheapBound: i32, bound: i32, nextAbove: i32, generatedBefore: f64, expandedBefore: f64, limit: f64): i32 {
  threshold = bound;
  nextThreshold = nextAbove;
  generated = generatedBefore;
  expanded = expandedBefore;
  maxExpanded = limit;
  stopped = 0;
  return run(depthMoved, cheapBound) ? goalDepth : -1;
}
