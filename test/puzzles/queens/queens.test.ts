import { describe, expect, it } from 'vitest';
import { constructSolution, isSolution } from '../../../src/puzzles/queens/constructive.js';
import { countQueens, countWithPlacements } from '../../../src/puzzles/queens/count.js';
import { conflictOf, firstSolution } from '../../../src/puzzles/queens/first-solution.js';

// OEIS A000170 (all solutions) and A002562 (unique up to symmetry), N = 1 … 14.
const TOTAL = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596];
const UNIQUE = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752];

/** All solutions by the plainest search, and their classes under the 8 symmetries: independent of src. */
function bruteForce(size: number): { total: number; unique: number } {
  const solutions: number[][] = [];
  const columns: number[] = [];
  const place = (row: number) => {
    if (row === size) return void solutions.push([...columns]);
    for (let col = 0; col < size; col++) {
      if (columns.every((c, r) => c !== col && Math.abs(c - col) !== row - r)) {
        columns[row] = col;
        place(row + 1);
      }
    }
    columns.length = row;
  };
  place(0);
  const images = (s: number[]) => {
    const rotate = (q: number[]) => q.map((_, r) => q.indexOf(size - 1 - r));
    const mirror = (q: number[]) => q.map((c) => size - 1 - c);
    const all: number[][] = [];
    let current = s;
    for (let i = 0; i < 4; i++) {
      all.push(current, mirror(current));
      current = rotate(current);
    }
    return all.map((q) => q.join(','));
  };
  const classes = new Set(solutions.map((s) => images(s).sort()[0]));
  return { total: solutions.length, unique: classes.size };
}

describe('N-Queens counts', () => {
  it('match OEIS A000170 and A002562 for N = 1 … 14 (symmetry classes, in this thread)', async () => {
    for (let size = 1; size <= 14; size++) {
      const { total, unique } = await countQueens(size, 1);
      expect([size, total, unique]).toEqual([size, BigInt(TOTAL[size - 1]!), BigInt(UNIQUE[size - 1]!)]);
    }
  });

  it('match a brute-force enumeration with explicit symmetry classes for N ≤ 9', async () => {
    for (let size = 1; size <= 9; size++) {
      const { total, unique } = await countQueens(size, 1);
      expect({ total: Number(total), unique: Number(unique) }).toEqual(bruteForce(size));
    }
  });

  it('with pre-placed queens, count only the solutions holding them', () => {
    expect(countWithPlacements(8, [])).toBe(92n);
    const holding = (size: number, row: number, col: number) => countWithPlacements(size, [{ row, col }]);
    let sum = 0n;
    for (let col = 0; col < 8; col++) sum += holding(8, 0, col);
    expect(sum).toBe(92n);
    expect(
      countWithPlacements(8, [
        { row: 0, col: 0 },
        { row: 1, col: 1 },
      ]),
    ).toBe(0n);
  });
});

describe('one N-Queens solution', () => {
  it("reproduces the seed's board for 8 queens with queens at (2,2) and (5,3)", () => {
    const columns = firstSolution(8, [
      { row: 2, col: 2 },
      { row: 5, col: 3 },
    ])!;
    const board = columns.map((col) => `${'.'.repeat(col)}Q${'.'.repeat(7 - col)}`);
    expect(board).toEqual(['......Q.', 'Q.......', '..Q.....', '.......Q', '.....Q..', '...Q....', '.Q......', '....Q...']);
    expect(isSolution(columns)).toBe(true);
  });

  it('says when the pre-placed queens allow no solution, and when they attack each other', () => {
    expect(firstSolution(3)).toBeNull();
    expect(firstSolution(4, [{ row: 0, col: 0 }])).toBeNull();
    expect(
      conflictOf(8, [
        { row: 0, col: 0 },
        { row: 3, col: 3 },
      ]),
    ).toBe('the queens at 0,0 and 3,3 attack each other');
    expect(conflictOf(8, [{ row: 8, col: 0 }])).toBe('8,0 is off the 8×8 board');
  });

  it('constructs a valid board for every N from 4 to 300 and for large N up to 10^4', () => {
    for (let size = 4; size <= 300; size++) expect(isSolution(constructSolution(size)!)).toBe(true);
    for (const size of [997, 1000, 1001, 1002, 1003, 4096, 9998, 9999, 10_000]) expect(isSolution(constructSolution(size)!)).toBe(true);
    expect(constructSolution(2)).toBeNull();
    expect(constructSolution(3)).toBeNull();
    expect(isSolution([0, 1])).toBe(false);
  });
});
