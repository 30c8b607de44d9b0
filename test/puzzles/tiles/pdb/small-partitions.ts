import type { Partition } from '../../../../src/puzzles/tiles/pdb/partitions.js';

/**
 * A 5×5 partition into eight groups of three, laid out to exercise what the 6-6-6-6 one does:
 * groups that are a mirror image or a turn of an earlier one (read from its database), one that
 * walls in the blank's goal corner, and groups of no symmetry. Its databases have 15,625 entries
 * each, so they build in milliseconds.
 */
export const SMALL: Partition = {
  name: '3-3-3-3-3-3-3-3',
  groups: [
    [2, 3, 4],
    [6, 11, 16],
    [7, 8, 9],
    [17, 18, 19],
    [15, 20, 24],
    [1, 5, 21],
    [12, 13, 14],
    [10, 22, 23],
  ],
  splits: [[0, 1, 2, 3, 4, 5, 6, 7]],
};

/**
 * The same groups and two more splits: one grouping two pairs of them (tiles 2–4 with 7–9, and
 * 12–14 with 17–19) otherwise, and one that takes the first pair so and the second as before.
 */
export const SPLITS: Partition = {
  name: '3-3-3-3-3-3-3-3x3',
  groups: [...SMALL.groups, [2, 3, 7], [4, 8, 9], [12, 17, 18], [13, 14, 19]],
  splits: [
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 9, 1, 10, 4, 5, 11, 7],
    [8, 9, 1, 3, 4, 5, 6, 7],
  ],
};
