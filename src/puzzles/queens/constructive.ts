/**
 * One N-Queens solution for any N ≥ 4 in O(N), without search (the explicit construction of
 * Hoffman, Loessi and Moore, 1969): even columns, then odd ones, adjusted when N mod 6 is 2 or 3.
 * Returns the column of the queen in each row (0-based), or null for N = 2 and 3.
 */
export function constructSolution(size: number): number[] | null {
  if (size === 1) return [0];
  if (size < 4) return null;
  const evens: number[] = [];
  const odds: number[] = [];
  for (let k = 2; k <= size; k += 2) evens.push(k);
  for (let k = 1; k <= size; k += 2) odds.push(k);
  if (size % 6 === 2) {
    // Swap 1 and 3, and move 5 to the end of the odd numbers.
    odds[0] = 3;
    odds[1] = 1;
    odds.splice(odds.indexOf(5), 1);
    odds.push(5);
  } else if (size % 6 === 3) {
    // Move 2 to the end of the even numbers, and 1 and 3 to the end of the odd ones.
    evens.push(evens.shift()!);
    odds.splice(0, 2);
    odds.push(1, 3);
  }
  return [...evens, ...odds].map((k) => k - 1);
}

/** Whether `columns` (one per row) is a valid N-Queens solution: O(N) with three occupancy sets. */
export function isSolution(columns: readonly number[]): boolean {
  const size = columns.length;
  const used = new Uint8Array(size);
  const rising = new Uint8Array(2 * size);
  const falling = new Uint8Array(2 * size);
  for (let row = 0; row < size; row++) {
    const col = columns[row]!;
    if (!Number.isInteger(col) || col < 0 || col >= size) return false;
    if (used[col] || rising[row + col] || falling[row - col + size]) return false;
    used[col] = rising[row + col] = falling[row - col + size] = 1;
  }
  return true;
}
