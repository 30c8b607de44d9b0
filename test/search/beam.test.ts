import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beamSearch } from '../../src/search/beam.js';
import { bidirectional } from '../../src/search/bidirectional.js';
import { StateLimitError } from '../../src/search/errors.js';
import { runAlgorithm } from '../../src/search/algorithms.js';
import { expectLegalPath } from '../helpers.js';
import { goal, puzzle, shortest, walkFromGoal } from './eight-puzzle-walks.js';

const guide = { estimate: puzzle.heuristic(goal).estimate, jitter: 2 };

describe('beam search', () => {
  it('is breadth-first search when the beam holds whole layers: a shortest path', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 30 }), (choices) => {
        const start = walkFromGoal(choices);
        const { path } = beamSearch(puzzle.space, start, goal.test, guide, { beamWidth: 200_000 });
        expectLegalPath(puzzle, path, start, goal);
        expect(path!.length - 1).toBe(shortest(start, goal.state!));
      }),
      { numRuns: 20, seed: 20261126 },
    );
  });

  it('with a beam of one finds a legal path no stretch of which up to 12 moves has a shorter way', () => {
    const start = puzzle.parseState('8 6 7 2 5 4 3 0 1', 'start');
    const { path } = beamSearch(puzzle.space, start, goal.test, guide, { beamWidth: 1 });
    expectLegalPath(puzzle, path, start, goal);
    const states = path!;
    expect(states.length - 1).toBeGreaterThanOrEqual(31);
    for (let window = 2; window <= 12; window++) {
      for (let from = 0; from + window < states.length; from++) expect(shortest(states[from]!, states[from + window]!)).toBe(window);
    }
  });

  it('gives the same path and counts every run', () => {
    const start = puzzle.parseState('8 6 7 2 5 4 3 0 1', 'start');
    const run = () => beamSearch(puzzle.space, start, goal.test, guide, { beamWidth: 50 });
    expect(run()).toEqual(run());
  });

  it('is the algorithm `beam`, ranking by the bound where the puzzle has no guide', () => {
    const start = puzzle.parseState('8 6 7 2 5 4 3 0 1', 'start');
    const problem = { space: puzzle.space, start, isGoal: goal.test, goal: goal.state, heuristic: puzzle.heuristic(goal) };
    const { path } = runAlgorithm('beam', problem, { beamWidth: 1000 });
    expectLegalPath(puzzle, path, start, goal);
  });

  it('stops at the state cap, every state it ranked counted, with no path found', () => {
    const start = puzzle.parseState('8 6 7 2 5 4 3 0 1', 'start');
    expect(() => beamSearch(puzzle.space, start, goal.test, guide, { beamWidth: 1000, maxStates: 5000 })).toThrow(StateLimitError);
  });

  it('ends on a start that is already a goal at once, with the start alone', () => {
    expect(beamSearch(puzzle.space, goal.state!, goal.test, guide).path).toEqual([goal.state]);
  });
});

describe('bidirectional search with a depth limit', () => {
  const start = puzzle.parseState('8 6 7 2 5 4 3 0 1', 'start');

  it('finds the 31-move path when allowed 31 moves, and none when allowed 30', () => {
    expect(bidirectional(puzzle.space, start, goal.state!, { maxDepth: 31 }).path).toHaveLength(32);
    expect(bidirectional(puzzle.space, start, goal.state!, { maxDepth: 30 }).path).toBeNull();
  });
});
