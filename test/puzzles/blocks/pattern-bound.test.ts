import { describe, expect, it } from 'vitest';
import { levelPattern } from './gnome-levels.js';

describe('the pattern-database bound of wide block puzzles', () => {
  it('keeps the goal piece and the largest kinds that fit, and then knows more than pieces in the way', () => {
    const { spec, puzzle, goal, pattern, blockers } = levelPattern('lodzianka', 20_000);
    expect(pattern.kinds).toContain(goal.kind);
    expect(pattern.kinds.length).toBeLessThan(spec.kinds.length);
    expect(pattern.positions).toBeLessThanOrEqual(20_000);
    // GNOME's minimum is 21 moves.
    expect([blockers(puzzle.defaultStart), pattern.estimate(puzzle.defaultStart)]).toEqual([1, 2]);
  });
});
