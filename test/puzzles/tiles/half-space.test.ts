import { describe, expect, it } from 'vitest';
import { gridAdjacency } from '../../../src/puzzles/graph/definition.js';
import { PackedBoard } from '../../../src/puzzles/graph/packed-board.js';
import { TileHalfSpace } from '../../../src/puzzles/tiles/half-space.js';
import { maxDepthDense } from '../../../src/search/max-depth-dense.js';
import { maxDepth } from '../../../src/search/max-depth.js';

const goalOf = (cells: number) => Array.from({ length: cells }, (_, i) => (i + 1) % cells);

describe('TileHalfSpace: one parity class of a tile board indexed in n!/2', () => {
  it.each([
    [2, 3],
    [3, 3],
    [2, 4],
    [3, 4],
    [2, 7],
  ])('%i×%i: indexes round-trip, and every successor is one blank move away', (rows, cols) => {
    const cells = rows * cols;
    const space = new TileHalfSpace(rows, cols, TileHalfSpace.classOf(cols, goalOf(cells)));
    let factorial = 1;
    for (let k = 2; k <= cells; k++) factorial *= k;
    expect(space.stateCount).toBe(factorial / 2);
    const out = new Float64Array(4);
    // A fixed stride through the indexes, so the test is the same every run.
    for (let index = 0; index < space.stateCount; index += Math.floor(space.stateCount / 997) + 1) {
      const board = space.boardOf(index);
      expect(space.indexOf(board)).toBe(index);
      const count = space.successors(index, out);
      const blank = board.indexOf(0);
      const expected = [blank - cols, blank % cols > 0 ? blank - 1 : -1, blank % cols < cols - 1 ? blank + 1 : -1, blank + cols].filter(
        (cell) => cell >= 0 && cell < cells,
      );
      expect(count).toBe(expected.length);
      for (let k = 0; k < count; k++) {
        const next = space.boardOf(out[k]!);
        const moved = expected[k]!;
        expect([next[blank], next[moved]]).toEqual([board[moved], 0]);
        expect(Array.from(next).filter((token, cell) => token !== board[cell])).toHaveLength(2);
      }
    }
  });

  it.each([
    [2, 3, 21, 1],
    [3, 3, 31, 2],
    [2, 4, 36, 1],
  ])('%i×%i: the same layers as the hash-table search over all arrangements (depth %i, %i antipodes)', async (rows, cols, depth, antipodes) => {
    const cells = rows * cols;
    const half = new TileHalfSpace(rows, cols, TileHalfSpace.classOf(cols, goalOf(cells)));
    const packed = new PackedBoard(gridAdjacency(rows, cols), cells);
    const dense = await maxDepthDense(half, half.indexOf(goalOf(cells)));
    const table = maxDepth(packed, packed.encode(goalOf(cells)));
    expect(dense.histogram).toEqual(table.histogram);
    expect([dense.depth, dense.antipodes.length]).toEqual([depth, antipodes]);
    const boards = (states: number[], decode: (state: number) => ArrayLike<number>) => states.map((state) => Array.from(decode(state)).join(',')).sort();
    expect(boards(dense.antipodes, (state) => half.boardOf(state))).toEqual(boards(table.antipodes, (state) => packed.decode(state)));
  });

  it('the other class holds the boards of the other parity', () => {
    const goal = goalOf(9);
    const swapped = [2, 1, ...goal.slice(2)];
    expect(TileHalfSpace.classOf(3, swapped)).not.toBe(TileHalfSpace.classOf(3, goal));
  });
});
