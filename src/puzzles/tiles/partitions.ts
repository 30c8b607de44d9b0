/** Disjoint groups of tiles whose additive pattern databases bound a board, named by their sizes. */
export interface Partition {
  name: string;
  groups: number[][];
}

const partition = (...groups: number[][]): Partition => ({ name: groups.map((group) => group.length).join('-'), groups });

/**
 * Per board, strongest first, for the goal with the blank last. The 4×4 splits are Korf and
 * Felner's: 7-8 (bottom two rows; top two rows), and 6-6-3 (left columns, bottom right, top
 * row), 50 times smaller and quicker to build.
 */
const PARTITIONS: Record<string, Partition[]> = {
  '4x4': [
    partition([9, 10, 11, 12, 13, 14, 15], [1, 2, 3, 4, 5, 6, 7, 8]),
    partition([1, 5, 6, 9, 10, 13], [7, 8, 11, 12, 14, 15], [2, 3, 4]),
  ],
  '3x3': [partition([1, 2, 3, 4], [5, 6, 7, 8])],
  '2x4': [partition([1, 2, 5, 6], [3, 4, 7])],
};

export function partitionsFor(rows: number, cols: number): Partition[] {
  return PARTITIONS[`${rows}x${cols}`] ?? [];
}

export function partitionName(partition: Partition): string {
  return `pdb ${partition.name}`;
}
