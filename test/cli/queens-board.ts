import { expect } from 'vitest';

/** `solve queens` prints one column a row: every row, column and diagonal holds exactly one queen. */
export function expectQueensBoard(stdout: string, size: number): void {
  const columns = stdout.trim().split('\n').map(Number);
  expect(columns).toHaveLength(size);
  expect(new Set(columns).size).toBe(size);
  expect(new Set(columns.map((c, r) => r + c)).size).toBe(size);
  expect(new Set(columns.map((c, r) => r - c)).size).toBe(size);
}
