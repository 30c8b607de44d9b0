import { boardSymmetries, type CellMap } from './board-symmetry.js';
import { CellMasks } from './cell-masks.js';
import { TileGeometry } from '../geometry.js';
import { isSparse } from './pattern-layout.js';

/**
 * Groups of tiles whose pattern databases bound a board, named by their sizes. Each split is a
 * set of disjoint groups (indices into `groups`) whose databases add up; the bound is the
 * largest split's sum. Most partitions are one split of all their groups.
 */
export interface Partition {
  name: string;
  groups: number[][];
  splits: number[][];
}

const sizes = (groups: number[][]) => groups.map((group) => group.length).join('-');

const partition = (...groups: number[][]): Partition => ({ name: sizes(groups), groups, splits: [groups.map((_, group) => group)] });

/** Several splits of the same tiles, each group's database built once however many splits share it. */
function splits(...each: number[][][]): Partition {
  const groups: number[][] = [];
  const indexOf = (tiles: number[]) => {
    const key = [...tiles].sort((a, b) => a - b).join(',');
    const found = groups.findIndex((group) => [...group].sort((a, b) => a - b).join(',') === key);
    return found >= 0 ? found : groups.push(tiles) - 1;
  };
  return { name: `${sizes(each[0]!)}x${each.length}`, groups, splits: each.map((split) => split.map(indexOf)) };
}

/**
 * Per board, strongest first, for the goal with the blank last. The 4×4 splits are Korf and
 * Felner's: 7-8 (bottom two rows; top two rows), and 6-6-3 (left columns, bottom right, top
 * row), 50 times smaller and quicker to build.
 *
 * On 5×5, Korf and Felner's four groups of six (A, B, C, D), turned to our goal: three 2×3
 * blocks, each a quarter or half turn of the others (one database serves them), and the six
 * tiles that wall in the blank's goal corner. Mirrored about the main diagonal a split groups the
 * tiles otherwise, so the reflected lookup adds a second, different bound; a split that is its
 * own mirror image would get the same sum twice. The other splits are Clausecker's 24puzzle
 * catalogue "small", turned to our goal: its partitions 0 to 3 split each half of the tiles in
 * two ways (A + C or A2 + C2, B + D or B2 + D2), and its partitions 4 to 6 cut the board
 * otherwise again.
 */
const [A, B, C, D] = [
  [1, 2, 3, 6, 7, 8],
  [4, 5, 9, 10, 14, 15],
  [11, 12, 16, 17, 21, 22],
  [13, 18, 19, 20, 23, 24],
];
const [A2, B2, C2, D2] = [
  [1, 2, 6, 11, 16, 21],
  [4, 5, 9, 10, 13, 14],
  [3, 7, 8, 12, 17, 22],
  [15, 18, 19, 20, 23, 24],
];
const BOTTOM_ROW_AND_END = [19, 20, 21, 22, 23, 24];
const FOUR_SPLITS = [
  [A, B, C, D],
  [A, C, B2, D2],
  [A2, C2, B, D],
  [A2, C2, B2, D2],
];
const PARTITIONS: Record<string, Partition[]> = {
  '4x4': [partition([9, 10, 11, 12, 13, 14, 15], [1, 2, 3, 4, 5, 6, 7, 8]), partition([1, 5, 6, 9, 10, 13], [7, 8, 11, 12, 14, 15], [2, 3, 4])],
  '5x5': [
    splits(
      ...FOUR_SPLITS,
      [A, B, [11, 12, 13, 16, 17, 18], BOTTOM_ROW_AND_END],
      [C, [1, 2, 3, 4, 5, 10], [6, 7, 8, 9, 13, 14], D2],
      [B, [1, 2, 3, 6, 11, 16], [7, 8, 12, 13, 17, 18], BOTTOM_ROW_AND_END],
    ),
    splits(...FOUR_SPLITS),
    partition(A, B, C, D),
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

/** A group's database: its own (`map` null), or an earlier group's read through a symmetry of the board. */
export interface DatabaseSource {
  source: number;
  map: CellMap | null;
}

/**
 * The groups of a partition whose databases are built: in the positional layout, a group that a
 * symmetry of the board maps onto an earlier one — its home cells onto that group's, and the
 * blank's starting region onto that group's — is read from that group's database through the
 * symmetry, since the two are the same search seen turned or mirrored.
 */
export function databaseSources(partition: Partition, rows: number, cols: number): DatabaseSource[] {
  const geometry = new TileGeometry(rows, cols);
  const masks = new CellMasks(geometry);
  const homes = partition.groups.map((tiles) => tiles.map((tile) => geometry.goalCellOf(tile)));
  // Where the blank starts in the group's search: the free cells it reaches from its goal cell.
  const regions = homes.map((cells) => masks.floodRegion(geometry.goalCellOf(0), masks.allCells & ~cells.reduce((mask, cell) => mask | (1 << cell), 0)));
  const symmetries = boardSymmetries(rows, cols).slice(1);
  const sources: DatabaseSource[] = [];
  const sameCells = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((cell) => b.includes(cell));
  /** The earlier group this one's database is read from through a symmetry, or the group itself. */
  const sourceOf = (tiles: readonly number[], group: number): DatabaseSource => {
    const own = { source: group, map: null };
    if (!isSparse({ rows, cols, tiles })) return own;
    for (let earlier = 0; earlier < group; earlier++) {
      if (sources[earlier]!.map) continue;
      const map = symmetries.find((candidate) => {
        const moved = homes[group]!.map((cell) => candidate[cell]!);
        return sameCells(moved, homes[earlier]!) && movedRegion(regions[group]!, candidate) === regions[earlier];
      });
      if (map) return { source: earlier, map };
    }
    return own;
  };
  for (const [group, tiles] of partition.groups.entries()) sources.push(sourceOf(tiles, group));
  return sources;
}

function movedRegion(region: number, map: CellMap): number {
  let moved = 0;
  map.forEach((to, from) => {
    if (region & (1 << from)) moved |= 1 << to;
  });
  return moved;
}
