import type { SearchSpace, State } from '../../search/space.js';
import { DefinitionError } from '../definition-file.js';
import * as layout from './layout.js';
import type { Kind, Marks } from './layout.js';

// Module-local copies: hot loops then read a constant, not an imported binding (which some
// loaders, tsx among them, turn into a getter call).
const EMPTY = layout.EMPTY;
const COVERED = layout.COVERED;

export const METRICS = ['step', 'line', 'piece'] as const;
export type Metric = (typeof METRICS)[number];

/** Row and column steps: up, left, right, down (the order moves are generated in). */
export const DIRECTIONS = [
  [-1, 0, 'up'],
  [0, -1, 'left'],
  [0, 1, 'right'],
  [1, 0, 'down'],
] as const;

/**
 * Positions of a block puzzle, each packed into one number, and their moves under one metric.
 *
 * Reading the box in row-major order, every cell not yet covered is either empty or the anchor
 * (first cell) of a piece; the packed state is that sequence of kind codes (0 for empty) as the
 * digits of a base-(kinds + 1) number. Pieces of one kind are interchangeable by construction,
 * so the positions the seed merges are one state here. Hakoiri needs 12 digits of base 5.
 */
export class BlockSpace implements SearchSpace {
  readonly maxBranching: number;
  readonly cells: number;
  private readonly digitBits: number;
  private readonly digitMask: number;
  private readonly weights: Float64Array;
  /** Scratch for the state being expanded. */
  private readonly marks: Marks;
  private readonly owner: Int32Array;
  private readonly pieceKind: Int32Array;
  private readonly pieceAnchor: Int32Array;
  private pieceCount = 0;
  private readonly visited: Int32Array;
  private visitStamp = 0;
  private readonly claimed: Uint8Array;
  private readonly movable: Uint8Array;
  /** The empty cells of the last decoded state. */
  private readonly empties: Int32Array;
  private emptyCount = 0;
  private readonly queue: Int32Array;
  /** For each anchor the flood fill reached, the anchor it stepped from. */
  private readonly cameFrom: Int32Array;
  /**
   * The cells a piece of kind k covers with its anchor at cell a start at
   * footprints[footprintAt[k · cells + a]] (-1 where it would stick out of the box).
   */
  private readonly footprintAt: Int32Array;
  private readonly footprints: Int32Array;
  private readonly shapeSize: Int32Array;
  /** neighbour[4 · cell + d]: the cell one step in direction d, or -1 at the wall. */
  private readonly neighbour: Int32Array;

  constructor(
    readonly rows: number,
    readonly cols: number,
    readonly kinds: readonly Kind[],
    pieces: number,
    empties: number,
    readonly metric: Metric,
  ) {
    this.cells = rows * cols;
    // Digits of a power-of-two base, so decoding is shifts and masks rather than division.
    this.digitBits = Math.ceil(Math.log2(kinds.length + 1));
    this.digitMask = 2 ** this.digitBits - 1;
    const digits = pieces + empties;
    const bits = digits * this.digitBits;
    if (bits > 53) {
      throw new DefinitionError('start', `${digits} pieces and empty cells of ${kinds.length} kinds need ${bits} bits a state; at most 53 fit`);
    }
    this.weights = Float64Array.from({ length: digits }, (_, i) => 2 ** (this.digitBits * i));
    this.marks = new Int8Array(this.cells);
    this.owner = new Int32Array(this.cells);
    this.pieceKind = new Int32Array(pieces);
    this.pieceAnchor = new Int32Array(pieces);
    this.visited = new Int32Array(this.cells);
    this.claimed = new Uint8Array(this.cells);
    this.movable = new Uint8Array(pieces);
    this.empties = new Int32Array(empties);
    this.queue = new Int32Array(this.cells);
    this.cameFrom = new Int32Array(this.cells);
    this.maxBranching = metric === 'step' ? pieces * 4 : pieces * this.cells;

    this.shapeSize = Int32Array.from([0, ...kinds.map((kind) => kind.shape.rows.length)]);
    this.footprintAt = new Int32Array((kinds.length + 1) * this.cells).fill(-1);
    const footprints: number[] = [];
    kinds.forEach(({ shape }, i) => {
      for (let anchor = 0; anchor < this.cells; anchor++) {
        const cells = this.cellsOf(shape, anchor);
        if (!cells) continue;
        this.footprintAt[(i + 1) * this.cells + anchor] = footprints.length;
        footprints.push(...cells);
      }
    });
    this.footprints = Int32Array.from(footprints);
    this.neighbour = new Int32Array(this.cells * 4);
    for (let cell = 0; cell < this.cells; cell++) {
      DIRECTIONS.forEach(([dr, dc], d) => {
        const r = Math.floor(cell / cols) + dr;
        const c = (cell % cols) + dc;
        this.neighbour[cell * 4 + d] = r >= 0 && r < rows && c >= 0 && c < cols ? r * cols + c : -1;
      });
    }
  }

  /** The cells `shape` covers with its anchor at `anchor`, or null where it leaves the box. */
  private cellsOf(shape: Kind['shape'], anchor: number): number[] | null {
    const row = Math.floor(anchor / this.cols);
    const col = anchor % this.cols;
    const cells: number[] = [];
    for (let i = 0; i < shape.rows.length; i++) {
      const r = row + shape.rows[i]!;
      const c = col + shape.cols[i]!;
      if (r < 0 || r >= this.rows || c < 0 || c >= this.cols) return null;
      cells.push(r * this.cols + c);
    }
    return cells;
  }

  encode(marks: Marks): State {
    let state = 0;
    let digit = 0;
    for (let cell = 0; cell < this.cells; cell++) {
      const mark = marks[cell]!;
      if (mark === COVERED) continue;
      state += mark * this.weights[digit++]!;
    }
    return state;
  }

  /** Fills the scratch marks, owners and piece list from a state; returns the marks. */
  decode(state: State): Marks {
    // Fields read into locals once: V8 does not hoist them out of these loops by itself.
    const { marks, owner, footprints, footprintAt, shapeSize, pieceKind, pieceAnchor, empties, cells } = this;
    const bits = this.digitBits;
    const mask = this.digitMask;
    // Plain loops: TypedArray#fill costs more than the 20 writes it saves on boxes this small.
    for (let cell = 0; cell < cells; cell++) {
      marks[cell] = EMPTY;
      owner[cell] = -2;
    }
    // The state as two 32-bit halves, shifted right one digit at a time.
    let low = state >>> 0;
    let high = Math.floor(state / 4294967296) >>> 0;
    let pieces = 0;
    let emptyCount = 0;
    for (let cell = 0; cell < cells; cell++) {
      if (owner[cell] !== -2) continue;
      const code = low & mask;
      low = ((low >>> bits) | ((high & mask) << (32 - bits))) >>> 0;
      high >>>= bits;
      if (code === EMPTY) {
        owner[cell] = -1;
        empties[emptyCount++] = cell;
        continue;
      }
      const first = footprintAt[code * cells + cell]!;
      const end = first + shapeSize[code]!;
      for (let i = first; i < end; i++) {
        owner[footprints[i]!] = pieces;
        marks[footprints[i]!] = COVERED;
      }
      marks[cell] = code;
      pieceKind[pieces] = code;
      pieceAnchor[pieces] = cell;
      pieces++;
    }
    this.pieceCount = pieces;
    this.emptyCount = emptyCount;
    return marks;
  }

  /**
   * The kind code of the piece anchored at `target` in `state` (0 if none). Goal tests run on
   * every generated state, so this reads digits only up to `target` and leaves the scratch alone.
   */
  kindAnchoredAt(state: State, target: number): number {
    const { claimed, footprints, digitBits: bits, digitMask: mask } = this;
    for (let cell = 0; cell <= target; cell++) claimed[cell] = 0;
    let low = state >>> 0;
    let high = Math.floor(state / 4294967296) >>> 0;
    for (let cell = 0; cell <= target; cell++) {
      if (claimed[cell]) continue;
      const code = low & mask;
      if (cell === target) return code;
      low = ((low >>> bits) | ((high & mask) << (32 - bits))) >>> 0;
      high >>>= bits;
      if (code === EMPTY) continue;
      const first = this.footprintAt[code * this.cells + cell]!;
      const end = first + this.shapeSize[code]!;
      for (let i = first; i < end; i++) claimed[footprints[i]!] = 1;
    }
    return 0;
  }

  /** Whether the piece `piece` (of the decoded state) fits with its anchor at `anchor`. */
  private fits(piece: number, anchor: number): boolean {
    const kind = this.pieceKind[piece]!;
    const first = this.footprintAt[kind * this.cells + anchor]!;
    if (first < 0) return false;
    const end = first + this.shapeSize[kind]!;
    for (let i = first; i < end; i++) {
      const owner = this.owner[this.footprints[i]!]!;
      if (owner !== -1 && owner !== piece) return false;
    }
    return true;
  }

  /** The state with `piece` moved so its anchor is at `anchor` (the scratch is left unchanged). */
  private moved(piece: number, anchor: number): State {
    const { marks, footprints } = this;
    const kind = this.pieceKind[piece]!;
    const from = this.pieceAnchor[piece]!;
    const size = this.shapeSize[kind]!;
    const old = this.footprintAt[kind * this.cells + from]!;
    const next = this.footprintAt[kind * this.cells + anchor]!;
    for (let i = 0; i < size; i++) marks[footprints[old + i]!] = EMPTY;
    for (let i = 0; i < size; i++) marks[footprints[next + i]!] = COVERED;
    marks[anchor] = kind;
    const state = this.encode(marks);
    for (let i = 0; i < size; i++) marks[footprints[next + i]!] = EMPTY;
    for (let i = 0; i < size; i++) marks[footprints[old + i]!] = COVERED;
    marks[from] = kind;
    return state;
  }

  /**
   * How many anchor cells `piece` can reach by unit steps alone (others fixed); they are left in
   * `queue[1..count]` in breadth-first order (no array is allocated per call).
   */
  private reachableAnchors(piece: number): number {
    const stamp = ++this.visitStamp;
    const start = this.pieceAnchor[piece]!;
    this.visited[start] = stamp;
    this.queue[0] = start;
    let length = 1;
    for (let head = 0; head < length; head++) {
      const anchor = this.queue[head]!;
      for (let d = 0; d < 4; d++) {
        const next = this.neighbour[anchor * 4 + d]!;
        if (next < 0 || this.visited[next] === stamp || !this.fits(piece, next)) continue;
        this.visited[next] = stamp;
        this.cameFrom[next] = anchor;
        this.queue[length++] = next;
      }
    }
    return length - 1;
  }

  successors(state: State, out: Float64Array): number {
    this.decode(state);
    // Only a piece next to an empty cell can move: mark those first (most pieces are stuck).
    const movable = this.movable;
    for (let piece = 0; piece < this.pieceCount; piece++) movable[piece] = 0;
    for (let e = 0; e < this.emptyCount; e++) {
      const cell = this.empties[e]!;
      for (let d = 0; d < 4; d++) {
        const next = this.neighbour[cell * 4 + d]!;
        if (next >= 0 && this.owner[next]! >= 0) movable[this.owner[next]!] = 1;
      }
    }
    let count = 0;
    for (let piece = 0; piece < this.pieceCount; piece++) {
      if (movable[piece] === 0) continue;
      if (this.metric === 'piece') {
        const reached = this.reachableAnchors(piece);
        for (let i = 1; i <= reached; i++) out[count++] = this.moved(piece, this.queue[i]!);
        continue;
      }
      for (let d = 0; d < 4; d++) {
        let anchor = this.neighbour[this.pieceAnchor[piece]! * 4 + d]!;
        while (anchor >= 0 && this.fits(piece, anchor)) {
          out[count++] = this.moved(piece, anchor);
          if (this.metric === 'step') break;
          anchor = this.neighbour[anchor * 4 + d]!;
        }
      }
    }
    return count;
  }

  /**
   * Names of the unit steps of a shortest route for the piece anchored at `from` in `state` to
   * have its anchor at `to`, the other pieces staying put.
   */
  route(state: State, from: number, to: number): string[] {
    this.decode(state);
    const piece = Array.from(this.pieceAnchor.subarray(0, this.pieceCount)).indexOf(from);
    this.reachableAnchors(piece);
    const steps: string[] = [];
    for (let at = to; at !== from; at = this.cameFrom[at]!) {
      const came = this.cameFrom[at]!;
      steps.push(DIRECTIONS[[0, 1, 2, 3].find((d) => this.neighbour[came * 4 + d] === at)!]![2]);
    }
    return steps.reverse();
  }

  /** The pieces of the last decoded state, as kind code and anchor cell. */
  decodedPieces(): Array<{ kind: number; anchor: number }> {
    return Array.from({ length: this.pieceCount }, (_, p) => ({ kind: this.pieceKind[p]!, anchor: this.pieceAnchor[p]! }));
  }

  /** Owner piece per cell of the last decoded state (-1 empty). */
  decodedOwners(): Int32Array {
    return this.owner.slice();
  }
}
