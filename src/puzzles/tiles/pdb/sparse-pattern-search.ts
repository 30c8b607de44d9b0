import { CellMasks } from './cell-masks.js';
import { LevelBlocks } from './level-blocks.js';
import { storeExcess } from './pattern-excess.js';
import { TileGeometry } from '../geometry.js';
import type { PatternShape } from './pattern-search.js';

/**
 * Pattern searches for boards of 17 to 31 cells (the 24-puzzle's 6-tile groups), where the ranked
 * layout's tables (a region per cell and set of free cells, 2 bits per free cell in 32) no longer
 * fit. Placements are indexed positionally, Σ cellᵢ · cellsⁱ: a move of member i changes the
 * index by (to − from) · cellsⁱ, which the solver's lookups use too. Indexes where two members
 * share a cell are never reached (their database entries stay 0); for 6 tiles of 25 cells that
 * is 244 million entries for 128 million placements, bought for O(1) index updates.
 */

/** The memory of a sparse search, shareable between threads (see SparsePatternSearch). */
export interface SparseWorkspace {
  seen: ArrayBufferLike;
  frontiers: [ArrayBufferLike, ArrayBufferLike];
  active: ArrayBufferLike;
}

/** Indexes per block of `active` flags: levels skip blocks with nothing to expand. */
const BLOCK_SHIFT = 12;

export function sparseEntries(shape: PatternShape): number {
  return (shape.rows * shape.cols) ** shape.tiles.length;
}

function allocate(bytes: number, shared: boolean): ArrayBufferLike {
  return shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
}

/** The index of the members' cells (in `tiles` order). */
export function positionalIndex(cells: ArrayLike<number>, count: number, boardCells: number): number {
  let index = 0;
  for (let i = count - 1; i >= 0; i--) index = index * boardCells + cells[i]!;
  return index;
}

const activeBytes = (shape: PatternShape) => LevelBlocks.flagBytes(sparseEntries(shape), BLOCK_SHIFT);

/** Three cell masks an index: 12 bytes an entry. */
export function sparseWorkspaceBytes(shape: PatternShape): number {
  return 12 * sparseEntries(shape) + activeBytes(shape);
}

export function allocateSparseWorkspace(shape: PatternShape, shared: boolean): SparseWorkspace {
  const masks = () => allocate(4 * sparseEntries(shape), shared);
  return { seen: masks(), frontiers: [masks(), masks()], active: allocate(activeBytes(shape), shared) };
}

/**
 * The breadth-first search over pairs of a placement and the blank's region, as PatternSearch
 * does, kept in three cell masks an index: `seen`, the union of the regions reached so far;
 * `frontiers[level & 1]`, the regions reached at `level`, cleared as they are expanded, while
 * the regions of `level + 1` gather in the other. A placement's value is the level its first
 * region is reached at, stored as the half-excess over Manhattan distance (PatternDatabase).
 */
export class SparsePatternSearch {
  private readonly cells: number;
  private readonly k: number;
  private readonly schedule: LevelBlocks;
  private readonly seen: Uint32Array;
  private readonly frontiers: [Uint32Array, Uint32Array];
  private readonly nibbles: Uint8Array;
  private readonly shared: boolean;
  private readonly geometry: TileGeometry;
  private readonly masks: CellMasks;
  /** Per group member, its Manhattan distance from each cell. */
  private readonly manhattan: Uint8Array;
  /** Per member, the weight of its cell in the index. */
  private readonly weight: Int32Array;
  private readonly placement: Int32Array;

  constructor(
    private readonly shape: PatternShape,
    workspace: SparseWorkspace,
    progress: ArrayBufferLike,
    nibbles: ArrayBufferLike,
  ) {
    const { rows, cols, tiles } = shape;
    this.cells = rows * cols;
    this.k = tiles.length;
    this.seen = new Uint32Array(workspace.seen);
    this.frontiers = [new Uint32Array(workspace.frontiers[0]), new Uint32Array(workspace.frontiers[1])];
    this.nibbles = new Uint8Array(nibbles);
    this.shared = typeof SharedArrayBuffer !== 'undefined' && workspace.seen instanceof SharedArrayBuffer;
    this.schedule = new LevelBlocks(sparseEntries(shape), BLOCK_SHIFT, new Uint8Array(workspace.active), new Int32Array(progress), this.shared);
    this.geometry = new TileGeometry(rows, cols);
    this.masks = new CellMasks(this.geometry);
    this.manhattan = this.masks.groupManhattan(tiles);
    this.weight = Int32Array.from(tiles, (_, i) => this.cells ** i);
    this.placement = new Int32Array(this.k);
  }

  get placementsReached(): number {
    return this.schedule.reached;
  }

  /** Level 0: the goal placement, the blank in the region of its goal cell. */
  seed(): void {
    const home = this.shape.tiles.map((tile) => this.geometry.goalCellOf(tile));
    const free = home.reduce((cells, cell) => cells & ~(1 << cell), this.masks.allCells);
    const goal = home.reduce((index, cell, i) => index + cell * this.weight[i]!, 0);
    const region = this.masks.floodRegion(this.geometry.goalCellOf(0), free);
    this.seen[goal] = region;
    this.frontiers[0][goal] = region;
    this.schedule.mark(goal, 0);
    this.schedule.count(1);
  }

  /**
   * Expands the regions reached at `level` in the blocks `first`, `first + stride`, … (one share
   * of the work when several threads search), marking those they reach at `level + 1`.
   * Returns how many regions it marked (none: the search is over).
   */
  expandLevel(level: number, first: number, stride: number): number {
    const { seen, schedule, manhattan, masks, placement, weight, k, cells, shared, nibbles } = this;
    const active = schedule.active;
    const neighbours = masks.neighbours;
    const now = level & 1;
    const [current, next] = now === 0 ? this.frontiers : [this.frontiers[1], this.frontiers[0]];
    let marked = 0;
    for (let block = first; block < schedule.blocks; block += stride) {
      if (!schedule.take(block, now)) continue;
      const end = schedule.end(block);
      let reached = 0;
      for (let index = block << BLOCK_SHIFT; index < end; index++) {
        const frontier = current[index]!;
        if (frontier === 0) continue;
        current[index] = 0;
        let occupied = 0;
        let distance = 0;
        for (let i = 0, rest = index; i < k; i++) {
          const quotient = (rest / cells) | 0;
          const cell = rest - quotient * cells;
          rest = quotient;
          placement[i] = cell;
          occupied |= 1 << cell;
          distance += manhattan[i * cells + cell]!;
        }
        const free = masks.allCells & ~occupied;
        for (let i = 0; i < k; i++) {
          const from = placement[i]!;
          let targets = neighbours[from]! & frontier;
          const vacated = 1 << from;
          while (targets !== 0) {
            const bit = targets & -targets;
            targets ^= bit;
            const to = 31 - Math.clz32(bit);
            const child = index + (to - from) * weight[i]!;
            if (seen[child]! & vacated) continue;
            const region = masks.floodRegion(from, free ^ bit ^ vacated);
            const old = shared ? Atomics.or(seen, child, region) : seen[child]!;
            if (!shared) seen[child] = old | region;
            if (old & vacated) continue;
            if (shared) Atomics.or(next, child, region);
            else next[child] = next[child]! | region;
            active[2 * (child >>> BLOCK_SHIFT) + (now ^ 1)] = 1;
            marked++;
            if (old !== 0) continue;
            reached++;
            storeExcess(nibbles, shared, child, level + 1, distance - manhattan[i * cells + from]! + manhattan[i * cells + to]!);
          }
        }
      }
      schedule.count(reached);
    }
    return marked;
  }
}
