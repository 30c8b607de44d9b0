import { describe, expect, it } from 'vitest';
import { loadPuzzle } from '../../../src/library/catalogue.js';
import { expectSoundBound } from './bound-soundness.js';

describe('the pieces-in-the-way bound of block puzzles', () => {
  // Hakoiri keeps ranked states (20 cells); a GNOME level (wide box, walls, doors, goal cells) is checked in the slow suite.
  it('hakoiri: never above the true distance, 0 at every goal, and down by at most 1 a move', () => expectSoundBound('hakoiri'));

  it('follows the largest piece of its kind alone in a goal layout, and falls back to 0 or 1 without one', () => {
    const hakoiri = loadPuzzle('hakoiri');
    const layoutGoal = hakoiri.goalAt(hakoiri.parseState('MNNM/MOOM/MOOM/MLLM/.LL.', '--goal'));
    const bound = hakoiri.heuristic(layoutGoal);
    expect(bound.name).toBe('pieces in the way');
    // She moves, and first the two small pieces on her goal cells do (the clerk below her can be passed either side).
    expect(bound.estimate(hakoiri.defaultStart)).toBe(3);
    const nooff = loadPuzzle('nooff');
    expect(nooff.heuristic(nooff.goalAt(nooff.defaultStart)).estimate(nooff.defaultStart)).toBe(0);
  });
});
