import { describe, expect, it } from 'vitest';
import { TileGeometry } from '../../../../src/puzzles/tiles/geometry.js';
import { PatternDatabase } from '../../../../src/puzzles/tiles/pdb/pattern-database.js';
import { falling } from '../../../../src/puzzles/tiles/pdb/placement-rank.js';

/**
 * The pattern distances the plain way: a 0-1 breadth-first search over the group's cells *and*
 * the blank's cell (string keys), moving the blank onto a group tile costing 1, past any other
 * tile 0; a placement's value is its best over the blank's cells.
 */
function referenceValues(rows: number, cols: number, tiles: readonly number[]): Map<string, number> {
  const geometry = new TileGeometry(rows, cols);
  const start = [...tiles.map((tile) => geometry.goalCellOf(tile)), geometry.goalCellOf(0)];
  const best = new Map<string, number>([[start.join(','), 0]]);
  const values = new Map<string, number>();
  // Layer by layer: a free move stays in the layer being read, a costly one goes to the next.
  for (let distance = 0, layer = [start]; layer.length > 0; distance++) {
    const nextLayer: number[][] = [];
    for (let i = 0; i < layer.length; i++) {
      const state = layer[i]!;
      const placement = state.slice(0, -1).join(',');
      values.set(placement, Math.min(values.get(placement) ?? Infinity, distance));
      const blank = state.at(-1)!;
      for (let move = 0; move < 4; move++) {
        const target = geometry.neighbour[blank * 4 + move]!;
        if (target < 0) continue;
        const next = [...state];
        next[next.length - 1] = target;
        const moved = state.indexOf(target);
        const cost = moved >= 0 && moved < tiles.length ? 1 : 0;
        if (cost) next[moved] = blank;
        const key = next.join(',');
        if ((best.get(key) ?? Infinity) <= distance + cost) continue;
        best.set(key, distance + cost);
        (cost ? nextLayer : layer).push(next);
      }
    }
    layer = nextLayer;
  }
  return values;
}

/** Every placement's stored excess over Manhattan distance is the reference's, capped at 15: one expect for them all. */
function expectExcesses(geometry: TileGeometry, database: PatternDatabase, tiles: readonly number[], reference: Map<string, number>): void {
  const stored: string[] = [];
  const expected: string[] = [];
  for (const [placement, value] of reference) {
    const cells = placement.split(',').map(Number);
    const manhattan = tiles.reduce((sum, tile, i) => sum + geometry.manhattan[tile * geometry.cells + cells[i]!]!, 0);
    stored.push(`${placement}: ${database.excess(database.rank(cells))}`);
    expected.push(`${placement}: ${Math.min(15, (value - manhattan) / 2)}`);
  }
  expect(stored).toEqual(expected);
}

describe('the pattern-database search over placements and blank regions', () => {
  it.each([
    [2, 4, [1, 2, 5, 6]],
    [2, 4, [3, 4, 7]],
    [3, 3, [1, 2, 3, 4]],
    [3, 3, [5, 6, 7, 8]],
    [3, 3, [2, 5, 8]],
    [3, 4, [1, 2, 3]],
    [4, 4, [4, 8]],
  ])('on the %i×%i board gives every placement of %j its fewest group moves', (rows, cols, tiles) => {
    const geometry = new TileGeometry(rows, cols);
    const database = PatternDatabase.build(rows, cols, tiles);
    const reference = referenceValues(rows, cols, tiles);
    expect(reference.size).toBe(database.entries);
    expectExcesses(geometry, database, tiles, reference);
  });

  it.each([
    [5, 5, [1, 2]],
    [5, 5, [19, 23, 24]],
    [4, 5, [1, 6, 7]],
    [3, 6, [5, 6, 11]],
  ])('on the larger %i×%i board, indexed by cell positions, gives every placement of %j its fewest group moves', (rows, cols, tiles) => {
    const geometry = new TileGeometry(rows, cols);
    const database = PatternDatabase.build(rows, cols, tiles);
    expect(database.entries).toBe(geometry.cells ** tiles.length);
    const reference = referenceValues(rows, cols, tiles);
    expect(reference.size).toBe(falling(geometry.cells, tiles.length));
    expectExcesses(geometry, database, tiles, reference);
  });

  it('refuses groups with 2^31 entries or more, and boards past 31 cells', () => {
    expect(() => PatternDatabase.build(4, 4, [1, 2, 3, 4, 5, 6, 7, 8, 9])).toThrow(RangeError);
    expect(() => PatternDatabase.build(5, 5, [1, 2, 3, 4, 5, 6, 7])).toThrow(RangeError);
    expect(() => PatternDatabase.build(4, 8, [1, 2])).toThrow(RangeError);
  });
});
