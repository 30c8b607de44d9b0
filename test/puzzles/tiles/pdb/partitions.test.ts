import { describe, expect, it } from 'vitest';
import { TileGeometry } from '../../../../src/puzzles/tiles/geometry.js';
import { databaseSources, partitionsFor, type Partition } from '../../../../src/puzzles/tiles/pdb/partitions.js';

describe('which databases a partition builds', () => {
  it('on 5×5, offers seven and four 6-6-6-6 splits (eleven and six databases) and Korf and Felner’s one, strongest first', () => {
    const [seven, four, one] = partitionsFor(5, 5);
    expect([seven!.name, four!.name, one!.name]).toEqual(['6-6-6-6x7', '6-6-6-6x4', '6-6-6-6']);
    // Each split holds every tile once.
    for (const partition of [seven!, four!])
      for (const split of partition.splits)
        expect(split.flatMap((group) => partition.groups[group]!).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    // The first split is Korf and Felner's, the same groups (and files) as the plain partition; the
    // seven splits begin with the four.
    expect(seven!.splits[0]!.map((group) => seven!.groups[group])).toEqual(one!.groups);
    const groupsOf = (partition: Partition) => partition.splits.map((split) => split.map((group) => partition.groups[group]));
    expect(groupsOf(seven!).slice(0, 4)).toEqual(groupsOf(four!));
    expect([seven!, four!].map((partition) => databaseSources(partition, 5, 5).filter(({ map }) => !map).length)).toEqual([11, 6]);
  });

  it('on 5×5, reads the three 2×3 blocks from one database through turns, and builds its own for the group walling in the blank’s corner', () => {
    const split = partitionsFor(5, 5).find(({ name }) => name === '6-6-6-6');
    expect(split!.name).toBe('6-6-6-6');
    const sources = databaseSources(split!, 5, 5);
    expect(sources.map(({ source }) => source)).toEqual([0, 0, 0, 3]);
    const geometry = new TileGeometry(5, 5);
    sources.forEach(({ source, map }, group) => {
      if (!map) return;
      const moved = split!.groups[group]!.map((tile) => map[geometry.goalCellOf(tile)]!).sort((a, b) => a - b);
      expect(moved).toEqual(split!.groups[source]!.map((tile) => geometry.goalCellOf(tile)).sort((a, b) => a - b));
    });
  });

  it('builds every group of the ranked (up to 16-cell) boards itself', () => {
    for (const [rows, cols] of [
      [4, 4],
      [3, 3],
      [2, 4],
    ] as const) {
      for (const partition of partitionsFor(rows, cols)) {
        expect(databaseSources(partition, rows, cols).every(({ source, map }, group) => source === group && map === null)).toBe(true);
      }
    }
  });

  it('shares a database only where the symmetry also takes the blank’s starting region to the other group’s', () => {
    // Tiles 2, 6, 7 wall in the top-left corner, away from the blank; flipped left to right they
    // are 4, 9, 10, walling in the top-right corner, and read the same database.
    expect(
      databaseSources(
        {
          name: '3-3',
          groups: [
            [2, 6, 7],
            [4, 9, 10],
          ],
          splits: [[0, 1]],
        },
        5,
        5,
      ).map(({ source }) => source),
    ).toEqual([0, 0]);
    // Half-turned they are 19, 20, 24, which wall the blank into its goal corner: a different search.
    expect(
      databaseSources(
        {
          name: '3-3',
          groups: [
            [2, 6, 7],
            [19, 20, 24],
          ],
          splits: [[0, 1]],
        },
        5,
        5,
      ).map(({ source }) => source),
    ).toEqual([0, 1]);
  });
});
