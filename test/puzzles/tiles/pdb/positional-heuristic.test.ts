import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transpose } from '../../../../src/puzzles/tiles/pdb/board-symmetry.js';
import { TileGeometry } from '../../../../src/puzzles/tiles/geometry.js';
import { heuristicOf } from '../../../../src/puzzles/tiles/pdb/heuristic-recipe.js';
import { LinearConflict } from '../../../../src/puzzles/tiles/heuristics.js';
import { databaseSources, type Partition } from '../../../../src/puzzles/tiles/pdb/partitions.js';
import { PatternDatabase } from '../../../../src/puzzles/tiles/pdb/pattern-database.js';
import { PositionalPatternHeuristic } from '../../../../src/puzzles/tiles/pdb/positional-heuristic.js';
import { TileBoard } from '../../../../src/puzzles/tiles/solver.js';
import { learnTileAutomaton } from '../../../../src/puzzles/tiles/move-pruning.js';
import { TileWalker } from '../../../../src/puzzles/tiles/tile-walker.js';

/**
 * A 5×5 partition into eight groups of three, laid out to exercise what the 6-6-6-6 one does:
 * groups that are a mirror image or a turn of an earlier one (read from its database), one that
 * walls in the blank's goal corner, and groups of no symmetry. Its databases have 15,625 entries
 * each, so they build in milliseconds.
 */
const SMALL: Partition = {
  name: '3-3-3-3-3-3-3-3',
  groups: [
    [2, 3, 4],
    [6, 11, 16],
    [7, 8, 9],
    [17, 18, 19],
    [15, 20, 24],
    [1, 5, 21],
    [12, 13, 14],
    [10, 22, 23],
  ],
};
const geometry = new TileGeometry(5, 5);
const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
const every = SMALL.groups.map((tiles) => PatternDatabase.build(5, 5, tiles));
const shared = every.filter((_, group) => !databaseSources(SMALL, 5, 5)[group]!.map);
const mirror = transpose(5);

/**
 * The bound the plain way, with a database for every group: Manhattan distance plus twice the
 * larger of the excess sums of the board and of its mirror image.
 */
function referenceBound(tiles: readonly number[]): number {
  const mirrored = new Array<number>(25);
  tiles.forEach((tile, cell) => {
    mirrored[mirror[cell]!] = tile === 0 ? 0 : mirror[tile - 1]! + 1;
  });
  const excessSum = (position: readonly number[]) =>
    every.reduce((sum, database) => sum + database.excess(database.rank(database.tiles.map((tile) => position.indexOf(tile)))), 0);
  const manhattan = tiles.reduce((sum, tile, cell) => sum + geometry.manhattan[tile * 25 + cell]!, 0);
  return manhattan + 2 * Math.max(excessSum(tiles), excessSum(mirrored));
}

/** A walk of `length` blank moves from the goal, never straight back, from a list of move choices. */
function walk(choices: readonly number[]): number[] {
  const tiles = Array.from({ length: 25 }, (_, cell) => (cell + 1) % 25);
  let last = -1;
  for (const choice of choices) {
    const blank = tiles.indexOf(0);
    const legal = [0, 1, 2, 3].filter((move) => geometry.neighbour[blank * 4 + move]! >= 0 && move !== 3 - last);
    const move = legal[choice % legal.length]!;
    const next = geometry.neighbour[blank * 4 + move]!;
    [tiles[blank], tiles[next]] = [tiles[next]!, 0];
    last = move;
  }
  return tiles;
}

describe('the positional pattern-database bound (boards past 16 cells)', () => {
  it('reads a mirrored, a turned and a half-turned group from their twins’ databases: six databases serve eight groups', () => {
    expect(shared.map((database) => database.tiles)).toEqual([
      [2, 3, 4],
      [7, 8, 9],
      [15, 20, 24],
      [1, 5, 21],
      [12, 13, 14],
      [10, 22, 23],
    ]);
    expect(shared.every((database) => database.sparse && database.entries === 25 ** 3)).toBe(true);
  });

  it('equals, move by move and back, the bound computed from scratch with a database for every group', () => {
    const heuristic = new PositionalPatternHeuristic(geometry, SMALL, shared, 'pdb');
    fc.assert(
      fc.property(fc.array(fc.nat(3), { minLength: 1, maxLength: 60 }), fc.array(fc.nat(3), { minLength: 1, maxLength: 30 }), (to, further) => {
        const start = walk(to);
        // Parent pruning alone, so a random walk never meets a position whose every move is pruned.
        const walker = new TileWalker(geometry, heuristic, start, learnTileAutomaton(2));
        expect(walker.bound()).toBe(referenceBound(start));
        const moves = new Int32Array(4);
        const made: number[] = [];
        let last = -1;
        for (const choice of further) {
          const count = walker.moves(moves, last);
          last = moves[choice % count]!;
          const bound = walker.apply(last);
          made.push(last);
          expect(bound).toBe(referenceBound(Array.from(walker.board)));
        }
        for (const move of made.reverse()) walker.undo(move);
        expect(Array.from(walker.board)).toEqual(start);
        expect(walker.bound()).toBe(referenceBound(start));
      }),
      { numRuns: 60 },
    );
  });

  it('solves 24-puzzle walks to the same length as linear conflict, along legal paths', () => {
    const heuristic = new PositionalPatternHeuristic(geometry, SMALL, shared, 'pdb');
    fc.assert(
      fc.property(fc.array(fc.nat(3), { minLength: 20, maxLength: 34 }), (choices) => {
        const start = Uint8Array.from(walk(choices));
        const withDatabases = board.solve(start, heuristic);
        const withConflicts = board.solve(start, new LinearConflict(geometry));
        expect(withDatabases.moves!.length).toBe(withConflicts.moves!.length);
        const boards = board.replay(start, withDatabases.moves!);
        expect(Array.from(boards.at(-1)!)).toEqual(Array.from(board.goal));
      }),
      { numRuns: 15 },
    );
  });

  it('is made again from its recipe (as a worker thread does) with the same bounds', () => {
    const heuristic = new PositionalPatternHeuristic(geometry, SMALL, shared, 'pdb');
    const again = heuristicOf(geometry, heuristic.recipe);
    expect(again.name).toBe('pdb with reflection');
    for (const seed of [3, 17, 40]) {
      const start = walk(Array.from({ length: 50 }, (_, i) => (i * seed) % 7));
      expect(new TileWalker(geometry, again, start).bound()).toBe(new TileWalker(geometry, heuristic, start).bound());
    }
  });
});
