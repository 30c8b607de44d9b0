import { describe, expect, it } from 'vitest';
import { boardSymmetries, compose, inverse, transpose } from '../../../../src/puzzles/tiles/pdb/board-symmetry.js';
import { TileGeometry } from '../../../../src/puzzles/tiles/geometry.js';

/** Whether the map sends every pair of neighbouring cells to neighbouring cells. */
function keepsNeighbours(geometry: TileGeometry, map: Int32Array): boolean {
  for (let cell = 0; cell < geometry.cells; cell++) {
    for (let move = 0; move < 4; move++) {
      const next = geometry.neighbour[cell * 4 + move]!;
      if (next < 0) continue;
      const [a, b] = [map[cell]!, map[next]!];
      if (Math.abs(geometry.rowOf(a) - geometry.rowOf(b)) + Math.abs(geometry.colOf(a) - geometry.colOf(b)) !== 1) return false;
    }
  }
  return true;
}

describe('the symmetries of a board', () => {
  it('are eight distinct permutations of a square board’s cells and four of a rectangle’s, identity first, each keeping neighbours neighbours', () => {
    for (const [rows, cols, count] of [
      [5, 5, 8],
      [4, 4, 8],
      [3, 6, 4],
      [2, 4, 4],
    ] as const) {
      const geometry = new TileGeometry(rows, cols);
      const maps = boardSymmetries(rows, cols);
      expect(maps).toHaveLength(count);
      expect(Array.from(maps[0]!)).toEqual(Array.from({ length: rows * cols }, (_, cell) => cell));
      expect(new Set(maps.map((map) => map.join(','))).size).toBe(count);
      for (const map of maps) {
        expect([...map].sort((a, b) => a - b)).toEqual(Array.from({ length: rows * cols }, (_, cell) => cell));
        expect(keepsNeighbours(geometry, map)).toBe(true);
      }
    }
  });

  it('include the mirror about the main diagonal, which keeps the goal’s blank corner and is its own inverse', () => {
    const mirror = transpose(5);
    expect(mirror[24]).toBe(24);
    expect(mirror[1]).toBe(5);
    expect(mirror[7]).toBe(11);
    expect(Array.from(inverse(mirror))).toEqual(Array.from(mirror));
    expect(Array.from(compose(mirror, mirror))).toEqual(Array.from(boardSymmetries(5, 5)[0]!));
  });
});
