import { describe, expect, it } from 'vitest';
import { idaStarInPlace } from '../../../src/search/ida-star-in-place.js';
import { TileGeometry } from '../../../src/puzzles/tiles/geometry.js';
import { ManhattanDistance } from '../../../src/puzzles/tiles/heuristics.js';
import { learnTileAutomaton, PRUNING_LENGTH, tileAutomaton } from '../../../src/puzzles/tiles/move-pruning.js';
import { TileWalker } from '../../../src/puzzles/tiles/tile-walker.js';

/** Every position of a small board with its distance to the goal 1 2 … n 0, by a plain breadth-first search. */
function distances(geometry: TileGeometry): Map<string, number> {
  const goal = [...Array.from({ length: geometry.cells - 1 }, (_, i) => i + 1), 0];
  const found = new Map([[goal.join(','), 0]]);
  let layer = [goal];
  for (let depth = 1; layer.length > 0; depth++) {
    const next: number[][] = [];
    for (const board of layer) {
      const blank = board.indexOf(0);
      for (let move = 0; move < 4; move++) {
        const cell = geometry.neighbour[blank * 4 + move]!;
        if (cell < 0) continue;
        const moved = board.slice();
        [moved[blank], moved[cell]] = [moved[cell]!, 0];
        const key = moved.join(',');
        if (found.has(key)) continue;
        found.set(key, depth);
        next.push(moved);
      }
    }
    layer = next;
  }
  return found;
}

/** Plays the blank's moves on `start`, refusing any that leaves the board; the position reached. */
/** The board the moves lead to, or a note of the first move that leaves the board. */
function replay(geometry: TileGeometry, start: number[], moves: number[]): string {
  const board = start.slice();
  for (const [i, move] of moves.entries()) {
    const blank = board.indexOf(0);
    const cell = geometry.neighbour[blank * 4 + move]!;
    if (cell < 0) return `move ${i} leaves the board`;
    [board[blank], board[cell]] = [board[cell]!, 0];
  }
  return board.join(',');
}

describe('pruning duplicate blank-move strings', () => {
  it('forbids only undoing the last move at length 2 (parent pruning)', () => {
    expect(learnTileAutomaton(2).stateCount).toBe(5);
  });

  it(`learns ${PRUNING_LENGTH}-move strings into a machine of 9,732 states`, () => {
    expect(tileAutomaton().stateCount).toBe(9732);
  });

  // Narrow boards are where a stand-in string could leave the board: the reach rule must stop it.
  for (const [rows, cols] of [
    [2, 3],
    [3, 2],
    [2, 4],
    [3, 3],
  ] as const) {
    it(`keeps a shortest path to ${rows}×${cols} positions of every depth, legal move by move`, () => {
      const geometry = new TileGeometry(rows, cols);
      const all = [...distances(geometry)];
      const goal = all[0]![0].split(',').map(Number);
      // Every position of the 2×3 boards; of the larger ones a thousand, evenly spaced in breadth-first order, so every depth is in.
      const step = Math.max(1, Math.floor(all.length / 1000));
      const sample = all.filter((_, i) => i % step === 0);
      const paths = sample.map(([key]) => {
        const start = key.split(',').map(Number);
        return { start: key, moves: idaStarInPlace(new TileWalker(geometry, new ManhattanDistance(geometry), start)).moves! };
      });
      expect(paths.map(({ moves }) => moves.length)).toEqual(sample.map(([, distance]) => distance));
      const astray = paths.filter(({ start, moves }) => replay(geometry, start.split(',').map(Number), moves) !== goal.join(','));
      expect(astray).toEqual([]);
    });
  }
});
