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
  // Four groups of six after Korf and Felner, split symmetrically about the main diagonal: the
  // top-left corner and the block by the blank are their own mirror images, and the top-right
  // group mirrors the bottom-left one, so three databases serve all four groups.
  '5x5': [partition([1, 2, 3, 6, 7, 11], [4, 5, 8, 9, 10, 15], [12, 16, 17, 21, 22, 23], [13, 14, 18, 19, 20, 24])],
  '3x3': [partition([1, 2, 3, 4], [5, 6, 7, 8])],
  '2x4': [partition([1, 2, 5, 6], [3, 4, 7])],
};

export function partitionsFor(rows: number, cols: number): Partition[] {
  return PARTITIONS[`${rows}x${cols}`] ?? [];
}

export function partitionName(partition: Partition): string {
  return `pdb ${partition.name}`;
}

/** The tile that sits, in the goal mirrored about the main diagonal, where `tile` sits in the goal (square boards, blank last). */
export function mirrorTile(tile: number, size: number): number {
  if (tile === 0) return 0;
  const cell = tile - 1;
  return (cell % size) * size + Math.floor(cell / size) + 1;
}

/**
 * The groups of a partition whose databases are built: on a square board, a group that is the
 * mirror image of an earlier one is read from that one's database through the mirror.
 * Returns, per group, the index of the group whose database it reads and whether mirrored.
 */
export function databaseSources(partition: Partition, rows: number, cols: number): { source: number; mirrored: boolean }[] {
  const key = (tiles: readonly number[]) => [...tiles].sort((a, b) => a - b).join(',');
  const keys = partition.groups.map(key);
  return partition.groups.map((tiles, group) => {
    if (rows !== cols) return { source: group, mirrored: false };
    const mirror = key(tiles.map((tile) => mirrorTile(tile, rows)));
    const earlier = keys.findIndex((other, index) => index < group && other === mirror && mirror !== keys[group]);
    return earlier >= 0 ? { source: earlier, mirrored: true } : { source: group, mirrored: false };
  });
}
