import { CellMasks } from './cell-masks.js';
import { LevelBlocks } from './level-blocks.js';
import { storeExcess } from './pattern-excess.js';
import { TileGeometry } from '../geometry.js';
import { falling, rankCells, selectTable } from './placement-rank.js';

/** What a pattern search needs to know of its board and group; plain data, so it can be posted to a worker. */
export interface PatternShape {
  rows: number;
  cols: number;
  tiles: readonly number[];
}

/**
 * The memory a pattern search works in, shareable between threads:
 * - `codes`: per placement of the group, 2 bits per free cell (in cell order): 0 while the blank
 *   has not reached the cell, 1 or 2 while its region waits to be expanded (reached at an even
 *   or an odd level), 3 once expanded;
 * - `active`: two flags per block of placements: has the block regions to expand at this level,
 *   at the next;
 * - `progress`: how many placements have been reached, counted as each block is done;
 * - `nibbles`: the database being filled in (see PatternDatabase).
 */
export interface PatternSearchMemory {
  codes: ArrayBufferLike;
  active: ArrayBufferLike;
  progress: ArrayBufferLike;
  nibbles: ArrayBufferLike;
}

/** Placements per block of `active` flags: levels skip blocks with nothing to expand. */
const BLOCK_SHIFT = 10;

/** Whether a group's codes take 32 bits (more than 8 free cells) rather than 16. */
function wideCodes(shape: PatternShape): boolean {
  return 2 * (shape.rows * shape.cols - shape.tiles.length) > 16;
}

export function placementsOf(shape: PatternShape): number {
  return falling(shape.rows * shape.cols, shape.tiles.length);
}

function allocate(bytes: number, shared: boolean): ArrayBufferLike {
  return shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
}

const codeBytes = (shape: PatternShape) => placementsOf(shape) * (wideCodes(shape) ? 4 : 2);
const activeBytes = (shape: PatternShape) => LevelBlocks.flagBytes(placementsOf(shape), BLOCK_SHIFT);

/** The search's working memory besides the nibbles: 2 or 4 bytes a placement. */
export function allocateRankedWorkspace(shape: PatternShape, shared: boolean): Omit<PatternSearchMemory, 'progress' | 'nibbles'> {
  return { codes: allocate(codeBytes(shape), shared), active: allocate(activeBytes(shape), shared) };
}

export function rankedWorkspaceBytes(shape: PatternShape): number {
  return codeBytes(shape) + activeBytes(shape);
}

/** Fields of regions at even levels hold 1, at odd levels 2, and 3 once expanded. */
const levelCode = (level: number) => (level & 1) + 1;

/** Bit tables for moving between cell masks and field numbers, made on first use. */
let EXTRACT = new Uint8Array(0);
let DEPOSIT = new Uint8Array(0);
let SPREAD = new Uint16Array(0);
let POPCOUNT8 = new Uint8Array(0);

function makeBitTables(): void {
  if (SPREAD.length > 0) return;
  EXTRACT = new Uint8Array(1 << 16);
  DEPOSIT = new Uint8Array(1 << 16);
  SPREAD = new Uint16Array(256);
  POPCOUNT8 = new Uint8Array(256);
  for (let byte = 0; byte < 256; byte++) {
    for (let bit = 0; bit < 8; bit++) {
      if (byte & (1 << bit)) {
        SPREAD[byte]! |= 1 << (2 * bit);
        POPCOUNT8[byte]!++;
      }
    }
  }
  for (let mask = 0; mask < 256; mask++) {
    for (let bits = 0; bits < 256; bits++) {
      let extracted = 0;
      let deposited = 0;
      for (let cell = 0, place = 0; cell < 8; cell++) {
        if (!(mask & (1 << cell))) continue;
        if (bits & (1 << cell)) extracted |= 1 << place;
        if (bits & (1 << place)) deposited |= 1 << cell;
        place++;
      }
      EXTRACT[(mask << 8) | bits] = extracted;
      DEPOSIT[(mask << 8) | bits] = deposited;
    }
  }
}

const popcount8 = (byte: number) => POPCOUNT8[byte]!;

/** Set bits of a 16-bit mask, from the 256-entry table (which stays in the L1 cache, unlike a 65,536-entry one). */
const popcount16 = (mask: number) => POPCOUNT8[mask & 255]! + POPCOUNT8[mask >>> 8]!;

/** `code` in the field of every cell of `region`, fields numbered along the free cells. */
function fieldsOf(region: number, free: number, code: number): number {
  const low = free & 255;
  const packed = EXTRACT[(low << 8) | (region & 255)]! | (EXTRACT[(free & 0xff00) | ((region >>> 8) & 255)]! << popcount8(low));
  return ((SPREAD[packed & 255]! | (SPREAD[packed >>> 8]! << 16)) * code) >>> 0;
}

/** The cells of `free` whose places among the free cells are the set bits of `bits`. */
function deposit(bits: number, free: number): number {
  const low = free & 255;
  return DEPOSIT[(low << 8) | (bits & 255)]! | (DEPOSIT[(free & 0xff00) | ((bits >>> popcount8(low)) & 255)]! << 8);
}

/** Bits 0, 2, 4, … of x packed into bits 0, 1, 2, … */
function compactEvenBits(x: number): number {
  x &= 0x55555555;
  x = (x | (x >>> 1)) & 0x33333333;
  x = (x | (x >>> 2)) & 0x0f0f0f0f;
  x = (x | (x >>> 4)) & 0x00ff00ff;
  return (x | (x >>> 8)) & 0xffff;
}

/**
 * The breadth-first search that fills an additive pattern database, level by level, over pairs of
 * a placement of the group and the region of free cells the blank is in: within a region the
 * blank moves freely (the other tiles are indistinct and their moves cost nothing), and moving a
 * tile of the group into the blank's region costs one. A placement's database value is the level
 * its first region is reached at. For the 8-tile group of the 15-puzzle that is 1.4 billion
 * pairs (2.7 regions a placement) instead of 4.2 billion placements of tiles and blank, kept in
 * 2 bytes a placement by the 2-bit codes.
 */
export class PatternSearch {
  private readonly geometry: TileGeometry;
  private readonly cells: number;
  private readonly k: number;
  private readonly schedule: LevelBlocks;
  private readonly codes: Uint16Array | Uint32Array;
  private readonly nibbles: Uint8Array;
  private readonly shared: boolean;
  private readonly masks: CellMasks;
  /** Per group member, its Manhattan distance from each cell. */
  private readonly manhattan: Uint8Array;
  /** Per cell, the mask of its neighbours. */
  private readonly neighbours: Int32Array;
  /** Per group member, its rank digit's weight. */
  private readonly weight = new Int32Array(16);
  /**
   * The placement at `position`, kept up to date by seek as ranks go up: per member its cell,
   * its rank digit, the cells of the members before it and their Manhattan distance; per cell
   * the member on it, or −1.
   */
  private position = -1;
  private readonly placement = new Uint8Array(16);
  private readonly digit = new Int32Array(16);
  private readonly before = new Int32Array(17);
  private readonly distanceBefore = new Int32Array(17);
  private readonly tileAt = new Int8Array(16).fill(-1);
  private readonly select = selectTable();
  private readonly allCells: number;
  /** regions[cell << cells | free]: the free cells connected to `cell`. */
  private readonly regions: Uint16Array;

  constructor(
    private readonly shape: PatternShape,
    memory: PatternSearchMemory,
  ) {
    const { rows, cols, tiles } = shape;
    this.cells = rows * cols;
    this.k = tiles.length;
    this.codes = wideCodes(shape) ? new Uint32Array(memory.codes) : new Uint16Array(memory.codes);
    this.nibbles = new Uint8Array(memory.nibbles);
    this.shared = typeof SharedArrayBuffer !== 'undefined' && memory.codes instanceof SharedArrayBuffer;
    this.schedule = new LevelBlocks(placementsOf(shape), BLOCK_SHIFT, new Uint8Array(memory.active), new Int32Array(memory.progress), this.shared);
    this.geometry = new TileGeometry(rows, cols);
    this.masks = new CellMasks(this.geometry);
    this.manhattan = this.masks.groupManhattan(tiles);
    this.neighbours = this.masks.neighbours;
    this.allCells = this.masks.allCells;
    for (let i = 0; i < this.k; i++) this.weight[i] = falling(this.cells - i - 1, this.k - i - 1);
    makeBitTables();
    this.regions = new Uint16Array(this.cells << this.cells);
    for (let cell = 0; cell < this.cells; cell++) {
      for (let free = 0; free <= this.allCells; free++) {
        if (free & (1 << cell)) this.regions[(cell << this.cells) | free] = this.masks.floodRegion(cell, free);
      }
    }
  }

  /** How many placements the search (all its threads) has reached. */
  get placementsReached(): number {
    return this.schedule.reached;
  }

  /** Level 0: the goal placement, the blank in the region of its goal cell. */
  seed(): void {
    const home = this.shape.tiles.map((tile) => this.geometry.goalCellOf(tile));
    const free = home.reduce((cells, cell) => cells & ~(1 << cell), this.allCells);
    const goal = rankCells(home, this.k, this.cells);
    this.codes[goal] = fieldsOf(this.masks.floodRegion(this.geometry.goalCellOf(0), free), free, levelCode(0));
    this.schedule.mark(goal, 0);
    this.schedule.count(1);
  }

  /**
   * Expands the pairs at `level` in the blocks `first`, `first + stride`, … (one share of the
   * work when several threads search), marking the regions they reach at `level + 1`.
   * Returns how many regions it marked (none: the search is over).
   */
  expandLevel(level: number, first: number, stride: number): number {
    const { codes, nibbles, schedule, manhattan, neighbours, placement, k, cells, weight, digit, before, tileAt, shared, allCells, regions } = this;
    const active = schedule.active;
    const now = level & 1;
    const current = levelCode(level);
    const next = levelCode(level + 1);
    let currentPattern = 0;
    for (let j = 0; j < cells - k; j++) currentPattern |= current << (2 * j);
    const lowBits = 0x55555555 & (2 ** (2 * (cells - k)) - 1);
    let marked = 0;
    for (let block = first; block < schedule.blocks; block += stride) {
      if (!schedule.take(block, now)) continue;
      const end = schedule.end(block);
      let reached = 0;
      for (let rank = block << BLOCK_SHIFT; rank < end; rank++) {
        const word = codes[rank]!;
        if (word === 0) continue;
        const differs = word ^ currentPattern;
        const atLevel = ~(differs | (differs >>> 1)) & lowBits;
        if (atLevel === 0) continue;
        if (shared) Atomics.or(codes, rank, atLevel * 3);
        else codes[rank] = word | (atLevel * 3);
        this.seek(rank);
        const occupied = before[k]!;
        const distance = this.distanceBefore[k]!;
        const free = allCells & ~occupied;
        const frontier = deposit(compactEvenBits(atLevel), free);
        for (let i = 0; i < k; i++) {
          const from = placement[i]!;
          let targets = neighbours[from]! & frontier;
          if (targets === 0) continue;
          // The child's rank differs in member i's digit, and by one in the digits of later
          // members the move jumps over in cell order.
          const earlier = before[i]!;
          const later = occupied & ~earlier & ~(1 << from);
          const step = weight[i]!;
          const base = rank - digit[i]! * step;
          const vacated = 1 << from;
          do {
            const bit = targets & -targets;
            targets ^= bit;
            const to = 31 - Math.clz32(bit);
            let child = base + (to - popcount16(earlier & (bit - 1))) * step;
            if (to > from) {
              for (let jumped = later & (bit - (vacated << 1)); jumped !== 0; jumped &= jumped - 1)
                child += weight[tileAt[31 - Math.clz32(jumped & -jumped)]!]!;
            } else {
              for (let jumped = later & (vacated - (bit << 1)); jumped !== 0; jumped &= jumped - 1)
                child -= weight[tileAt[31 - Math.clz32(jumped & -jumped)]!]!;
            }
            const childFree = free ^ bit ^ vacated;
            const old = codes[child]!;
            if ((old >>> (2 * popcount16(childFree & (vacated - 1)))) & 3) continue;
            const fields = fieldsOf(regions[(from << cells) | childFree]!, childFree, next);
            let previous = old;
            if (shared) previous = Atomics.or(codes, child, fields);
            else codes[child] = old | fields;
            active[2 * (child >>> BLOCK_SHIFT) + (now ^ 1)] = 1;
            marked++;
            if (previous !== 0) continue;
            reached++;
            storeExcess(nibbles, shared, child, level + 1, distance - manhattan[i * cells + from]! + manhattan[i * cells + to]!);
          } while (targets !== 0);
        }
      }
      schedule.count(reached);
    }
    return marked;
  }

  /**
   * Moves the placement to `rank`. Ranks are visited in increasing order within a level, so this
   * usually adds a small step to the last digits (a mixed-radix odometer) and re-places only the
   * members whose digits changed, instead of unranking from scratch.
   */
  private seek(rank: number): void {
    const { k, cells, digit, placement, before, distanceBefore, tileAt, manhattan, select } = this;
    let changed = 0;
    if (rank < this.position || this.position < 0) {
      for (let i = k - 1, rest = rank; i >= 0; i--) {
        const base = cells - i;
        const quotient = (rest / base) | 0;
        digit[i] = rest - quotient * base;
        rest = quotient;
      }
    } else {
      changed = k;
      for (let i = k - 1, carry = rank - this.position; carry !== 0; i--) {
        const base = cells - i;
        const sum = digit[i]! + carry;
        if (sum < base) {
          digit[i] = sum;
          carry = 0;
        } else {
          const quotient = (sum / base) | 0;
          digit[i] = sum - quotient * base;
          carry = quotient;
        }
        changed = i;
      }
    }
    for (let i = changed; i < k; i++) tileAt[placement[i]!] = -1;
    for (let i = changed; i < k; i++) {
      const cell = select[((this.allCells & ~before[i]!) << 4) | digit[i]!]!;
      placement[i] = cell;
      tileAt[cell] = i;
      before[i + 1] = before[i]! | (1 << cell);
      distanceBefore[i + 1] = distanceBefore[i]! + manhattan[i * cells + cell]!;
    }
    this.position = rank;
  }
}
