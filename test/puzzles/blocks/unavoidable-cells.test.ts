import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unavoidableCells } from '../../../src/puzzles/blocks/unavoidable-cells.js';

/** A one-cell piece on a small grid whose `open` cells it may use. */
function grid(rows: number, cols: number, open: readonly boolean[]) {
  const cells = rows * cols;
  const neighbour = new Int32Array(cells * 4).fill(-1);
  for (let cell = 0; cell < cells; cell++) {
    const [r, c] = [Math.floor(cell / cols), cell % cols];
    if (r > 0) neighbour[cell * 4] = cell - cols;
    if (c > 0) neighbour[cell * 4 + 1] = cell - 1;
    if (c < cols - 1) neighbour[cell * 4 + 2] = cell + 1;
    if (r < rows - 1) neighbour[cell * 4 + 3] = cell + cols;
  }
  return { cells, neighbour, fits: (at: number) => open[at]!, covers: (at: number, cell: number) => at === cell };
}

/** The cells on every simple path from `from` to `to` (all cells when there is none), by listing the paths. */
function onEveryPath(routes: ReturnType<typeof grid>, from: number, to: number): number[] {
  let common: Set<number> | null = null;
  const path = [from];
  const walk = (at: number): void => {
    if (at === to) {
      common = common ? new Set([...common].filter((cell) => path.includes(cell))) : new Set(path);
      return;
    }
    for (let d = 0; d < 4; d++) {
      const next = routes.neighbour[at * 4 + d]!;
      if (next < 0 || !routes.fits(next) || path.includes(next)) continue;
      path.push(next);
      walk(next);
      path.pop();
    }
  };
  if (routes.fits(from)) walk(from);
  return common ? [...(common as Set<number>)].sort((a, b) => a - b) : Array.from({ length: routes.cells }, (_, cell) => cell);
}

describe('unavoidableCells: the cells every route of a piece covers', () => {
  it('is every cell of a corridor between the piece and its target, and only the ends in an open box', () => {
    const corridor = unavoidableCells(grid(1, 5, [true, true, true, true, true]), 4);
    expect(Array.from(corridor.subarray(0, 5))).toEqual([1, 1, 1, 1, 1]);
    expect(Array.from(corridor.subarray(2 * 5, 3 * 5))).toEqual([0, 0, 1, 1, 1]);
    const open = unavoidableCells(grid(2, 3, Array(6).fill(true)), 5);
    expect(Array.from(open.subarray(0, 6))).toEqual([1, 0, 0, 0, 0, 1]);
  });

  it('agrees with the intersection of all simple paths on random 3×4 boards with walls', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), fc.nat(11), (open, target) => {
        const routes = grid(3, 4, open);
        const found = unavoidableCells(routes, target);
        for (let from = 0; from < 12; from++) {
          const cells = Array.from({ length: 12 }, (_, cell) => cell).filter((cell) => found[from * 12 + cell] === 1);
          expect(cells).toEqual(onEveryPath(routes, from, target));
        }
      }),
      { numRuns: 200 },
    );
  });
});
