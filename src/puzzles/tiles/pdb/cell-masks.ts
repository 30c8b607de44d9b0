import type { TileGeometry } from '../geometry.js';

/**
 * A board as bit masks of its cells (up to 31), what the pattern searches move tiles and flood
 * regions with: per cell the mask of its neighbours, and the masks that keep a shift by one
 * column from wrapping into the next row.
 */
export class CellMasks {
  readonly allCells: number;
  readonly neighbours: Int32Array;
  private readonly notFirstCol: number;
  private readonly notLastCol: number;

  constructor(private readonly geometry: TileGeometry) {
    const { cells, cols } = geometry;
    this.allCells = 2 ** cells - 1;
    this.neighbours = new Int32Array(cells);
    let firstCol = 0;
    for (let cell = 0; cell < cells; cell++) {
      if (geometry.colOf(cell) === 0) firstCol |= 1 << cell;
      for (let move = 0; move < 4; move++) {
        const neighbour = geometry.neighbour[cell * 4 + move]!;
        if (neighbour >= 0) this.neighbours[cell]! |= 1 << neighbour;
      }
    }
    this.notFirstCol = this.allCells & ~firstCol;
    this.notLastCol = this.allCells & ~(firstCol << (cols - 1));
  }

  /** The cells of `free` connected to `cell` (itself free). */
  floodRegion(cell: number, free: number): number {
    const cols = this.geometry.cols;
    let region = 1 << cell;
    for (;;) {
      const grown = (region | ((region << 1) & this.notFirstCol) | ((region >>> 1) & this.notLastCol) | (region << cols) | (region >>> cols)) & free;
      if (grown === region) return region;
      region = grown;
    }
  }

  /** Per member of a group, its Manhattan distance from each cell: manhattan[i · cells + cell]. */
  groupManhattan(tiles: readonly number[]): Uint8Array {
    const { cells } = this.geometry;
    const table = new Uint8Array(tiles.length * cells);
    tiles.forEach((tile, i) => {
      table.set(this.geometry.manhattan.subarray(tile * cells, (tile + 1) * cells), i * cells);
    });
    return table;
  }
}
