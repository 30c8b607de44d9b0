/**
 * Disjoint groups of tiles for additive pattern databases, by board. The 4×4 split is Korf and
 * Felner's 6-6-3 (left columns, bottom right, top row), for the goal with the blank last.
 */
const PARTITIONS: Record<string, number[][]> = {
  '4x4': [
    [1, 5, 6, 9, 10, 13],
    [7, 8, 11, 12, 14, 15],
    [2, 3, 4],
  ],
  '3x3': [
    [1, 2, 3, 4],
    [5, 6, 7, 8],
  ],
  '2x4': [
    [1, 2, 5, 6],
    [3, 4, 7],
  ],
};

export function partitionFor(rows: number, cols: number): number[][] | null {
  return PARTITIONS[`${rows}x${cols}`] ?? null;
}

export function partitionName(partition: readonly (readonly number[])[]): string {
  return `pdb ${partition.map((group) => group.length).join('-')}`;
}
