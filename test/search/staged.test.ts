import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StateLimitError } from '../../src/search/errors.js';
import { runAlgorithm } from '../../src/search/algorithms.js';
import { stagedSearch } from '../../src/search/staged.js';
import { expectLegalPath } from '../helpers.js';
import { goal, puzzle, shortest, walkFromGoal } from './eight-puzzle-walks.js';

const manhattan = puzzle.heuristic(goal).estimate;

describe('staged search', () => {
  it('finds a legal path from any solvable start, each stage lowering the progress measure', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (choices) => {
        const start = walkFromGoal(choices);
        const { path } = stagedSearch(puzzle.space, start, goal.test, manhattan);
        expectLegalPath(puzzle, path, start, goal);
        expect(path!.length - 1).toBeGreaterThanOrEqual(shortest(start, goal.state!));
      }),
      { numRuns: 20, seed: 20261207 },
    );
  });

  it('leaves no stretch of up to 12 moves with a shorter way', () => {
    const start = puzzle.parseState('8 6 7 2 5 4 3 0 1', 'start');
    const states = stagedSearch(puzzle.space, start, goal.test, manhattan).path!;
    expectLegalPath(puzzle, states, start, goal);
    expect(states.length - 1).toBeGreaterThanOrEqual(31);
    for (let window = 2; window <= 12; window++) {
      for (let from = 0; from + window < states.length; from++) expect(shortest(states[from]!, states[from + window]!)).toBe(window);
    }
  });

  it('with a measure that never drops is breadth-first search: a shortest path', () => {
    const start = puzzle.parseState('8 6 7 2 5 4 3 0 1', 'start');
    const { path } = stagedSearch(puzzle.space, start, goal.test, () => 0);
    expectLegalPath(puzzle, path, start, goal);
    expect(path!.length - 1).toBe(31);
  });

  it('proves an unreachable goal out of reach: its last stage exhausts every position the start reaches', () => {
    // Two tiles swapped: the other parity class, 181,440 positions none of which is the goal.
    const start = puzzle.parseState('2 1 3 4 5 6 7 8 0', 'start');
    const { path, stats } = stagedSearch(puzzle.space, start, goal.test, manhattan);
    expect(path).toBeNull();
    expect(stats.stored).toBe(181_440);
  });

  it('gives the same path and counts every run', () => {
    const start = puzzle.parseState('8 6 7 2 5 4 3 0 1', 'start');
    const run = () => stagedSearch(puzzle.space, start, goal.test, manhattan);
    expect(run()).toEqual(run());
  });

  it('stops at the state cap of a stage, claiming a lower bound only from the first stage', () => {
    const start = puzzle.parseState('8 6 7 2 5 4 3 0 1', 'start');
    const stop = (progress: (state: number) => number) => {
      try {
        stagedSearch(puzzle.space, start, goal.test, progress, { maxStates: 5000 });
      } catch (error) {
        return error as StateLimitError;
      }
      throw new Error('no stop');
    };
    // One stage, from the start itself: what its breadth-first search proved holds for the start.
    expect(stop(() => 0)).toMatchObject({ name: 'StateLimitError', limit: 5000, atLeast: expect.any(Number) });
    // A later stage searches from somewhere else: its depth says nothing about the start.
    expect(stop((state) => (state === start ? 1 : 0)).atLeast).toBeUndefined();
  });

  it("is the algorithm `staged`, driving down the guide's progress, or the bound where there is none", () => {
    const start = puzzle.parseState('8 6 7 2 5 4 3 0 1', 'start');
    const problem = { space: puzzle.space, start, isGoal: goal.test, goal: goal.state, heuristic: puzzle.heuristic(goal) };
    expectLegalPath(puzzle, runAlgorithm('staged', problem).path, start, goal);
    // A progress measure that only the goal lowers makes the one stage a breadth-first search.
    const guided = {
      ...problem,
      heuristic: { ...problem.heuristic, guide: { estimate: manhattan, jitter: 0, progress: (state: number) => (goal.test(state) ? 0 : 1) } },
    };
    expect(runAlgorithm('staged', guided).path).toHaveLength(32);
  });
});
