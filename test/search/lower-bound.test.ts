import { describe, expect, it } from 'vitest';
import { loadPuzzle } from '../../src/library/catalogue.js';
import { type AlgorithmName, runAlgorithm } from '../../src/search/algorithms.js';
import { StateLimitError } from '../../src/search/errors.js';
import { maxDepth } from '../../src/search/max-depth.js';

/** What a search stopped at `maxStates` had proven: no solution shorter than this. */
function provenAtCap(name: string, start: string | null, algorithm: AlgorithmName, maxStates: number): number {
  const puzzle = loadPuzzle(name);
  const goal = puzzle.defaultGoal;
  try {
    const from = start === null ? puzzle.defaultStart : puzzle.parseState(start, 'start');
    const problem = { space: puzzle.space, start: from, isGoal: goal.test, goal: goal.state, heuristic: puzzle.heuristic(goal) };
    runAlgorithm(algorithm, problem, { maxStates });
  } catch (error) {
    if (error instanceof StateLimitError && error.atLeast !== undefined) return error.atLeast;
    throw error;
  }
  throw new Error('the search was not stopped');
}

describe('a search stopped at its state cap says what it had proven', () => {
  // 867254301 needs 31 moves (the 8-puzzle's hardest); Solomon needs 29.
  it.each([
    ['8puzzle', '867254301', 'bfs', [100, 1_000, 10_000, 100_000], 31],
    ['8puzzle', '867254301', 'bi', [20, 200, 2_000], 31],
    ['8puzzle', '867254301', 'astar', [20, 200, 2_000], 31],
    // Depth-first searches: every round below the one stopped ended without a goal.
    ['8puzzle', '867254301', 'ida', [10, 1_000, 10_000], 31],
    ['8puzzle', '867254301', 'id', [10, 10_000, 1_000_000], 31],
    ['gnome-solomon', null, 'astar', [1_000, 10_000, 100_000], 29],
  ] as const)('%s from %s with %s: a lower bound that grows with the cap and never passes the optimum', (name, start, algorithm, caps, optimum) => {
    const bounds = caps.map((cap) => provenAtCap(name, start, algorithm, cap));
    for (const [i, bound] of bounds.entries()) {
      expect(bound).toBeGreaterThanOrEqual(i === 0 ? 1 : bounds[i - 1]!);
      expect(bound).toBeLessThanOrEqual(optimum);
    }
    expect(bounds.at(-1)).toBeGreaterThan(bounds[0]!);
  });

  it("A*'s progress reports the cost it has proven: never falling, never past the optimum", () => {
    // Traffic Jam needs 132 moves, and its A* reports six times on the way (once every 65,536 expansions).
    const puzzle = loadPuzzle('gnome-traffic-jam');
    const goal = puzzle.defaultGoal;
    const bounds: number[] = [];
    const problem = { space: puzzle.space, start: puzzle.defaultStart, isGoal: goal.test, goal: goal.state, heuristic: puzzle.heuristic(goal) };
    const { path } = runAlgorithm('astar', problem, { onProgress: ({ depth }) => bounds.push(depth) });
    expect(path).toHaveLength(133);
    expect(bounds.length).toBeGreaterThanOrEqual(5);
    for (const [i, bound] of bounds.entries()) expect(bound).toBeGreaterThanOrEqual(bounds[i - 1] ?? 0);
    expect(bounds.at(-1)).toBeLessThanOrEqual(132);
  });

  it('breadth-first search proves the depth at which its table filled', () => {
    const puzzle = loadPuzzle('8puzzle');
    const { histogram } = maxDepth(puzzle.space, puzzle.parseState('867254301', 'start'));
    for (const cap of [10, 100, 1_000, 10_000]) {
      // The state that did not fit lies at the first depth whose layers, with those before, hold more than the cap.
      let filled = 0;
      let depth = 0;
      while (filled + histogram[depth]! <= cap) filled += histogram[depth++]!;
      expect(provenAtCap('8puzzle', '867254301', 'bfs', cap)).toBe(depth);
    }
  });
});
