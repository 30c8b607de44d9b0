/**
 * N-Queens, one solution: queens placed row by row, columns tried left to right, attacks kept as
 * three bitmasks (columns and both diagonals, shifted one step per row). Pre-placed queens fix
 * their rows, so the result is the first solution in that order that contains them all — the
 * classic tutorial's answer for its example.
 */

/** A queen at row `row`, column `col` (0-based). */
export interface Placement {
  row: number;
  col: number;
}

/** Columns beyond 30 do not fit the 32-bit masks used here. */
export const MAX_BACKTRACK_SIZE = 30;

/** Placements that attack each other, as a sentence, or null when they are compatible. */
export function conflictOf(size: number, placed: readonly Placement[]): string | null {
  for (const [i, a] of placed.entries()) {
    if (a.row < 0 || a.row >= size || a.col < 0 || a.col >= size) return `${a.row},${a.col} is off the ${size}×${size} board`;
    for (const b of placed.slice(0, i)) {
      if (a.row === b.row && a.col === b.col) return `${a.row},${a.col} is given twice`;
      if (a.row === b.row || a.col === b.col || Math.abs(a.row - b.row) === Math.abs(a.col - b.col)) {
        return `the queens at ${b.row},${b.col} and ${a.row},${a.col} attack each other`;
      }
    }
  }
  return null;
}

/** The column of the queen in each row, or null when no solution holds every placed queen. */
export function firstSolution(size: number, placed: readonly Placement[] = []): number[] | null {
  const fixed = new Int32Array(size).fill(-1);
  for (const { row, col } of placed) fixed[row] = col;
  const all = (1 << size) - 1;
  const columns: number[] = new Array<number>(size);
  const place = (row: number, down: number, left: number, right: number): boolean => {
    if (row === size) return true;
    let free = all & ~(down | left | right);
    if (fixed[row]! >= 0) free &= 1 << fixed[row]!;
    while (free !== 0) {
      const bit = free & -free;
      free ^= bit;
      columns[row] = 31 - Math.clz32(bit);
      if (place(row + 1, down | bit, ((left | bit) << 1) & all, (right | bit) >>> 1)) return true;
    }
    return false;
  };
  return place(0, 0, 0, 0) ? columns : null;
}
