import { LayoutList } from '../../search/census.js';
import type { SearchSpace, State } from '../../search/space.js';
import { DefinitionError } from '../definition-file.js';
import { popcount } from '../../util/bits.js';
import * as layout from './layout.js';
import type { Box, DoorRules, Kind, Marks } from './layout.js';
import { unavoidableCells } from './unavoidable-cells.js';

// Module-local copies: hot loops then read a constant, not an imported binding (which some
// loaders, tsx among them, turn into a getter call).
const EMPTY = layout.EMPTY;
const COVERED = layout.COVERED;
const WALL = layout.WALL;

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
 * The names of the unit steps from anchor `from` to `to`, read back along `cameFrom` (the flood
 * fill of a piece's reachable anchors) and `neighbour[4 · cell + d]`.
 */
export function stepNames(cameFrom: Int32Array, neighbour: Int32Array, from: number, to: number): string[] {
  const steps: string[] = [];
  for (let at = to; at !== from; at = cameFrom[at]!) {
    const came = cameFrom[at]!;
    steps.push(DIRECTIONS[[0, 1, 2, 3].find((d) => neighbour[came * 4 + d] === at)!]![2]);
  }
  return steps.reverse();
}

/** The pieces, as kind code and anchor cell in row-major order, from the kind anchored at each cell (0: none). */
export function piecesFrom(anchorKind: Int32Array): Array<{ kind: number; anchor: number }> {
  const pieces: Array<{ kind: number; anchor: number }> = [];
  anchorKind.forEach((kind, anchor) => {
    if (kind !== 0) pieces.push({ kind, anchor });
  });
  return pieces;
}

/** Boxes up to 31 cells: every set of cells is one 32-bit mask. */
const MAX_CELLS = 31;

/**
 * Binomial coefficients C(n, r) for n ≤ 31 (0 where r > n): all below 2^31, so Int32Array rows
 * hand out small integers that V8 never boxes, even before the search is optimised.
 */
const CHOOSE: Int32Array[] = Array.from({ length: 33 }, (_, n) => {
  const row = new Int32Array(33);
  row[0] = 1;
  for (let r = 1; r <= n; r++) row[r] = (row[r - 1]! * (n - r + 1)) / r;
  return row;
});

/** The rank of `mask` among masks with as many bits set: Σ C(position of the i-th bit, i). */
function rankOf(mask: number): number {
  let rank = 0;
  let taken = 1;
  for (let rest = mask; rest !== 0; rest &= rest - 1) rank += CHOOSE[31 - Math.clz32(rest & -rest)]![taken++]!;
  return rank;
}

/**
 * All masks with `set` bits in rank order: the combinatorial number system orders them as numbers,
 * so Gosper's hack (the next larger number with as many bits) walks them in O(1) each.
 */
function masksInRankOrder(size: number, set: number): Int32Array {
  const masks = new Int32Array(size);
  let mask = set === 0 ? 0 : (1 << set) - 1;
  for (let rank = 0; rank < size; rank++) {
    masks[rank] = mask;
    if (mask === 0) break;
    const lowest = mask & -mask;
    const ripple = mask + lowest;
    mask = (((ripple ^ mask) >>> 2) / lowest) | ripple;
  }
  return masks;
}

/** The mask of rank `rank` with `set` bits. */
function unrankOf(rank: number, set: number): number {
  let mask = 0;
  let rest = rank;
  for (let taken = set; taken > 0; taken--) {
    let cell = taken - 1;
    while (CHOOSE[cell + 1]![taken]! <= rest) cell++;
    rest -= CHOOSE[cell]![taken]!;
    mask |= 1 << cell;
  }
  return mask;
}

const bit = (cell: number) => 1 << cell;

/** The single-cell kind with the most pieces: it needs no mask of its own (its anchors are the cells left over). */
function derivedKindOf(kinds: readonly Kind[], counts: Int32Array): number {
  let derived = -1;
  kinds.forEach((kind, i) => {
    if (kind.shape.rows.length === 1 && (derived < 0 || counts[i + 1]! > counts[derived]!)) derived = i + 1;
  });
  return derived;
}

/**
 * Whether positions of these pieces in a box of `cells` cells are ranks BlockSpace can use: at
 * most 31 cells, and the ranks' product within 53 bits. Otherwise WideBlockSpace interns them.
 */
export function ranksFit(cells: number, kinds: readonly Kind[], counts: Int32Array): boolean {
  if (cells > MAX_CELLS) return false;
  const derived = derivedKindOf(kinds, counts);
  let place = 1;
  for (let code = 0; code <= kinds.length; code++) if (code !== derived) place *= CHOOSE[cells]![counts[code]!]!;
  return place <= 2 ** 53;
}

/**
 * Positions of a block puzzle as bitboards: for each kind of piece, the mask of cells where one
 * of its pieces has its anchor (first cell in row-major order), and the mask of empty cells.
 * Pieces of one kind are interchangeable by construction — the positions the classic solvers merge are
 * one state. A move changes two masks (the kind's anchors and the empty cells), and a state is
 * those masks' ranks among all masks with as many cells set (the combinatorial number system),
 * mixed into one number; the kind with the most single-cell pieces is left out, since its
 * anchors are the cells nothing else accounts for. Hakoiri's states stay below 2^29.
 */
export class BlockSpace implements SearchSpace {
  readonly maxBranching: number;
  readonly cells: number;
  private readonly full: number;
  /** The walls: covered in every position, by no piece. */
  private readonly walls: number;
  /** Per kind (1-based; 0 is the empty cells): the place value of its rank in a state, 0 if derived. */
  private readonly weight: number[];
  private readonly radix: number[];
  private readonly count: Int32Array;
  private readonly derivedKind: number;
  /** footprint[kind · cells + anchor]: the cells that piece covers there, 0 where it leaves the box. */
  private readonly footprint: Int32Array;
  /** neighbour[4 · cell + d]: the cell one step in direction d, or -1 at the wall. */
  private readonly neighbour: Int32Array;
  /** halo[kind · cells + anchor]: the cells next to that piece; it can move only if one is empty. */
  private readonly halo: Int32Array;
  /** Small rank → mask tables per component (unranking without a search). */
  private readonly masksByRank: (Int32Array | null)[];
  /** Scratch of the last decoded state. */
  private readonly masks: Int32Array;
  private readonly anchorKind: Int32Array;
  private readonly visited: Int32Array;
  private visitStamp = 0;
  private readonly queue: Int32Array;
  private readonly cameFrom: Int32Array;

  readonly rows: number;
  readonly cols: number;

  constructor(
    box: Box,
    readonly kinds: readonly Kind[],
    counts: Int32Array,
    readonly metric: Metric,
    doors: DoorRules = new Map(),
  ) {
    const { rows, cols } = box;
    this.rows = rows;
    this.cols = cols;
    this.cells = rows * cols;
    if (this.cells > MAX_CELLS) throw new DefinitionError('start', `a box of ${this.cells} cells; at most ${MAX_CELLS} are supported`);
    this.full = this.cells === 31 ? 0x7fffffff : bit(this.cells) - 1;
    this.walls = box.walls.reduce((mask, wall, cell) => (wall ? mask | bit(cell) : mask), 0);
    // Per kind, the cells it may not enter: the walls, and the doors that do not let it through.
    const barred = kinds.map((_, i) => box.doors.reduce((mask, door, cell) => (door && !doors.get(door)?.has(i + 1) ? mask | bit(cell) : mask), this.walls));
    this.count = Int32Array.from(counts);
    const pieces = counts.reduce((sum, n) => sum + n, 0) - counts[0]!;
    this.maxBranching = metric === 'step' ? pieces * 4 : pieces * this.cells;
    this.derivedKind = derivedKindOf(kinds, counts);
    this.weight = new Array<number>(kinds.length + 1).fill(0);
    this.radix = new Array<number>(kinds.length + 1).fill(0);
    let place = 1;
    for (let code = 0; code <= kinds.length; code++) {
      if (code === this.derivedKind) continue;
      this.weight[code] = place;
      this.radix[code] = CHOOSE[this.cells]![counts[code]!]!;
      place *= this.radix[code]!;
    }
    if (place > 2 ** 53) {
      throw new DefinitionError('start', `these pieces make ${place.toExponential(2)} arrangements; states must fit in 53 bits`);
    }
    this.masksByRank = Array.from(this.radix, (size, code) => (code === this.derivedKind || size > 1 << 16 ? null : masksInRankOrder(size, counts[code]!)));

    this.neighbour = new Int32Array(this.cells * 4);
    for (let cell = 0; cell < this.cells; cell++) {
      DIRECTIONS.forEach(([dr, dc], d) => {
        const r = Math.floor(cell / cols) + dr;
        const c = (cell % cols) + dc;
        this.neighbour[cell * 4 + d] = r >= 0 && r < rows && c >= 0 && c < cols ? r * cols + c : -1;
      });
    }
    this.footprint = new Int32Array((kinds.length + 1) * this.cells);
    kinds.forEach(({ shape }, i) => {
      for (let anchor = 0; anchor < this.cells; anchor++) {
        let mask = 0;
        for (let k = 0; k < shape.rows.length; k++) {
          const r = Math.floor(anchor / cols) + shape.rows[k]!;
          const c = (anchor % cols) + shape.cols[k]!;
          if (r < 0 || r >= rows || c < 0 || c >= cols) {
            mask = 0;
            break;
          }
          mask |= bit(r * cols + c);
        }
        this.footprint[(i + 1) * this.cells + anchor] = mask & barred[i]! ? 0 : mask;
      }
    });
    this.halo = Int32Array.from(this.footprint, (cells) => {
      let around = 0;
      for (let rest = cells; rest !== 0; rest &= rest - 1) {
        const cell = 31 - Math.clz32(rest & -rest);
        for (let d = 0; d < 4; d++) {
          const next = this.neighbour[cell * 4 + d]!;
          if (next >= 0) around |= bit(next);
        }
      }
      return around & ~cells;
    });
    this.masks = new Int32Array(kinds.length + 1);
    this.anchorKind = new Int32Array(this.cells);
    this.visited = new Int32Array(this.cells);
    this.queue = new Int32Array(this.cells);
    this.cameFrom = new Int32Array(this.cells);
  }

  /** Fills `masks` (anchors per kind, empty cells at 0) from a state. */
  private decodeMasks(state: State, masks: Int32Array): void {
    const { radix, masksByRank, footprint, cells, derivedKind } = this;
    const kinds = this.kinds.length;
    let rest = state;
    let covered = this.walls;
    for (let code = 0; code <= kinds; code++) {
      if (code === derivedKind) continue;
      const size = radix[code]!;
      const rank = rest % size;
      rest = (rest - rank) / size;
      const table = masksByRank[code];
      const mask = table ? table[rank]! : unrankOf(rank, this.count[code]!);
      masks[code] = mask;
      if (code === 0) {
        covered |= mask;
        continue;
      }
      const row = code * cells;
      for (let anchors = mask; anchors !== 0; anchors &= anchors - 1) {
        covered |= footprint[row + 31 - Math.clz32(anchors & -anchors)]!;
      }
    }
    if (derivedKind > 0) masks[derivedKind] = this.full & ~covered;
  }

  private encodeMasks(masks: Int32Array): State {
    let state = 0;
    for (let code = 0; code <= this.kinds.length; code++) {
      if (code !== this.derivedKind) state += rankOf(masks[code]!) * this.weight[code]!;
    }
    return state;
  }

  encode(marks: Marks): State {
    const masks = new Int32Array(this.kinds.length + 1);
    marks.forEach((mark, cell) => {
      if (mark >= 0) masks[mark]! |= bit(cell);
    });
    return this.encodeMasks(masks);
  }

  /** The position as marks: the kind at each anchor, EMPTY, COVERED elsewhere. */
  decode(state: State): Marks {
    this.decodeMasks(state, this.masks);
    const marks = new Int8Array(this.cells).fill(COVERED);
    for (let rest = this.walls; rest !== 0; rest &= rest - 1) marks[31 - Math.clz32(rest & -rest)] = WALL;
    for (let code = 0; code <= this.kinds.length; code++) {
      for (let rest = this.masks[code]!; rest !== 0; rest &= rest - 1) marks[31 - Math.clz32(rest & -rest)] = code === 0 ? EMPTY : code;
    }
    return marks;
  }

  /**
   * A test for "a piece of `kind` has its anchor at `target`". Goal tests run on every generated
   * state, so the test reads only that kind's rank, with every constant captured up front.
   */
  anchorTest(kind: number, target: number): (state: State) => boolean {
    const weight = this.weight[kind]!;
    const wanted = bit(target);
    if (weight === 0) {
      return (state) => {
        this.decodeMasks(state, this.masks);
        return (this.masks[kind]! & wanted) !== 0;
      };
    }
    const radix = this.radix[kind]!;
    const count = this.count[kind]!;
    const table = this.masksByRank[kind];
    // Large kinds have no table (it could take gigabytes): unrank on the fly instead.
    if (!table) return (state) => (unrankOf(Math.floor(state / weight) % radix, count) & wanted) !== 0;
    return (state) => (table[Math.floor(state / weight) % radix]! & wanted) !== 0;
  }

  /**
   * An admissible bound on the moves until the one piece of `kind` has its anchor at `target`:
   * one for that piece unless it is there, and one for every other piece standing on a cell that
   * each of its routes from where it is must cover (each such piece has to move at least once).
   */
  blockerBound(kind: number, target: number): (state: State) => number {
    const { cells, footprint, masks } = this;
    const kinds = this.kinds.length;
    const own = kind * cells;
    const unavoidable = unavoidableCells(
      { cells, neighbour: this.neighbour, fits: (at) => footprint[own + at] !== 0, covers: (at, cell) => (footprint[own + at]! & bit(cell)) !== 0 },
      target,
    );
    // blocking[anchor · (kinds + 1) + k]: the anchors where a piece of kind k stands in the way of the piece at `anchor`.
    const blocking = new Int32Array(cells * (kinds + 1));
    for (let anchor = 0; anchor < cells; anchor++) {
      let unavoidableMask = 0;
      for (let cell = 0; cell < cells; cell++) if (unavoidable[anchor * cells + cell]) unavoidableMask |= bit(cell);
      for (let other = 1; other <= kinds; other++) {
        if (other === kind) continue;
        let anchors = 0;
        for (let at = 0; at < cells; at++) if (footprint[other * cells + at]! & unavoidableMask) anchors |= bit(at);
        blocking[anchor * (kinds + 1) + other] = anchors;
      }
    }
    return (state) => {
      this.decodeMasks(state, masks);
      const anchor = 31 - Math.clz32(masks[kind]!);
      let moves = anchor === target ? 0 : 1;
      const row = anchor * (kinds + 1);
      for (let other = 1; other <= kinds; other++) moves += popcount(masks[other]! & blocking[row + other]!);
      return moves;
    };
  }

  /** A test for "these pieces are placed (kind, anchor cell) and these cells are empty", all at once. */
  conditionTest(placed: readonly { kind: number; cell: number }[], empty: readonly number[]): (state: State) => boolean {
    const free = empty.reduce((mask, cell) => mask | bit(cell), 0);
    const anchors = placed.map(({ kind, cell }) => ({ kind, wanted: bit(cell) }));
    return (state) => {
      this.decodeMasks(state, this.masks);
      if ((this.masks[0]! & free) !== free) return false;
      for (const { kind, wanted } of anchors) if ((this.masks[kind]! & wanted) === 0) return false;
      return true;
    };
  }

  /** The kind anchored at `cell` in the decoded masks, or 0. */
  private kindAt(cell: number): number {
    for (let code = 1; code <= this.kinds.length; code++) if ((this.masks[code]! & bit(cell)) !== 0) return code;
    return 0;
  }

  /** Fills `anchorKind` with the kind anchored at each cell of the decoded masks (0: none). */
  private markAnchors(): void {
    const anchorKind = this.anchorKind;
    anchorKind.fill(0);
    for (let code = 1; code <= this.kinds.length; code++) {
      for (let rest = this.masks[code]!; rest !== 0; rest &= rest - 1) anchorKind[31 - Math.clz32(rest & -rest)] = code;
    }
  }

  /**
   * How many anchors the piece at `start` can reach by unit steps alone; they are left in
   * `queue[1..count]` in breadth-first order, with `cameFrom` for each.
   */
  private reachableAnchors(kind: number, start: number, free: number): number {
    const { visited, queue, neighbour, footprint, cameFrom } = this;
    const row = kind * this.cells;
    const stamp = ++this.visitStamp;
    visited[start] = stamp;
    queue[0] = start;
    let length = 1;
    for (let head = 0; head < length; head++) {
      const anchor = queue[head]!;
      for (let d = 0; d < 4; d++) {
        const next = neighbour[anchor * 4 + d]!;
        if (next < 0 || visited[next] === stamp) continue;
        const there = footprint[row + next]!;
        if (there === 0 || (there & ~free) !== 0) continue;
        visited[next] = stamp;
        cameFrom[next] = anchor;
        queue[length++] = next;
      }
    }
    return length - 1;
  }

  // No successorsAfter: a ranked successor costs less than finding which piece moved last (Hakoiri measured slower with it).
  successors(state: State, out: Float64Array): number {
    // Fields in locals and the helpers written out: this loop runs tens of thousands of times
    // before V8 optimises it, and the interpreter pays for every property load and call.
    const { masks, footprint, halo, neighbour, anchorKind, weight, queue, cells } = this;
    this.decodeMasks(state, masks);
    const empty = masks[0]!;
    const emptyWeight = weight[0]!;
    // A move changes two masks — the kind's anchors and the empty cells — so two ranks.
    const base = state - rankOf(empty) * emptyWeight;
    const piece = this.metric === 'piece';
    const step = this.metric === 'step';
    let count = 0;
    this.markAnchors();
    // Pieces in row-major order of their anchors, as a person would list them.
    for (let anchor = 0; anchor < cells; anchor++) {
      const kind = anchorKind[anchor]!;
      if (kind === 0 || (halo[kind * cells + anchor]! & empty) === 0) continue;
      const row = kind * cells;
      const free = empty | footprint[row + anchor]!;
      const kindWeight = weight[kind]!;
      const without = kindWeight === 0 ? base : base - rankOf(masks[kind]!) * kindWeight;
      const others = masks[kind]! ^ bit(anchor);
      if (piece) {
        const reached = this.reachableAnchors(kind, anchor, free);
        for (let i = 1; i <= reached; i++) {
          const to = queue[i]!;
          const moved = kindWeight === 0 ? without : without + rankOf(others | bit(to)) * kindWeight;
          out[count++] = moved + rankOf(free & ~footprint[row + to]!) * emptyWeight;
        }
        continue;
      }
      for (let d = 0; d < 4; d++) {
        for (let to = neighbour[anchor * 4 + d]!; to >= 0; to = neighbour[to * 4 + d]!) {
          const there = footprint[row + to]!;
          if (there === 0 || (there & ~free) !== 0) break;
          const moved = kindWeight === 0 ? without : without + rankOf(others | bit(to)) * kindWeight;
          out[count++] = moved + rankOf(free & ~there) * emptyWeight;
          if (step) break;
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
    this.decodeMasks(state, this.masks);
    const kind = this.kindAt(from);
    this.reachableAnchors(kind, from, this.masks[0]! | this.footprint[kind * this.cells + from]!);
    return stepNames(this.cameFrom, this.neighbour, from, to);
  }

  /**
   * Every position of these pieces in the box, in ascending order: the layouts a census
   * classifies. Cells are filled in row-major order, each first free cell either left empty or
   * made the anchor of a piece (a piece's anchor is its first cell in that order).
   */
  layouts(): Float64Array {
    const { cells, footprint } = this;
    const kinds = this.kinds.length;
    const left = Int32Array.from(this.count);
    const masks = new Int32Array(kinds + 1);
    const found = new LayoutList();
    const fill = (from: number, covered: number): void => {
      let cell = from;
      while (cell < cells && (covered & bit(cell)) !== 0) cell++;
      if (cell === cells) {
        found.push(this.encodeMasks(masks));
        return;
      }
      for (let code = 0; code <= kinds; code++) {
        if (left[code] === 0) continue;
        const cover = code === 0 ? bit(cell) : footprint[code * cells + cell]!;
        if (cover === 0 || (cover & covered) !== 0) continue;
        left[code]!--;
        masks[code]! |= bit(cell);
        fill(cell + 1, covered | cover);
        masks[code]! &= ~bit(cell);
        left[code]!++;
      }
    };
    fill(0, this.walls);
    return found.sorted();
  }

  /** The pieces of `state`, as kind code and anchor cell, in row-major order. */
  piecesOf(state: State): Array<{ kind: number; anchor: number }> {
    this.decodeMasks(state, this.masks);
    this.markAnchors();
    return piecesFrom(this.anchorKind);
  }

  /** The index (in `pieces` order) of the piece covering each cell, -1 for empty cells. */
  ownersOf(pieces: ReadonlyArray<{ kind: number; anchor: number }>): Int32Array {
    const owners = new Int32Array(this.cells).fill(-1);
    pieces.forEach(({ kind, anchor }, piece) => {
      for (let rest = this.footprint[kind * this.cells + anchor]!; rest !== 0; rest &= rest - 1) {
        owners[31 - Math.clz32(rest & -rest)] = piece;
      }
    });
    return owners;
  }
}
