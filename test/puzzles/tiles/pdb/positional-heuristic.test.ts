import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transpose } from '../../../../src/puzzles/tiles/pdb/board-symmetry.js';
import { TileGeometry } from '../../../../src/puzzles/tiles/geometry.js';
import { heuristicOf } from '../../../../src/puzzles/tiles/pdb/heuristic-recipe.js';
import { LinearConflict, type TileHeuristic } from '../../../../src/puzzles/tiles/heuristics.js';
import { idaStarInPlace } from '../../../../src/search/ida-star-in-place.js';
import { databaseSources, type Partition } from '../../../../src/puzzles/tiles/pdb/partitions.js';
import { PatternDatabase } from '../../../../src/puzzles/tiles/pdb/pattern-database.js';
import { PositionalPatternHeuristic } from '../../../../src/puzzles/tiles/pdb/positional-heuristic.js';
import { TileBoard } from '../../../../src/puzzles/tiles/solver.js';
import { learnTileAutomaton } from '../../../../src/puzzles/tiles/move-pruning.js';
import { TileWalker } from '../../../../src/puzzles/tiles/tile-walker.js';
import { SMALL, SPLITS } from './small-partitions.js';

const geometry = new TileGeometry(5, 5);
const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
const every = SPLITS.groups.map((tiles) => PatternDatabase.build(5, 5, tiles));
const builtFor = (partition: Partition) => every.filter((_, group) => group < partition.groups.length && !databaseSources(partition, 5, 5)[group]!.map);
const shared = builtFor(SMALL);
const mirror = transpose(5);

/**
 * The bound the plain way, with a database for every group: Manhattan distance plus twice the
 * largest excess sum of any split, on the board and on its mirror image.
 */
function referenceBound(tiles: readonly number[], partition = SMALL): number {
  const mirrored = new Array<number>(25);
  tiles.forEach((tile, cell) => {
    mirrored[mirror[cell]!] = tile === 0 ? 0 : mirror[tile - 1]! + 1;
  });
  const excessSum = (position: readonly number[], split: number[]) =>
    split.reduce((sum, group) => {
      const database = every[group]!;
      return sum + database.excess(database.rank(database.tiles.map((tile) => position.indexOf(tile))));
    }, 0);
  const manhattan = tiles.reduce((sum, tile, cell) => sum + geometry.manhattan[tile * 25 + cell]!, 0);
  return manhattan + 2 * Math.max(...partition.splits.flatMap((split) => [excessSum(tiles, split), excessSum(mirrored, split)]));
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

  it.each([
    ['one split', SMALL],
    ['the largest of three splits', SPLITS],
  ])('equals, move by move and back, the bound computed from scratch with a database for every group (%s)', (_, partition) => {
    const heuristic = new PositionalPatternHeuristic(geometry, partition, builtFor(partition), 'pdb');
    fc.assert(
      fc.property(fc.array(fc.nat(3), { minLength: 1, maxLength: 60 }), fc.array(fc.nat(7), { minLength: 1, maxLength: 30 }), (to, further) => {
        const start = walk(to);
        // Parent pruning alone, so a random walk never meets a position whose every move is pruned.
        const walker = new TileWalker(geometry, heuristic, start, learnTileAutomaton(2));
        expect(walker.bound()).toBe(referenceBound(start, partition));
        const moves = new Int32Array(4);
        const made: number[] = [];
        let last = -1;
        for (const choice of further) {
          const count = walker.moves(moves, last);
          last = moves[choice % count]!;
          const cheap = walker.apply(last);
          made.push(last);
          const full = referenceBound(Array.from(walker.board), partition);
          // The first split's bound as the move is made; every split's when asked (not after every move).
          if (partition.splits.length === 1) expect(cheap).toBe(full);
          else expect(cheap).toBeLessThanOrEqual(full);
          if (choice < 4 || partition.splits.length === 1) expect(walker.bound()).toBe(full);
        }
        for (const move of made.reverse()) walker.undo(move);
        expect(Array.from(walker.board)).toEqual(start);
        expect(walker.bound()).toBe(referenceBound(start, partition));
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
      { numRuns: 10 },
    );
  });

  it('peeks at a move: the bound the move would give, with the bound where it was left as it was', () => {
    for (const partition of [SMALL, SPLITS]) {
      const heuristic = new PositionalPatternHeuristic(geometry, partition, builtFor(partition), 'pdb');
      const walker = new TileWalker(geometry, heuristic, walk(Array.from({ length: 40 }, (_, i) => (i * 7) % 5)));
      const options = new Int32Array(4);
      let last = -1;
      for (let step = 0; step < 60; step++) {
        const count = walker.moves(options, last);
        const before = walker.bound();
        for (let k = 0; k < count; k++) {
          const peeked = walker.peek!(options[k]!);
          expect(walker.bound()).toBe(before);
          expect(walker.apply(options[k]!)).toBe(peeked);
          walker.undo(options[k]!);
        }
        last = options[step % count]!;
        walker.apply(last);
      }
    }
  });

  it('with several splits, leads IDA* through the same nodes as reading every split at every move (and peeking at none)', () => {
    const lazy = new PositionalPatternHeuristic(geometry, SPLITS, builtFor(SPLITS), 'pdb');
    const eager = new PositionalPatternHeuristic(geometry, SPLITS, builtFor(SPLITS), 'pdb');
    const everyRead: TileHeuristic = {
      name: eager.name,
      recipe: eager.recipe,
      reset: (tiles, positions) => eager.reset(tiles, positions),
      move: (tile, from, to) => {
        eager.move(tile, from, to);
        return eager.sharpen!(Number.POSITIVE_INFINITY);
      },
      undo: () => eager.undo(),
    };
    for (const seed of [5, 11]) {
      // A pseudo-random walk (a linear congruential sequence), deep enough for thousands of nodes.
      let state = seed;
      const start = walk(Array.from({ length: 56 }, () => (state = (state * 1103515245 + 12345) % 2 ** 31) >> 16));
      const late = idaStarInPlace(new TileWalker(geometry, lazy, start));
      const early = idaStarInPlace(new TileWalker(geometry, everyRead, start));
      expect(late.moves).toEqual(early.moves);
      expect(late.stats).toEqual(early.stats);
      expect(late.stats.generated).toBeGreaterThan(1000);
    }
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
