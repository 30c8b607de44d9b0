import { expect } from 'vitest';

/** Each step of a path of tile boards (tokens separated by spaces, `cols` a row) moves one tile into the blank, from a neighbouring cell. */
export function expectSlidingPath(path: readonly string[], cols: number): void {
  for (let i = 1; i < path.length; i++) {
    const [before, after] = [path[i - 1]!.split(' ').map(Number), path[i]!.split(' ').map(Number)];
    const changed = before.flatMap((tile, cell) => (tile === after[cell] ? [] : [cell]));
    expect(changed).toHaveLength(2);
    const [a, b] = changed as [number, number];
    expect(Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) + Math.abs((a % cols) - (b % cols))).toBe(1);
    expect(before[a] === 0 || before[b] === 0).toBe(true);
  }
}
