// AssemblyScript: a breadth-first search in the piece metric over a block box of at most 64 cells,
// the search a short GNOME level needs, compiled so that it runs at full speed from its first
// position (JavaScript spends such a search's tens of milliseconds mostly before its optimiser
// has caught up). The same positions and moves as WideBlockSpace (../../wide-block-space.ts): a
// position is its pieces' anchor cells, grouped by kind and ascending within a kind, so pieces of
// one kind are interchangeable; a piece moves any number of unit steps through empty cells in one
// move, and the piece that has just moved is not moved again (that position is one move nearer).
//
// The host lays out the board's tables and the search's regions above freeMemory() and writes
// their addresses into a header (setUp); positions are numbered in the order they are met, which
// is the search order.

/** Where the host's memory may begin. */
export function freeMemory(): usize {
  return (__heap_base + 7) & ~7;
}

// The board: per kind·cells + anchor, the cells a piece covers there and those next to
// it (64-bit sets) and whether it may stand there; per cell, its four neighbours (-1: none); per
// anchor slot, its kind; per kind, its first and past-last anchor slot; per kind·cells + anchor, a
// random 32-bit number (a position's hash is the XOR of its pieces').
let cells: i32 = 0;
let stride: i32 = 0;
let open: u64 = 0;
let footprints: usize = 0;
let halos: usize = 0;
let allowed: usize = 0;
let neighbours: usize = 0;
let kindOf: usize = 0;
let kindStart: usize = 0;
let kindEnd: usize = 0;
let zobrist: usize = 0;
// The search: per position, its anchors (stride 16-bit numbers), its parent, the anchor
// its last move ended on, and its hash; a hash table of position numbers plus one (0: free) whose
// size grows with the positions; scratch for one position and for one piece's reachable anchors.
let anchors: usize = 0;
let parents: usize = 0;
let lastMoved: usize = 0;
let hashes: usize = 0;
let slots: usize = 0;
let slotMask: i32 = 0;
let maxSlots: i32 = 0;
let capacity: i32 = 0;
let loaded: usize = 0;
let child: usize = 0;
let visited: usize = 0;
let queue: usize = 0;
/** Marks the anchors one piece's search has reached (`visited` holds the stamp of the search that reached each). */
let stamp: i32 = 0;

/** Positions met so far, the next one to expand, and the successors generated. */
export let size: i32 = 0;
export let expanded: i32 = 0;
export let generated: f64 = 0;
/** What `search` returns besides a position number: every position met, or `capacity` of them. */
export const EXHAUSTED: i32 = -1;
export const FULL: i32 = -2;
export const PAUSED: i32 = -3;

/** The order of the fields (32-bit numbers) in the header `setUp` reads: the host writes them there. */
export const enum Field {
  Cells,
  Pieces,
  Footprints,
  Halos,
  Allowed,
  Neighbours,
  KindOf,
  KindStart,
  KindEnd,
  Zobrist,
  Anchors,
  Parents,
  LastMoved,
  Hashes,
  Slots,
  SlotCount,
  Scratch,
  Most,
  Hash,
  Count,
}
export const FIELDS: i32 = Field.Count;

/**
 * Reads the board and the search's regions from the header at `header` and starts a search from
 * the position at Anchors (already written there) whose hash is Hash: Most positions at the most,
 * the hash table at Slots with room for SlotCount slots (a power of two, at least twice Most), the
 * scratch at Scratch (4 · pieces + 8 · cells bytes).
 */
export function setUp(header: usize, openCells: u64): void {
  cells = word(header, Field.Cells);
  stride = word(header, Field.Pieces);
  open = openCells;
  footprints = word(header, Field.Footprints);
  halos = word(header, Field.Halos);
  allowed = word(header, Field.Allowed);
  neighbours = word(header, Field.Neighbours);
  kindOf = word(header, Field.KindOf);
  kindStart = word(header, Field.KindStart);
  kindEnd = word(header, Field.KindEnd);
  zobrist = word(header, Field.Zobrist);
  anchors = word(header, Field.Anchors);
  parents = word(header, Field.Parents);
  lastMoved = word(header, Field.LastMoved);
  hashes = word(header, Field.Hashes);
  slots = word(header, Field.Slots);
  maxSlots = word(header, Field.SlotCount);
  capacity = word(header, Field.Most);
  loaded = word(header, Field.Scratch);
  child = loaded + (<usize>stride << 1);
  visited = child + (<usize>stride << 1);
  queue = visited + (<usize>cells << 2);
  // The table starts small and doubles, so a short search touches little memory.
  slotMask = min(1024, maxSlots) - 1;
  memory.fill(slots, 0, <usize>(slotMask + 1) << 2);
  const hash = word(header, Field.Hash);
  store<i32>(parents, -1);
  store<i32>(lastMoved, -1);
  store<i32>(hashes, hash);
  store<i32>(slots + (<usize>(hash & slotMask) << 2), 1);
  size = 1;
  expanded = 0;
  generated = 0;
  stamp = 0;
  memory.fill(visited, 0, <usize>cells << 2);
}

@inline function word(base: usize, i: i32): i32 {
  return load<i32>(base + (<usize>i << 2));
}
@inline function half(base: usize, i: i32): i32 {
  return <i32>load<u16>(base + (<usize>i << 1));
}
@inline function setHalf(base: usize, i: i32, value: i32): void {
  store<u16>(base + (<usize>i << 1), <u16>value);
}
@inline function cellSet(base: usize, i: i32): u64 {
  return load<u64>(base + (<usize>i << 3));
}

/** Doubles the hash table, placing every position again by its kept hash. */
function grow(): void {
  slotMask = (slotMask << 1) | 1;
  memory.fill(slots, 0, <usize>(slotMask + 1) << 2);
  for (let id = 0; id < size; id++) {
    let slot = word(hashes, id) & slotMask;
    while (word(slots, slot) != 0) slot = (slot + 1) & slotMask;
    store<i32>(slots + (<usize>slot << 2), id + 1);
  }
}

/**
 * Searches on until a position whose anchor slot `goalSlot` holds `target`: returns its number,
 * else EXHAUSTED, or FULL when `capacity` positions are met first, or PAUSED once `budget` more
 * positions are expanded (then call it again: WebAssembly has no on-stack replacement, so V8 runs
 * its optimised code of this function only from the next call on).
 */
export function search(goalSlot: i32, target: i32, budget: i32): i32 {
  const rowBytes = <usize>stride << 1;
  const end = expanded + budget;
  for (; expanded < size; expanded++) {
    if (expanded == end) return PAUSED;
    const id = expanded;
    memory.copy(loaded, anchors + <usize>id * rowBytes, rowBytes);
    if (half(loaded, goalSlot) == target) return id;
    let empty = open;
    for (let i = 0; i < stride; i++) empty &= ~cellSet(footprints, word(kindOf, i) * cells + half(loaded, i));
    const hash = word(hashes, id);
    const skip = word(lastMoved, id);
    for (let i = 0; i < stride; i++) {
      const from = half(loaded, i);
      if (from == skip) continue;
      const kind = word(kindOf, i);
      const row = kind * cells;
      if ((cellSet(halos, row + from) & empty) == 0) continue;
      const free = empty | cellSet(footprints, row + from);
      const first = word(kindStart, kind);
      const last = word(kindEnd, kind) - 1;
      const without = hash ^ word(zobrist, row + from);
      stamp++;
      store<i32>(visited + (<usize>from << 2), stamp);
      store<i32>(queue, from);
      let reached = 1;
      for (let head = 0; head < reached; head++) {
        const at = word(queue, head);
        for (let d = 0; d < 4; d++) {
          const to = word(neighbours, at * 4 + d);
          if (to < 0 || word(visited, to) == stamp) continue;
          if (load<u8>(allowed + <usize>(row + to)) == 0 || (cellSet(footprints, row + to) & ~free) != 0) continue;
          store<i32>(visited + (<usize>to << 2), stamp);
          store<i32>(queue + (<usize>reached << 2), to);
          reached++;
          generated++;
          // The child: this piece's anchor moved to `to`, kept in order within its kind.
          memory.copy(child, loaded, rowBytes);
          let k = i;
          while (k > first && half(child, k - 1) > to) {
            setHalf(child, k, half(child, k - 1));
            k--;
          }
          while (k < last && half(child, k + 1) < to) {
            setHalf(child, k, half(child, k + 1));
            k++;
          }
          setHalf(child, k, to);
          const key = without ^ word(zobrist, row + to);
          let slot = key & slotMask;
          let known = false;
          for (let entry = word(slots, slot); entry != 0; entry = word(slots, slot)) {
            if (word(hashes, entry - 1) == key && memory.compare(anchors + <usize>(entry - 1) * rowBytes, child, rowBytes) == 0) {
              known = true;
              break;
            }
            slot = (slot + 1) & slotMask;
          }
          if (known) continue;
          // Out of room: the host searches in its own way instead.
          if (size >= capacity) return FULL;
          memory.copy(anchors + <usize>size * rowBytes, child, rowBytes);
          store<i32>(parents + (<usize>size << 2), id);
          store<i32>(lastMoved + (<usize>size << 2), to);
          store<i32>(hashes + (<usize>size << 2), key);
          store<i32>(slots + (<usize>slot << 2), size + 1);
          size++;
          if (size * 2 > slotMask + 1 && slotMask + 1 < maxSlots) grow();
        }
      }
    }
  }
  return EXHAUSTED;
}

/** The parent of position `id` (-1 for the start). */
export function parentOf(id: i32): i32 {
  return word(parents, id);
}
