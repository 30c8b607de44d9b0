import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPuzzle } from '../../../src/library/catalogue.js';
import { runAlgorithm, type AlgorithmName } from '../../../src/search/algorithms.js';
import { expectLegalPath } from '../../helpers.js';

/** A start some random moves away from the goal layout (moves are reversible). */
function walkFrom(name: string, metric: string, choices: number[]) {
  const puzzle = loadPuzzle(name).withMetric(metric);
  const successors = new Float64Array(puzzle.space.maxBranching);
  let state = puzzle.defaultGoal.state ?? puzzle.defaultStart;
  for (const choice of choices) {
    const count = puzzle.space.successors(state, successors);
    state = successors[choice % count]!;
  }
  return { puzzle, start: state };
}

describe.each([
  ['nooff', 'step'],
  ['dad', 'piece'],
  ['dad', 'line'],
])('every algorithm on random %s starts (%s metric)', (name, metric) => {
  it('returns a legal path, and the optimal ones agree on its length', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 30 }), (choices) => {
        const { puzzle, start } = walkFrom(name, metric, choices);
        // Dad's goal is a condition; aim at the walk's origin instead, so bi can run too.
        const goal = puzzle.defaultGoal.state === null ? puzzle.goalAt(puzzle.defaultStart) : puzzle.defaultGoal;
        const problem = { space: puzzle.space, start, isGoal: goal.test, goal: goal.state, heuristic: puzzle.heuristic(goal) };
        const algorithms: AlgorithmName[] = name === 'nooff' ? ['bfs', 'bi', 'astar', 'ida'] : ['bfs', 'bi', 'astar'];
        const lengths = algorithms.map((algorithm) => {
          const { path } = runAlgorithm(algorithm, problem);
          expectLegalPath(puzzle, path, start, goal);
          return path!.length - 1;
        });
        expect(new Set(lengths).size).toBe(1);
      }),
      { numRuns: 25, seed: 17 },
    );
  });
});
