import { describe, expect, it } from 'vitest';
import { solve } from '../../../src/index.js';
import { levelPattern } from './gnome-levels.js';

describe('the pattern-database bound of wide block puzzles', () => {
  it('with every kind within the budget, is the exact distance: down by one a move along an optimal solution', async () => {
    const { file, spec, puzzle, pattern } = levelPattern('agatka', 300_000);
    expect(pattern.kinds).toHaveLength(spec.kinds.length);
    expect(pattern.positions).toBe(201_812);
    const solution = await solve({ puzzle: file });
    const states = [...solution.path].map((text) => puzzle.parseState(text, 'path'));
    expect(states.map((state) => pattern.estimate(state))).toEqual(states.map((_, i) => solution.length - i));
  });

  it('keeps the goal piece and the largest kinds that fit, and then knows more than pieces in the way', () => {
    const { spec, puzzle, goal, pattern, blockers } = levelPattern('lodzianka', 20_000);
    expect(pattern.kinds).toContain(goal.kind);
    expect(pattern.kinds.length).toBeLessThan(spec.kinds.length);
    expect(pattern.positions).toBeLessThanOrEqual(20_000);
    // GNOME's minimum is 21 moves.
    expect([blockers(puzzle.defaultStart), pattern.estimate(puzzle.defaultStart)]).toEqual([1, 2]);
  });
});
