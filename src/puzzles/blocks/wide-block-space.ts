import type { SearchSpace, State } from '../../search/space.js';
import { DefinitionError } from '../definition-file.js';
import { DIRECTIONS, piecesFrom, stepNames, type Metric } from './block-space.js';
import * as layout from './layout.js';
import type { Box, DoorRules, Kind, Marks } from './layout.js';

/** 16×16: every set of cells is eight 32-bit words. */
export const MAX_WIDE_CELLS = 256;

/** Positions interned before the space refuses more (each takes kinds × words × 4 bytes and a slot). */
const MAX_POSITIONS = 2 ** 28;

const ctz = (word: number) => 31 - Math.clz32(word & -word);

/**
 * Block puzzles in boxes of more than 31 cells (up to 16×16), or with more arrangements than 53
 * bits hold: a position is the set of anchor cells of each kind, as several 32-bit words a set,
 * and a state is the position's number in an intern table (a typed-array hash table) that grows
 * as the search meets new positions. Interchangeable pieces are merged as in BlockSpace (a set of
 * anchors does not say which piece is which). Slower than BlockSpace's ranks, so boxes of up to
 * 31 cells keep those.
 */
export class WideBlockSpace implements SearchSpace {
  readonly maxBranching: number;
  readonly cells: number;
  readonly rows: number;
  readonly cols: number;
  /** 32-bit words per set of cells. */
  private readonly words: number;
  /** Words per position: a set of anchors per kind. */
  private readonly stride: number;
  private readonly kindCount: number;
  /** footprint[((kind · cells) + anchor) · words …]: the cells a piece covers there. */
  private readonly footprint: Uint32Array;
  /** Whether a piece of a kind may have its anchor at a cell (inside the box, off walls, through its doors). */
  private readonly allowed: Uint8Array;
  private readonly neighbour: Int32Array;
  private readonly walls: Uint32Array;
  private readonly full: Uint32Array;
  private store: Uint32Array;
  private slots: Int32Array;
  private size = 0;
  // Scratch, reused by every call.
  private readonly position: Uint32Array;
  private readonly child: Uint32Array;
  private readonly empty: Uint32Array;
  private readonly free: Uint32Array;
  private readonly anchorKind: Int32Array;
  private readonly visited: Int32Array;
  private visitStamp = 0;
  private readonly queue: Int32Array;
  private readonly cameFrom: Int32Array;

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
    if (this.cells > MAX_WIDE_CELLS) throw new DefinitionError('start', `a box of ${this.cells} cells; at most ${MAX_WIDE_CELLS} (16×16) are supported`);
    const { cells, cols, rows } = this;
    this.words = Math.ceil(cells / 32);
    this.kindCount = kinds.length;
    this.stride = this.kindCount * this.words;
    const pieces = counts.reduce((sum, n) => sum + n, 0) - counts[0]!;
    this.maxBranching = metric === 'step' ? pieces * 4 : pieces * cells;
    this.walls = new Uint32Array(this.words);
    this.full = new Uint32Array(this.words);
    for (let cell = 0; cell < cells; cell++) {
      this.full[cell >>> 5]! |= 1 << (cell & 31);
      if (box.walls[cell]) this.walls[cell >>> 5]! |= 1 << (cell & 31);
    }
    this.neighbour = new Int32Array(cells * 4);
    for (let cell = 0; cell < cells; cell++) {
      DIRECTIONS.forEach(([dr, dc], d) => {
        const r = Math.floor(cell / cols) + dr;
        const c = (cell % cols) + dc;
        this.neighbour[cell * 4 + d] = r >= 0 && r < rows && c >= 0 && c < cols ? r * cols + c : -1;
      });
    }
    this.footprint = new Uint32Array((this.kindCount + 1) * cells * this.words);
    this.allowed = new Uint8Array((this.kindCount + 1) * cells);
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
    this.store = new Uint32Array(this.stride * 1024);
    this.slots = new Int32Array(2048).fill(-1);
    this.position = new Uint32Array(this.stride);
    this.child = new Uint32Array(this.stride);
    this.empty = new Uint32Array(this.words);
    this.free = new Uint32Array(this.words);
    this.anchorKind = new Int32Array(cells);
    this.visited = new Int32Array(cells);
    this.queue = new Int32Array(cells);
    this.cameFrom = new Int32Array(cells);
  }

  /** How many positions have been met so far (the intern table's size). */
  get positions(): number {
    return this.size;
  }

  private hash(words: Uint32Array): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < this.stride; i++) h = Math.imul(h ^ words[i]!, 0x01000193);
    h ^= h >>> 15;
    return Math.imul(h, 0x2c1b3c6d) >>> 0;
  }

  /** The state of a position: its number in the intern table, added if new. */
  private intern(words: Uint32Array): State {
    const { stride, store } = this;
    const mask = this.slots.length - 1;
    for (let slot = this.hash(words) & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot]!;
      if (id < 0) break;
      let same = true;
      for (let i = 0; i < stride && same; i++) same = store[id * stride + i] === words[i];
      if (same) return id;
    }
    if (this.size >= MAX_POSITIONS) throw new RangeError(`more than ${MAX_POSITIONS} positions`);
    if ((this.size + 1) * stride > this.store.length) {
      const grown = new Uint32Array(this.store.length * 2);
      grown.set(this.store);
      this.store = grown;
    }
    const id = this.size++;
    this.store.set(words, id * stride);
    if (this.size * 2 > this.slots.length) this.rehash();
    else this.place(id);
    return id;
  }

  private place(id: number): void {
    const mask = this.slots.length - 1;
    let slot = this.hash(this.store.subarray(id * this.stride, (id + 1) * this.stride)) & mask;
    while (this.slots[slot]! >= 0) slot = (slot + 1) & mask;
    this.slots[slot] = id;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    for (let id = 0; id < this.size; id++) this.place(id);
  }

  /** Loads a state's anchors into `position` and works out the empty cells and the anchors' kinds. */
  private load(state: State): void {
    const { position, stride, words, empty, anchorKind, cells } = this;
    position.set(this.store.subarray(state * stride, (state + 1) * stride));
    for (let w = 0; w < words; w++) empty[w] = this.full[w]! & ~this.walls[w]!;
    anchorKind.fill(0);
    for (let kind = 1; kind <= this.kindCount; kind++) {
      for (let w = 0; w < words; w++) {
        for (let bits = position[(kind - 1) * words + w]!; bits !== 0; bits &= bits - 1) {
          const anchor = w * 32 + ctz(bits);
          anchorKind[anchor] = kind;
          const at = (kind * cells + anchor) * words;
          for (let v = 0; v < words; v++) empty[v]! &= ~this.footprint[at + v]!;
        }
      }
    }
  }

  encode(marks: Marks): State {
    const words = new Uint32Array(this.stride);
    marks.forEach((mark, cell) => {
      if (mark > 0) words[(mark - 1) * this.words + (cell >>> 5)]! |= 1 << (cell & 31);
    });
    return this.intern(words);
  }

  decode(state: State): Marks {
    this.load(state);
    const marks = new Int8Array(this.cells).fill(layout.COVERED);
    for (let cell = 0; cell < this.cells; cell++) {
      const bit = 1 << (cell & 31);
      if (this.walls[cell >>> 5]! & bit) marks[cell] = layout.WALL;
      else if (this.empty[cell >>> 5]! & bit) marks[cell] = layout.EMPTY;
      if (this.anchorKind[cell]) marks[cell] = this.anchorKind[cell]!;
    }
    return marks;
  }

  /** Whether a piece of `kind` anchored at `to` fits in `free` cells. */
  private fits(kind: number, to: number, free: Uint32Array): boolean {
    if (!this.allowed[kind * this.cells + to]) return false;
    const at = (kind * this.cells + to) * this.words;
    for (let w = 0; w < this.words; w++) if (this.footprint[at + w]! & ~free[w]!) return false;
    return true;
  }

  /** The state with one anchor of `kind` moved from `from` to `to`. */
  private moved(kind: number, from: number, to: number): State {
    const { child, position, words } = this;
    child.set(position);
    const base = (kind - 1) * words;
    child[base + (from >>> 5)]! &= ~(1 << (from & 31));
    child[base + (to >>> 5)]! |= 1 << (to & 31);
    return this.intern(child);
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
    this.load(state);
    const { anchorKind, neighbour, cells } = this;
    let count = 0;
    for (let anchor = 0; anchor < cells; anchor++) {
      const kind = anchorKind[anchor]!;
      if (kind === 0) continue;
      const free = this.freeFor(kind, anchor);
      if (this.metric === 'piece') {
        const reached = this.reachableAnchors(kind, anchor, free);
        // The queue is reused by the interning below only through `moved`, which does not touch it.
        for (let i = 1; i <= reached; i++) out[count++] = this.moved(kind, anchor, this.queue[i]!);
        continue;
      }
      for (let d = 0; d < 4; d++) {
        for (let to = neighbour[anchor * 4 + d]!; to >= 0 && this.fits(kind, to, free); to = neighbour[to * 4 + d]!) {
          out[count++] = this.moved(kind, anchor, to);
          if (this.metric === 'step') break;
        }
      }
    }
    return count;
  }

  anchorTest(kind: number, target: number): (state: State) => boolean {
    const word = (kind - 1) * this.words + (target >>> 5);
    const bit = 1 << (target & 31);
    return (state) => (this.store[state * this.stride + word]! & bit) !== 0;
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
