import { MemoryLimitError } from '../../search/errors.js';
import type { Guide, SearchSpace, State } from '../../search/space.js';
import { DefinitionError } from '../definition-file.js';
import { DIRECTIONS, piecesFrom, stepNames, type Metric } from './block-space.js';
import * as layout from './layout.js';
import type { Box, DoorRules, Kind, Marks } from './layout.js';
import { blockGuide, type GuideBoard } from './beam-guide.js';
import { unavoidableCells } from './unavoidable-cells.js';
import type { CompactBoard } from './kernel/block-kernel.js';

/** 32×32: boxes up to 1,024 cells (GNOME's largest map is 19×22). */
export const MAX_WIDE_CELLS = 1024;

/** Positions interned before the space refuses more. */
const MAX_POSITIONS = 2 ** 28;
/** The most elements one typed array may have (V8's limit): the anchors' store grows up to it, not past. */
const MAX_STORE_LENGTH = 2 ** 32;

/** Children interned together: their hash-slot and store reads are started before any is needed, so the cache misses overlap. */
const BATCH = 32;

/**
 * Block puzzles in boxes of more than 31 cells (up to 32×32), or with more arrangements than 53
 * bits hold: a state is the position's number in an intern table (a typed-array hash table) that
 * grows as the search meets new positions. A position is stored as its pieces' anchor cells, one
 * 16-bit number a piece, grouped by kind and ascending within a kind — so interchangeable pieces
 * are merged as in BlockSpace, and a position costs two bytes a piece whatever the size of the
 * box. Slower than BlockSpace's ranks, so boxes of up to 31 cells keep those.
 */
export class WideBlockSpace implements SearchSpace {
  readonly maxBranching: number;
  readonly numbered = true;
  /** Two bytes an anchor and sixteen of hash slots (an id and a hash, at most half full), all twice over while a table doubles. */
  readonly bytesPerState: number;
  readonly cells: number;
  readonly rows: number;
  readonly cols: number;
  /** 32-bit words per set of cells. */
  private readonly words: number;
  /** Anchors per position: one per piece. */
  private readonly stride: number;
  /** kindOf[i]: the kind of the i-th anchor of a position; kindStart/kindEnd: each kind's range. */
  private readonly kindOf: Int32Array;
  private readonly kindStart: Int32Array;
  private readonly kindEnd: Int32Array;
  /** footprint[((kind · cells) + anchor) · words …]: the cells a piece covers there. */
  private readonly footprint: Uint32Array;
  /** halo[((kind · cells) + anchor) · words …]: the cells next to a piece there; with none of them empty it cannot move. */
  private readonly halo: Uint32Array;
  /** Whether a piece of a kind may have its anchor at a cell (inside the box, off walls, through its doors). */
  private readonly allowed: Uint8Array;
  private readonly neighbour: Int32Array;
  private readonly walls: Uint32Array;
  private readonly open: Uint32Array;
  private store: Uint16Array;
  /**
   * The intern table's slots, two numbers each: a position's id (-1: free) and its hash, so a
   * probe reads the stored anchors only when the hashes agree, and a rehash reads no anchors.
   */
  private slots: Int32Array;
  private size = 0;
  /**
   * A random number per kind and anchor cell: a position's hash is the XOR of its pieces', which
   * needs no order, is as random in its low bits (the slot index) as in any, and changes by two
   * numbers when one piece moves.
   */
  private readonly zobrist: Int32Array;
  /** The hash of the loaded position. */
  private loadedKey = 0;
  // Scratch, reused by every call.
  private readonly position: Uint16Array;
  private readonly empty: Uint32Array;
  private readonly free: Uint32Array;
  /** Per cell: the kind anchored there (0: none), valid for the anchors of the loaded position. */
  private readonly anchorKind: Int32Array;
  private readonly visited: Int32Array;
  private visitStamp = 0;
  private readonly queue: Int32Array;
  private readonly cameFrom: Int32Array;
  /** Children waiting to be interned together (BATCH of them): their anchors and hashes. */
  private readonly batch: Uint16Array;
  private readonly batchKeys: Int32Array;
  private batchSize = 0;
  /** Where the batch's interned states go, and how many are there already. */
  private out: Float64Array = new Float64Array(0);
  private outCount = 0;
  /** Per queued child, a value read only to start its load early (kept in an array so the compiler keeps the read). */
  private readonly ahead: Int32Array;

  constructor(
    box: Box,
    readonly kinds: readonly Kind[],
    counts: Int32Array,
    readonly metric: Metric,
    doors: DoorRules = new Map(),
  ) {
    this.rows = box.rows;
    this.cols = box.cols;
    this.cells = box.rows * box.cols;
    if (this.cells > MAX_WIDE_CELLS) throw new DefinitionError('start', `a box of ${this.cells} cells; at most ${MAX_WIDE_CELLS} (32×32) are supported`);
    const { cells, cols, rows } = this;
    this.words = Math.ceil(cells / 32);
    const kindCount = kinds.length;
    this.kindStart = new Int32Array(kindCount + 1);
    this.kindEnd = new Int32Array(kindCount + 1);
    const kindOf: number[] = [];
    for (let kind = 1; kind <= kindCount; kind++) {
      this.kindStart[kind] = kindOf.length;
      for (let n = 0; n < counts[kind]!; n++) kindOf.push(kind);
      this.kindEnd[kind] = kindOf.length;
    }
    this.kindOf = Int32Array.from(kindOf);
    this.stride = kindOf.length;
    this.bytesPerState = 2 * (2 * this.stride + 16);
    this.maxBranching = metric === 'step' ? this.stride * 4 : this.stride * cells;
    this.walls = new Uint32Array(this.words);
    this.open = new Uint32Array(this.words);
    for (let cell = 0; cell < cells; cell++) {
      if (box.walls[cell]) this.walls[cell >>> 5]! |= 1 << (cell & 31);
      else this.open[cell >>> 5]! |= 1 << (cell & 31);
    }
    this.neighbour = new Int32Array(cells * 4);
    for (let cell = 0; cell < cells; cell++) {
      DIRECTIONS.forEach(([dr, dc], d) => {
        const r = Math.floor(cell / cols) + dr;
        const c = (cell % cols) + dc;
        this.neighbour[cell * 4 + d] = r >= 0 && r < rows && c >= 0 && c < cols ? r * cols + c : -1;
      });
    }
    this.footprint = new Uint32Array((kindCount + 1) * cells * this.words);
    this.allowed = new Uint8Array((kindCount + 1) * cells);
    kinds.forEach(({ shape }, i) => {
      const code = i + 1;
      for (let anchor = 0; anchor < cells; anchor++) {
        const at = (code * cells + anchor) * this.words;
        let fits = true;
        for (let k = 0; k < shape.rows.length && fits; k++) {
          const r = Math.floor(anchor / cols) + shape.rows[k]!;
          const c = (anchor % cols) + shape.cols[k]!;
          const cell = r * cols + c;
          const door = box.doors[cell];
          fits = r >= 0 && r < rows && c >= 0 && c < cols && !box.walls[cell] && !(door && !doors.get(door)?.has(code));
          if (fits) this.footprint[at + (cell >>> 5)]! |= 1 << (cell & 31);
        }
        this.allowed[code * cells + anchor] = fits ? 1 : 0;
      }
    });
    this.halo = new Uint32Array(this.footprint.length);
    kinds.forEach(({ shape }, i) => {
      const code = i + 1;
      for (let anchor = 0; anchor < cells; anchor++) {
        if (!this.allowed[code * cells + anchor]) continue;
        const at = (code * cells + anchor) * this.words;
        const covered = (cell: number) => (this.footprint[at + (cell >>> 5)]! & (1 << (cell & 31))) !== 0;
        for (let k = 0; k < shape.rows.length; k++) {
          const cell = (Math.floor(anchor / cols) + shape.rows[k]!) * cols + (anchor % cols) + shape.cols[k]!;
          for (let d = 0; d < 4; d++) {
            const next = this.neighbour[cell * 4 + d]!;
            if (next >= 0 && !covered(next)) this.halo[at + (next >>> 5)]! |= 1 << (next & 31);
          }
        }
      }
    });
    this.store = new Uint16Array(Math.max(1, this.stride) * 1024);
    this.slots = new Int32Array(2 * 2048).fill(-1);
    // A fixed seed: the same hashes in every run (no output depends on them, but timings then repeat).
    let seed = 0x9e3779b9;
    this.zobrist = Int32Array.from({ length: (kindCount + 1) * cells }, () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) | 0;
      let z = Math.imul(seed ^ (seed >>> 16), 0x85ebca6b);
      z ^= z >>> 13;
      return Math.imul(z, 0xc2b2ae35) ^ (z >>> 16);
    });
    this.position = new Uint16Array(this.stride);
    this.empty = new Uint32Array(this.words);
    this.free = new Uint32Array(this.words);
    this.anchorKind = new Int32Array(cells);
    this.visited = new Int32Array(cells);
    this.queue = new Int32Array(cells);
    this.cameFrom = new Int32Array(cells);
    this.batch = new Uint16Array(BATCH * Math.max(1, this.stride));
    this.batchKeys = new Int32Array(BATCH);
    this.ahead = new Int32Array(BATCH);
  }

  /** How many positions have been met so far (the intern table's size). */
  get positions(): number {
    return this.size;
  }

  /** The hash of a position: the XOR of its pieces' random numbers. */
  private keyOf(anchors: Uint16Array): number {
    const { zobrist, kindOf, cells } = this;
    let key = 0;
    for (let i = 0; i < this.stride; i++) key ^= zobrist[kindOf[i]! * cells + anchors[i]!]!;
    return key;
  }

  /** The slot holding the position `anchors[from …]` whose hash is `hash`, or the free slot where it would go. */
  private slotOf(anchors: Uint16Array, from: number, hash: number): number {
    const { stride, store, slots } = this;
    const mask = (slots.length >>> 1) - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = slots[2 * slot]!;
      if (id < 0) return slot;
      if (slots[2 * slot + 1] !== hash) continue;
      let same = true;
      for (let i = 0, at = id * stride; i < stride && same; i++) same = store[at + i] === anchors[from + i];
      if (same) return slot;
    }
  }

  /** The state of a position met before (its pieces' anchors: by kind, ascending within a kind), or -1; adds nothing. */
  find(anchors: Uint16Array): State {
    return this.slots[2 * this.slotOf(anchors, 0, this.keyOf(anchors))]!;
  }

  /** Where the anchors of a kind's pieces stand among a position's (see `anchorsAt`). */
  anchorSlots(kind: number): number[] {
    return Array.from({ length: this.kindEnd[kind]! - this.kindStart[kind]! }, (_, n) => this.kindStart[kind]! + n);
  }

  /** Writes the anchors a state has at `slots` into `into`, in that order. */
  anchorsAt(state: State, slots: Int32Array, into: Uint16Array): void {
    for (let i = 0, at = state * this.stride; i < slots.length; i++) into[i] = this.store[at + slots[i]!]!;
  }

  /** The state of a position given by its anchors (by kind, ascending within a kind), added if new. */
  stateOf(anchors: Uint16Array): State {
    return this.intern(anchors, 0, this.keyOf(anchors));
  }

  /** A state's anchors, by kind and ascending within a kind (a copy). */
  anchorsOf(state: State): Uint16Array {
    return this.store.slice(state * this.stride, (state + 1) * this.stride);
  }

  /**
   * The box as 64-bit sets of cells, for the compiled breadth-first search (kernel/block-kernel.ts);
   * null for a box of more than 64 cells. Anchor slots, kinds and hashes are this space's own.
   */
  compactBoard(): CompactBoard | null {
    const { cells, words, footprint, halo } = this;
    if (cells > 64) return null;
    const sets = (words32: Uint32Array) =>
      BigUint64Array.from(
        { length: words32.length / words },
        (_, i) => BigInt(words32[i * words]!) | (words > 1 ? BigInt(words32[i * words + 1]!) << 32n : 0n),
      );
    return {
      cells,
      pieces: this.stride,
      open: sets(this.open)[0]!,
      footprints: sets(footprint),
      halos: sets(halo),
      allowed: this.allowed,
      neighbours: this.neighbour,
      kindOf: this.kindOf,
      kindStart: this.kindStart,
      kindEnd: this.kindEnd,
      zobrist: this.zobrist,
    };
  }

  /** The state of a position whose hash is `hash`: its number in the intern table, added if new. */
  private intern(anchors: Uint16Array, from: number, hash: number): State {
    const { stride, store, slots } = this;
    const mask = (slots.length >>> 1) - 1;
    const slot = this.slotOf(anchors, from, hash);
    if (slots[2 * slot]! >= 0) return slots[2 * slot]!;
    if (this.size >= MAX_POSITIONS) throw new RangeError(`more than ${MAX_POSITIONS} positions`);
    const id = this.size++;
    if (id * stride === store.length) {
      const length = Math.min(store.length * 2, Math.floor(MAX_STORE_LENGTH / stride) * stride);
      if (length === store.length) {
        throw new MemoryLimitError(
          2 * (length + stride),
          `going past ${id.toLocaleString('en-US')} positions of ${stride} pieces (what one table of anchors holds)`,
        );
      }
      const grown = new Uint16Array(length);
      grown.set(store);
      this.store = grown;
    }
    for (let i = 0, at = id * stride; i < stride; i++) this.store[at + i] = anchors[from + i]!;
    slots[2 * slot] = id;
    slots[2 * slot + 1] = hash;
    if (this.size * 2 > mask + 1) this.rehash();
    return id;
  }

  /** Doubles the slots, placing every id again by the hash its slot kept. */
  private rehash(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2).fill(-1);
    const mask = (slots.length >>> 1) - 1;
    for (let from = 0; from < old.length; from += 2) {
      if (old[from]! < 0) continue;
      let slot = old[from + 1]! & mask;
      while (slots[2 * slot]! >= 0) slot = (slot + 1) & mask;
      slots[2 * slot] = old[from]!;
      slots[2 * slot + 1] = old[from + 1]!;
    }
    this.slots = slots;
  }

  /** Loads a state's anchors into `position`, marks their kinds in `anchorKind` and works out the empty cells. */
  private load(state: State): void {
    const { position, stride, words, empty, anchorKind, cells, kindOf, footprint } = this;
    for (let i = 0; i < stride; i++) anchorKind[position[i]!] = 0;
    const { store } = this;
    for (let i = 0, at = state * stride; i < stride; i++) position[i] = store[at + i]!;
    for (let w = 0; w < words; w++) empty[w] = this.open[w]!;
    let key = 0;
    for (let i = 0; i < stride; i++) {
      const kind = kindOf[i]!;
      const anchor = position[i]!;
      anchorKind[anchor] = kind;
      key ^= this.zobrist[kind * cells + anchor]!;
      const at = (kind * cells + anchor) * words;
      for (let w = 0; w < words; w++) empty[w]! &= ~footprint[at + w]!;
    }
    this.loadedKey = key;
  }

  encode(marks: Marks): State {
    const anchors = new Uint16Array(this.stride);
    const next = Int32Array.from(this.kindStart);
    marks.forEach((mark, cell) => {
      // Cells in ascending order: each kind's anchors come out sorted.
      if (mark > 0) anchors[next[mark]!++] = cell;
    });
    return this.stateOf(anchors);
  }

  decode(state: State): Marks {
    this.load(state);
    const marks = new Int8Array(this.cells).fill(layout.COVERED);
    for (let cell = 0; cell < this.cells; cell++) {
      const bit = 1 << (cell & 31);
      if (this.walls[cell >>> 5]! & bit) marks[cell] = layout.WALL;
      else if (this.empty[cell >>> 5]! & bit) marks[cell] = layout.EMPTY;
    }
    for (let i = 0; i < this.stride; i++) marks[this.position[i]!] = this.kindOf[i]!;
    return marks;
  }

  /** Whether a piece of `kind` anchored at `to` fits in `free` cells. */
  private fits(kind: number, to: number, free: Uint32Array): boolean {
    if (!this.allowed[kind * this.cells + to]) return false;
    const at = (kind * this.cells + to) * this.words;
    for (let w = 0; w < this.words; w++) if (this.footprint[at + w]! & ~free[w]!) return false;
    return true;
  }

  /** Queues the state with the `index`-th anchor moved to `to`, kept in order within its kind. */
  private moved(index: number, to: number): void {
    const { position, stride } = this;
    const child = this.batch;
    const base = this.batchSize * stride;
    for (let i = 0; i < stride; i++) child[base + i] = position[i]!;
    let at = base + index;
    const first = base + this.kindStart[this.kindOf[index]!]!;
    const last = base + this.kindEnd[this.kindOf[index]!]! - 1;
    while (at > first && child[at - 1]! > to) {
      child[at] = child[at - 1]!;
      at--;
    }
    while (at < last && child[at + 1]! < to) {
      child[at] = child[at + 1]!;
      at++;
    }
    child[at] = to;
    const zobrist = this.zobrist;
    const row = this.kindOf[index]! * this.cells;
    this.batchKeys[this.batchSize] = this.loadedKey ^ zobrist[row + position[index]!]! ^ zobrist[row + to]!;
    if (++this.batchSize === BATCH) this.flush();
  }

  /** Interns the queued children into `out`: first every slot read, then every stored position read, then the lookups, which now hit the cache. */
  private flush(): void {
    const { batch, batchKeys, stride, batchSize, slots, ahead } = this;
    const mask = (slots.length >>> 1) - 1;
    for (let j = 0; j < batchSize; j++) ahead[j] = slots[2 * (batchKeys[j]! & mask)]!;
    for (let j = 0; j < batchSize; j++) {
      const id = ahead[j]!;
      if (id >= 0 && slots[2 * (batchKeys[j]! & mask) + 1] === batchKeys[j]) ahead[j] = this.store[id * stride]!;
    }
    for (let j = 0; j < batchSize; j++) this.out[this.outCount++] = this.intern(batch, j * stride, batchKeys[j]!);
    this.batchSize = 0;
  }

  /** Whether an empty cell lies next to the piece of `kind` at `anchor` (else it has no move). */
  private touchesEmpty(kind: number, anchor: number): boolean {
    const at = (kind * this.cells + anchor) * this.words;
    for (let w = 0; w < this.words; w++) if (this.halo[at + w]! & this.empty[w]!) return true;
    return false;
  }

  /** Empty cells plus the piece's own: where it may go. */
  private freeFor(kind: number, anchor: number): Uint32Array {
    const at = (kind * this.cells + anchor) * this.words;
    for (let w = 0; w < this.words; w++) this.free[w] = this.empty[w]! | this.footprint[at + w]!;
    return this.free;
  }

  /** Anchors a piece reaches by unit steps alone, left in queue[1..count] with cameFrom. */
  private reachableAnchors(kind: number, start: number, free: Uint32Array): number {
    const { visited, queue, neighbour, cameFrom } = this;
    const stamp = ++this.visitStamp;
    visited[start] = stamp;
    queue[0] = start;
    let length = 1;
    for (let head = 0; head < length; head++) {
      const anchor = queue[head]!;
      for (let d = 0; d < 4; d++) {
        const next = neighbour[anchor * 4 + d]!;
        if (next < 0 || visited[next] === stamp || !this.fits(kind, next, free)) continue;
        visited[next] = stamp;
        cameFrom[next] = anchor;
        queue[length++] = next;
      }
    }
    return length - 1;
  }

  successors(state: State, out: Float64Array): number {
    return this.expand(state, out, -1);
  }

  successorsAfter(state: State, parent: State, out: Float64Array): number {
    return this.expand(state, out, this.metric === 'piece' ? this.movedAnchor(parent, state) : -1);
  }

  /** Where the piece that moved from `parent` to `state` stands in `state` (its anchor there). */
  private movedAnchor(parent: State, state: State): number {
    const { store, stride, kindOf, kindStart, kindEnd } = this;
    const before = parent * stride;
    const after = state * stride;
    for (let i = 0; i < stride; i++) {
      const anchor = store[after + i]!;
      if (anchor === store[before + i]) continue;
      // Anchors stay sorted within a kind, so a move can shift its neighbours' places: look in the whole kind.
      const kind = kindOf[i]!;
      let found = false;
      for (let j = kindStart[kind]!; j < kindEnd[kind]! && !found; j++) found = store[before + j] === anchor;
      if (!found) return anchor;
    }
    return -1;
  }

  /** The successors of `state`, but for moves of the piece anchored at `skip` (-1: none skipped). */
  private expand(state: State, out: Float64Array, skip: number): number {
    this.load(state);
    const { position, kindOf, neighbour, stride } = this;
    this.out = out;
    this.outCount = 0;
    this.batchSize = 0;
    for (let index = 0; index < stride; index++) {
      const kind = kindOf[index]!;
      const anchor = position[index]!;
      if (anchor === skip || !this.touchesEmpty(kind, anchor)) continue;
      const free = this.freeFor(kind, anchor);
      if (this.metric === 'piece') {
        const reached = this.reachableAnchors(kind, anchor, free);
        // The queue is reused by the interning below only through `moved`, which does not touch it.
        for (let i = 1; i <= reached; i++) this.moved(index, this.queue[i]!);
        continue;
      }
      for (let d = 0; d < 4; d++) {
        for (let to = neighbour[anchor * 4 + d]!; to >= 0 && this.fits(kind, to, free); to = neighbour[to * 4 + d]!) {
          this.moved(index, to);
          if (this.metric === 'step') break;
        }
      }
    }
    this.flush();
    return this.outCount;
  }

  anchorTest(kind: number, target: number): (state: State) => boolean {
    const first = this.kindStart[kind]!;
    const end = this.kindEnd[kind]!;
    return (state) => {
      const at = state * this.stride;
      for (let i = first; i < end; i++) if (this.store[at + i] === target) return true;
      return false;
    };
  }

  /** As BlockSpace's: one move for the piece of `kind` unless it is at `target`, one for each piece on a cell its every route covers. */
  blockerBound(kind: number, target: number): (state: State) => number {
    const { cells, words, footprint, stride, kindOf } = this;
    const kinds = this.kinds.length;
    const covers = (k: number, at: number, cell: number) => (footprint[(k * cells + at) * words + (cell >>> 5)]! & (1 << (cell & 31))) !== 0;
    const unavoidable = unavoidableCells(
      { cells, neighbour: this.neighbour, fits: (at) => this.allowed[kind * cells + at] === 1, covers: (at, cell) => covers(kind, at, cell) },
      target,
    );
    // coveredBy[(k · cells + cell) · words …]: the anchors where a piece of kind k covers `cell`.
    const coveredBy = new Uint32Array((kinds + 1) * cells * words);
    for (let other = 1; other <= kinds; other++) {
      if (other === kind) continue;
      for (let at = 0; at < cells; at++) {
        if (!this.allowed[other * cells + at]) continue;
        for (let cell = 0; cell < cells; cell++) if (covers(other, at, cell)) coveredBy[(other * cells + cell) * words + (at >>> 5)]! |= 1 << (at & 31);
      }
    }
    // blocking[((anchor · (kinds + 1)) + k) · words …]: the anchors where a piece of kind k stands in the way of the
    // piece at `anchor`. Filled for an anchor when the goal piece first stands there: a search visits few of them.
    const blocking = new Uint32Array(cells * (kinds + 1) * words);
    const filled = new Uint8Array(cells);
    const fill = (anchor: number) => {
      filled[anchor] = 1;
      for (let cell = 0; cell < cells; cell++) {
        if (!unavoidable[anchor * cells + cell]) continue;
        for (let other = 1; other <= kinds; other++) {
          const from = (other * cells + cell) * words;
          const to = (anchor * (kinds + 1) + other) * words;
          for (let w = 0; w < words; w++) blocking[to + w]! |= coveredBy[from + w]!;
        }
      }
    };
    const goalIndex = this.kindStart[kind]!;
    return (state) => {
      const { store } = this;
      const at = state * stride;
      const anchor = store[at + goalIndex]!;
      if (!filled[anchor]) fill(anchor);
      let moves = anchor === target ? 0 : 1;
      const row = anchor * (kinds + 1);
      for (let i = 0; i < stride; i++) {
        const other = store[at + i]!;
        if ((blocking[(row + kindOf[i]!) * words + (other >>> 5)]! >>> (other & 31)) & 1) moves++;
      }
      return moves;
    };
  }

  /**
   * A beam search's guide towards the piece of `kind` at `target` (see blockGuide), its partner
   * the largest other piece that is alone of its kind.
   */
  guide(kind: number, target: number): Guide {
    const { cells, words, footprint, kindOf, stride, kinds } = this;
    const alone = (k: number) => this.kindEnd[k]! - this.kindStart[k]! === 1;
    const size = (k: number) => kinds[k - 1]!.shape.rows.length;
    let partner: number | null = null;
    for (let k = 1; k <= kinds.length; k++) if (k !== kind && alone(k) && (partner === null || size(k) > size(partner))) partner = k;
    const footprints: number[][] = [];
    const cellsOf = (k: number, anchor: number) => {
      const at = (k * cells + anchor) * words;
      return Array.from({ length: cells }, (_, cell) => cell).filter((cell) => (footprint[at + (cell >>> 5)]! & (1 << (cell & 31))) !== 0);
    };
    const footprintOf = (k: number, anchor: number) => (footprints[k * cells + anchor] ??= cellsOf(k, anchor));
    const others = new Uint8Array(cells);
    for (let k = 1; k <= kinds.length; k++) {
      if (k === kind) continue;
      for (let anchor = 0; anchor < cells; anchor++) if (this.allowed[k * cells + anchor]) for (const cell of footprintOf(k, anchor)) others[cell] = 1;
    }
    const board: GuideBoard = {
      cells,
      cols: this.cols,
      neighbour: this.neighbour,
      kindOf,
      fits: (k, anchor) => this.allowed[k * cells + anchor] === 1,
      footprint: footprintOf,
      shared: (cell) => others[cell] === 1,
      anchorsOf: (state, into) => into.set(this.store.subarray(state * stride, state * stride + stride)),
    };
    return blockGuide(board, kind, target, partner, this.blockerBound(kind, target));
  }

  conditionTest(placed: readonly { kind: number; cell: number }[], empty: readonly number[]): (state: State) => boolean {
    return (state) => {
      this.load(state);
      for (const cell of empty) if ((this.empty[cell >>> 5]! & (1 << (cell & 31))) === 0) return false;
      for (const { kind, cell } of placed) if (this.anchorKind[cell] !== kind) return false;
      return true;
    };
  }

  route(state: State, from: number, to: number): string[] {
    this.load(state);
    const kind = this.anchorKind[from]!;
    this.reachableAnchors(kind, from, this.freeFor(kind, from));
    return stepNames(this.cameFrom, this.neighbour, from, to);
  }

  piecesOf(state: State): Array<{ kind: number; anchor: number }> {
    this.load(state);
    return piecesFrom(this.anchorKind);
  }

  ownersOf(pieces: ReadonlyArray<{ kind: number; anchor: number }>): Int32Array {
    const owners = new Int32Array(this.cells).fill(-1);
    pieces.forEach(({ kind, anchor }, piece) => {
      const at = (kind * this.cells + anchor) * this.words;
      for (let cell = 0; cell < this.cells; cell++) if (this.footprint[at + (cell >>> 5)]! & (1 << (cell & 31))) owners[cell] = piece;
    });
    return owners;
  }
}
