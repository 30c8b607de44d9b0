import { describe, expect, it } from 'vitest';
import { publishedMoves, solvedLevel } from './gnome-levels.js';

/**
 * Every GNOME level the block engine solves today, at the minimum GNOME's help published (Fortune:
 * 24, where the older source said 25). Lodzianka and Pelopones outgrow pieces in the way alone and
 * add a pattern database (some 20 s each). Shark's 48 is met by a beam search (no search proves it
 * shortest here), American Pie's first solution by a staged search; Sunshine, Ithaca and Transeuropa are not here yet.
 */
const LEVELS = [
  'daisy',
  'violet',
  'poppy',
  'pansy',
  'snowdrop',
  'trail',
  'ambush',
  'success',
  'fortune',
  'fool',
  'solomon',
  'rome',
  'polonaise',
  'baltic-sea',
  'traffic-jam',
  'lodzianka',
  'pelopones',
];

/** The levels whose searches store more than PATTERN_AFTER positions, and so add a pattern database to their bound. */
const PATTERNED = new Set(['lodzianka', 'pelopones']);

describe('GNOME Klotski levels at their published minimums', () => {
  it.each(LEVELS)('%s', async (level) => {
    const solution = await solvedLevel(level);
    expect(solution.length).toBe(publishedMoves(level));
    expect(solution.bound?.includes('pattern')).toBe(PATTERNED.has(level));
  });
});

describe('GNOME Shark by beam search', () => {
  it("meets GNOME's published 48 moves with a legal path, marked as not proven shortest", async () => {
    const solution = await solvedLevel('shark', 'beam');
    expect(solution.length).toBe(publishedMoves('shark'));
    expect(solution.optimal).toBe(false);
    expect(solution.bound).toBeNull();
  });
});

describe('GNOME American Pie by staged search', () => {
  it('solves the level GNOME publishes no minimum for, with a legal path marked as not proven shortest', async () => {
    const solution = await solvedLevel('american-pie', 'staged');
    expect([solution.length, solution.optimal]).toEqual([65, false]);
  });
});
