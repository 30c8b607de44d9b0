import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/index.js';
import { distancesToGoal, expectSoundBound } from './bound-soundness.js';
import { levelPattern } from './gnome-levels.js';

describe('the bounds on a GNOME level', () => {
  // A wide box with walls, doors and goal cells: 201,812 positions, so not in the everyday suite.
  it('gnome-agatka: pieces in the way never above the true distance, 0 at every goal, and down by at most 1 a move', () => expectSoundBound('gnome-agatka'));

  it('gnome-agatka: a pattern database without some kinds never above the true distance, and 0 at every goal', () => {
    const { spec, puzzle, pattern, blockers } = levelPattern('agatka', 5_000);
    expect(pattern.kinds.length).toBeLessThan(spec.kinds.length);
    const above: string[] = [];
    let stronger = 0;
    for (const [state, moves] of distancesToGoal(puzzle)) {
      const estimate = pattern.estimate(state);
      if (estimate > moves || (moves === 0 && estimate !== 0)) above.push(`${puzzle.formatState(state)}: ${estimate} for ${moves}`);
      if (estimate > blockers(state)) stronger++;
    }
    expect(above).toEqual([]);
    expect(stronger).toBeGreaterThan(0);
  });

  it('gnome-agatka: with every kind within the budget, is the exact distance: down by one a move along an optimal solution', async () => {
    const { file, spec, puzzle, pattern } = levelPattern('agatka', 300_000);
    expect(pattern.kinds).toHaveLength(spec.kinds.length);
    expect(pattern.positions).toBe(201_812);
    const solution = await solve({ puzzle: file });
    const states = [...solution.path].map((text) => puzzle.parseState(text, 'path'));
    expect(states.map((state) => pattern.estimate(state))).toEqual(states.map((_, i) => solution.length - i));
  });
});
