// AssemblyScript: ReachWithin.solves (../../reach-within.ts) statement for statement — whether a
// Rush Hour position reaches its exit within a number of moves, the search Fogleman's minimal
// test asks of every reduced puzzle. The host writes the pieces and the walls into `reachInput`
// and gives the search a table of its own (setReach); a search that outgrows it says so.

/** The most pieces a position has (a 6×6 board holds at most 18 vehicles) and the most lanes a side. */
export const MAX_PIECES = 64;
const MAX_LANES = 8;
/** Per piece: horizontal, lane, start, length (a byte each); then the walls' cells (row · cols + col, a byte each). */
export const reachInput = new StaticArray<u8>(4 * MAX_PIECES + 256);
/** What `reach` returns besides 0 (no) and 1 (yes): the table was too small, the host searches instead. */
export const OUT_OF_ROOM = -1;

const radix = new StaticArray<u64>(MAX_PIECES);
const room = new StaticArray<i32>(MAX_PIECES);
const rowCells = new StaticArray<i32>(MAX_LANES);
const colCells = new StaticArray<i32>(MAX_LANES);
const wallRows = new StaticArray<i32>(MAX_LANES);
const wallCols = new StaticArray<i32>(MAX_LANES);

/**
 * The search's table: its slots (a power of two of them), each a state and the search that wrote
 * it (a slot another search wrote is free, so the table is never cleared), and each entry's
 * places, `count` bytes.
 */
let keys: usize = 0;
let stamps: usize = 0;
let slotMask: i32 = 0;
let places: usize = 0;
let placesRoom: i32 = 0;
let stamp: u32 = 0;
let maxEntries: i32 = 0;
let entries: i32 = 0;
let pieceCount: i32 = 0;

export function setReach(keysAt: usize, stampsAt: usize, slots: i32, placesAt: usize, placesBytes: i32): void {
  keys = keysAt;
  stamps = stampsAt;
  slotMask = slots - 1;
  places = placesAt;
  placesRoom = placesBytes;
  stamp = 0;
  memory.fill(stamps, 0, <usize>slots << 2);
}

@inline function piece(i: i32, field: i32): i32 {
  return <i32>load<u8>(changetype<usize>(reachInput) + <usize>(4 * i + field));
}
@inline function word(array: StaticArray<i32>, i: i32): i32 {
  return load<i32>(changetype<usize>(array) + (<usize>i << 2));
}
@inline function setWord(array: StaticArray<i32>, i: i32, value: i32): void {
  store<i32>(changetype<usize>(array) + (<usize>i << 2), value);
}
@inline function radixOf(i: i32): u64 {
  return load<u64>(changetype<usize>(radix) + (<usize>i << 3));
}

/** Whether the pieces (the primary car first) among the walls reach the goal within `moves` moves: 1, 0, or OUT_OF_ROOM. */
export function reach(count: i32, wallCount: i32, rows: i32, cols: i32, moves: i32): i32 {
  pieceCount = count;
  let start: u64 = 0;
  let weight: u64 = 1;
  for (let i = 0; i < count; i++) {
    setWord(room, i, (piece(i, 0) != 0 ? cols : rows) - piece(i, 3));
    store<u64>(changetype<usize>(radix) + (<usize>i << 3), weight);
    start += <u64>piece(i, 2) * weight;
    weight *= <u64>(word(room, i) + 1);
  }
  for (let lane = 0; lane < MAX_LANES; lane++) {
    setWord(rowCells, lane, 0);
    setWord(colCells, lane, 0);
  }
  for (let w = 0; w < wallCount; w++) {
    const cell = piece(MAX_PIECES, w);
    cover(true, cell / cols, cell % cols, 1);
  }
  for (let lane = 0; lane < MAX_LANES; lane++) {
    setWord(wallRows, lane, word(rowCells, lane));
    setWord(wallCols, lane, word(colCells, lane));
  }
  const exit = word(room, 0);
  const primaryRow = piece(0, 1);
  const primaryLength = piece(0, 3);
  if (piece(0, 2) == exit) return 1;
  if (++stamp == 0) {
    memory.fill(stamps, 0, (<usize>slotMask + 1) << 2);
    stamp = 1;
  }
  maxEntries = min((slotMask + 1) >> 1, placesRoom / count);
  entries = 0;
  add(start);
  for (let i = 0; i < count; i++) store<u8>(places + <usize>i, <u8>piece(i, 2));
  let levelEnd = 1;
  let depth = 0;
  for (let head = 0; head < entries; head++) {
    if (head == levelEnd) {
      if (++depth == moves) return 0;
      levelEnd = entries;
    }
    const at = places + <usize>(head * count);
    for (let lane = 0; lane < MAX_LANES; lane++) {
      setWord(rowCells, lane, word(wallRows, lane));
      setWord(colCells, lane, word(wallCols, lane));
    }
    let state: u64 = 0;
    for (let i = 0; i < count; i++) {
      const place = <i32>load<u8>(at + <usize>i);
      cover(piece(i, 0) != 0, piece(i, 1), place, piece(i, 3));
      state += <u64>place * radixOf(i);
    }
    // Every piece between the primary car and the exit moves at least once, and then the car: a
    // position with no move to spare is decided by whether each of them leaves the car's row in one
    // move, and a position with less is never queued (its moves are not even listed).
    const front = <i32>load<u8>(at) + primaryLength;
    const rowOfCar = word(rowCells, primaryRow);
    const blockers = <i32>popcnt(<u32>rowOfCar >>> <u32>front);
    const spare = moves - depth - 1 - blockers;
    if (spare < 0) continue;
    if (spare == 0) {
      if (blockersLeave(at, primaryRow, front, blockers, rows)) return 1;
      continue;
    }
    for (let i = 0; i < count; i++) {
      const horizontal = piece(i, 0) != 0;
      const lane = piece(i, 1);
      const length = piece(i, 3);
      const place = <i32>load<u8>(at + <usize>i);
      const cells = horizontal ? word(rowCells, lane) : word(colCells, lane);
      // What the move leaves to spare: one less, less any piece it puts between the car and the exit.
      const crossing = !horizontal && lane >= front;
      const coversRow = crossing && place <= primaryRow && primaryRow < place + length ? 1 : 0;
      const behindCar = i == 0 ? <u32>rowOfCar & ~(((1 << length) - 1) << place) : 0;
      // Back (left or up), then forward (right or down), nearest first.
      for (let to = place - 1; to >= 0 && (cells & (1 << to)) == 0; to--) {
        if (spareAfter(i, crossing, coversRow, behindCar, to, length, primaryRow, blockers, spare) < 0) continue;
        if (!reached(head, state - <u64>(place - to) * radixOf(i), i, to)) return OUT_OF_ROOM;
      }
      for (let to = place + 1; to <= word(room, i) && (cells & (1 << (to + length - 1))) == 0; to++) {
        if (i == 0 && to == exit) return 1;
        if (spareAfter(i, crossing, coversRow, behindCar, to, length, primaryRow, blockers, spare) < 0) continue;
        if (!reached(head, state + <u64>(to - place) * radixOf(i), i, to)) return OUT_OF_ROOM;
      }
    }
  }
  return 0;
}

/** The moves a position one move on has to spare (see reach): fewer than none, and it is not queued. */
@inline function spareAfter(i: i32, crossing: bool, coversRow: i32, behindCar: u32, to: i32, length: i32, primaryRow: i32, blockers: i32, spare: i32): i32 {
  if (i == 0) return spare - 1 - (<i32>popcnt(behindCar >>> <u32>(to + length)) - blockers);
  if (!crossing) return spare - 1;
  return spare - 1 - ((to <= primaryRow && primaryRow < to + length ? 1 : 0) - coversRow);
}

/**
 * Whether every piece between the car (ending before cell `front` of row `primaryRow`) and the exit
 * — `blockers` cells — is a vehicle that leaves the row in one move, up or down (walls never do).
 */
function blockersLeave(at: usize, primaryRow: i32, front: i32, blockers: i32, rows: i32): bool {
  let leaving = 0;
  for (let i = 1; i < pieceCount; i++) {
    const lane = piece(i, 1);
    if (piece(i, 0) != 0 || lane < front) continue;
    const length = piece(i, 3);
    const place = <i32>load<u8>(at + <usize>i);
    if (place > primaryRow || primaryRow >= place + length) continue;
    const cells = word(colCells, lane);
    // Up to end just above the row, or down to start just below it: the cells it passes must be empty.
    const up = primaryRow - length;
    const down = primaryRow + 1;
    const clearUp = up >= 0 && (cells & (((1 << (place - up)) - 1) << up)) == 0;
    const clearDown = down + length <= rows && (cells & (((1 << (down - place)) - 1) << (place + length))) == 0;
    if (!clearUp && !clearDown) return false;
    leaving++;
  }
  return leaving == blockers;
}

/** Marks a piece's cells in its lane's mask and in the masks of the lanes it crosses. */
@inline function cover(horizontal: bool, lane: i32, place: i32, length: i32): void {
  const along = horizontal ? rowCells : colCells;
  const across = horizontal ? colCells : rowCells;
  setWord(along, lane, word(along, lane) | (((1 << length) - 1) << place));
  for (let cell = place; cell < place + length; cell++) setWord(across, cell, word(across, cell) | (1 << lane));
}

/** Queues the position `head` reaches by moving piece `i` to `to`, unless it was queued before; false where the table is full. */
@inline function reached(head: i32, state: u64, i: i32, to: i32): bool {
  if (!add(state)) return true;
  if (entries == maxEntries) return false;
  const from = places + <usize>(head * pieceCount);
  const entry = places + <usize>((entries - 1) * pieceCount);
  memory.copy(entry, from, <usize>pieceCount);
  store<u8>(entry + <usize>i, <u8>to);
  return true;
}

/** Adds a state to the table; whether it was new. */
@inline function add(state: u64): bool {
  let slot = <i32>((state * 0x9e3779b97f4a7c15) >>> 40) & slotMask;
  while (load<u32>(stamps + (<usize>slot << 2)) == stamp) {
    if (load<u64>(keys + (<usize>slot << 3)) == state) return false;
    slot = (slot + 1) & slotMask;
  }
  store<u32>(stamps + (<usize>slot << 2), stamp);
  store<u64>(keys + (<usize>slot << 3), state);
  entries++;
  return true;
}
