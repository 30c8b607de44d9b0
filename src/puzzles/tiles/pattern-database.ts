import { createHash } from 'node:crypto';
import type { TileGeometry } from './geometry.js';

/** Set bits of every 16-bit mask; made on first use, not at start-up (65,536 entries). */
let popcount: Uint8Array | null = null;

function popcountTable(): Uint8Array {
  if (!popcount) {
    popcount = new Uint8Array(1 << 16);
    for (let mask = 1; mask < 1 << 16; mask++) popcount[mask] = popcount[mask >> 1]! + (mask & 1);
  }
  return popcount;
}

/** Ranks k distinct cells (of at most 16) in order: the first digit in base n, the next in n−1, … */
function rankCells(cells: ArrayLike<number>, count: number, boardCells: number): number {
  const POPCOUNT = popcount ?? popcountTable();
  let rank = 0;
  let used = 0;
  for (let i = 0; i < count; i++) {
    const cell = cells[i]!;
    rank = rank * (boardCells - i) + cell - POPCOUNT[used & ((1 << cell) - 1)]!;
    used |= 1 << cell;
  }
  return rank;
}

const digits = new Int32Array(16);

/** The inverse of rankCells. */
function unrankCells(rank: number, count: number, boardCells: number, out: Uint8Array): void {
  for (let i = count - 1; i >= 0; i--) {
    const base = boardCells - i;
    digits[i] = rank % base;
    rank = Math.floor(rank / base);
  }
  let used = 0;
  for (let i = 0; i < count; i++) {
    let skip = digits[i]!;
    let cell = 0;
    for (;; cell++) {
      if (used & (1 << cell)) continue;
      if (skip-- === 0) break;
    }
    out[i] = cell;
    used |= 1 << cell;
  }
}

export function falling(n: number, k: number): number {
  let product = 1;
  for (let i = 0; i < k; i++) product *= n - i;
  return product;
}

/**
 * An additive pattern database (Korf and Felner): for every placement of a group of tiles, the
 * fewest moves *of those tiles* that bring them home, the other tiles being indistinct. Built by
 * a breadth-first search from the goal over placements of the group and the blank, where moving
 * the blank past another tile is free and moving a tile of the group costs one. Disjoint groups'
 * values add up to an admissible bound.
 *
 * Each entry holds (value − the group's Manhattan distance) / 2 in 4 bits — the difference is
 * even, and the rare larger ones are capped at 15, which only lowers the bound.
 */
export class PatternDatabase {
  readonly entries: number;

  constructor(
    readonly rows: number,
    readonly cols: number,
    readonly tiles: readonly number[],
    readonly nibbles: Uint8Array,
  ) {
    this.entries = falling(rows * cols, tiles.length);
  }

  /** The stored half-excess over Manhattan distance for the group's cells (in `tiles` order). */
  excess(rank: number): number {
    return (this.nibbles[rank >>> 1]! >>> ((rank & 1) << 2)) & 15;
  }

  rank(cells: ArrayLike<number>): number {
    return rankCells(cells, this.tiles.length, this.rows * this.cols);
  }

  static build(geometry: TileGeometry, tiles: readonly number[], onProgress: (done: number, of: number) => void = () => {}): PatternDatabase {
    const boardCells = geometry.cells;
    if (boardCells > 16) throw new RangeError('pattern databases are built for boards of up to 16 cells');
    const k = tiles.length;
    const states = falling(boardCells, k + 1);
    const distance = new Uint8Array(states).fill(255);
    const cells = new Uint8Array(k + 1);
    const next = new Uint8Array(k + 1);
    const tileAt = new Int8Array(boardCells);
    tiles.forEach((tile, i) => (cells[i] = geometry.goalCellOf(tile)));
    cells[k] = geometry.goalCellOf(0);
    let layer: Int32Array = new Int32Array(1024);
    let layerSize = 0;
    let nextLayer: Int32Array = new Int32Array(1024);
    let nextSize = 0;
    const push = (list: Int32Array, size: number, value: number): Int32Array => {
      if (size === list.length) {
        const grown = new Int32Array(list.length * 2);
        grown.set(list);
        list = grown;
      }
      list[size] = value;
      return list;
    };
    const start = rankCells(cells, k + 1, boardCells);
    distance[start] = 0;
    layer[layerSize++] = start;
    let done = 1;
    for (let depth = 0; layerSize > 0; depth++) {
      for (let i = 0; i < layerSize; i++) {
        const state = layer[i]!;
        if (distance[state] !== depth) continue;
        unrankCells(state, k + 1, boardCells, cells);
        for (let cell = 0; cell < boardCells; cell++) tileAt[cell] = -1;
        for (let t = 0; t < k; t++) tileAt[cells[t]!] = t;
        const blank = cells[k]!;
        for (let move = 0; move < 4; move++) {
          const target = geometry.neighbour[blank * 4 + move]!;
          if (target < 0) continue;
          next.set(cells);
          next[k] = target;
          const moved = tileAt[target]!;
          if (moved >= 0) next[moved] = blank;
          const child = rankCells(next, k + 1, boardCells);
          const cost = moved >= 0 ? 1 : 0;
          const known = distance[child]!;
          if (known <= depth + cost) continue;
          if (known === 255) done++;
          distance[child] = depth + cost;
          if (cost === 0) {
            layer = push(layer, layerSize, child);
            layerSize++;
          } else {
            nextLayer = push(nextLayer, nextSize, child);
            nextSize++;
          }
        }
        if ((i & 0xffff) === 0) onProgress(done, states);
      }
      [layer, nextLayer] = [nextLayer, layer];
      layerSize = nextSize;
      nextSize = 0;
    }
    onProgress(states, states);

    // Fold the blank away: a placement's value is its best over the blank's cells.
    const entries = falling(boardCells, k);
    const blanks = boardCells - k;
    const nibbles = new Uint8Array(Math.ceil(entries / 2));
    const placement = new Uint8Array(k);
    for (let rank = 0; rank < entries; rank++) {
      let best = 255;
      for (let b = 0; b < blanks; b++) best = Math.min(best, distance[rank * blanks + b]!);
      unrankCells(rank, k, boardCells, placement);
      let manhattan = 0;
      for (let t = 0; t < k; t++) manhattan += geometry.manhattan[tiles[t]! * boardCells + placement[t]!]!;
      const excess = Math.min(15, (best - manhattan) >>> 1);
      nibbles[rank >>> 1]! |= excess << ((rank & 1) << 2);
    }
    return new PatternDatabase(geometry.rows, geometry.cols, tiles, nibbles);
  }

  /** The file form: a JSON header line (with a SHA-256 of the entries), then the entries. */
  serialize(): Buffer {
    const header = {
      format: FORMAT,
      rows: this.rows,
      cols: this.cols,
      tiles: this.tiles,
      entries: this.entries,
      sha256: createHash('sha256').update(this.nibbles).digest('hex'),
    };
    return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), this.nibbles]);
  }

  /** Reads a file made by serialize; null when it is not the expected database or is damaged. */
  static parse(file: Buffer, rows: number, cols: number, tiles: readonly number[]): PatternDatabase | null {
    const newline = file.indexOf(10);
    if (newline < 0 || newline > 1000) return null;
    let header: Record<string, unknown>;
    try {
      header = JSON.parse(file.subarray(0, newline).toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
    const nibbles = new Uint8Array(file.subarray(newline + 1));
    const entries = falling(rows * cols, tiles.length);
    const valid =
      header['format'] === FORMAT &&
      header['rows'] === rows &&
      header['cols'] === cols &&
      JSON.stringify(header['tiles']) === JSON.stringify(tiles) &&
      header['entries'] === entries &&
      nibbles.length === Math.ceil(entries / 2) &&
      header['sha256'] === createHash('sha256').update(nibbles).digest('hex');
    return valid ? new PatternDatabase(rows, cols, tiles, nibbles) : null;
  }
}

/** Bumped whenever the layout or meaning of the entries changes, so old caches are rebuilt. */
const FORMAT = 'slide-pattern-database-1';
