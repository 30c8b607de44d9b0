import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPuzzle } from '../../src/library/catalogue.js';
import { runAlgorithm, type AlgorithmName } from '../../src/search/algorithms.js';
import { expectLegalPath } from '../helpers.js';

const OPTIMAL: AlgorithmName[] = ['bfs', 'bi', 'id', 'ida', 'astar'];

/** A solvable start: a random walk from the goal (moves are reversible). */
function walkFromGoal(name: string, choices: number[]) {
  const puzzle = loadPuzzle(name);
  const successors = new Float64Array(puzzle.space.maxBranching);
  let state = puzzle.defaultGoal.state!;
  for (const choice of choices) {
    const count = puzzle.space.successors(state, successors);
    state = successors[choice % count]!;
  }
  return { puzzle, start: state };
}

describe.each(['8puzzle', 'lines', '6puzzle', 'hexagram'])('every optimal algorithm on random %s starts', (name) => {
  it('returns a legal path to the goal, and all agree on its length', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 0, maxLength: 40 }), (choices) => {
        const { puzzle, start } = walkFromGoal(name, choices);
        const goal = puzzle.defaultGoal;
        const problem = { space: puzzle.space, start, isGoal: goal.test, goal: goal.state, heuristic: puzzle.heuristic(goal) };
        const lengths = OPTIMAL.filter((a) => !(name === 'hexagram' && (a === 'id' || a === 'ida'))).map((algorithm) => {
          const { path } = runAlgorithm(algorithm, problem);
          expectLegalPath(puzzle, path, start, goal);
          return path!.length - 1;
        });
        expect(new Set(lengths).size).toBe(1);
        expect(lengths[0]).toBeLessThanOrEqual(choices.length);
      }),
      { numRuns: name === 'hexagram' ? 15 : 40, seed: 20261122 },
    );
  });
});

describe('unsolvable 8-puzzle starts', () => {
  it('are recognised by parity: any odd permutation of a solvable start', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), fc.nat(6), (choices, pair) => {
        const { puzzle, start } = walkFromGoal('8puzzle', choices);
        // Swapping two tiles (not the blank) flips the permutation parity.
        const text = puzzle.formatState(start).split('');
        const tiles = text.map((t, i) => (t === '0' ? -1 : i)).filter((i) => i >= 0);
        const [a, b] = [tiles[pair]!, tiles[pair + 1]!];
        [text[a], text[b]] = [text[b]!, text[a]!];
        const swapped = puzzle.parseState(text.join(''), '--start');
        expect(puzzle.reachable(swapped, puzzle.defaultGoal)).toBe(false);
        expect(puzzle.reachable(start, puzzle.defaultGoal)).toBe(true);
      }),
      { numRuns: 100, seed: 7 },
    );
  });
});
