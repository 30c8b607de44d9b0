import { describe, expect, it } from 'vitest';
import { frameStewart } from '../../../src/puzzles/hanoi/frame-stewart.js';
import { HanoiPuzzle } from '../../../src/puzzles/hanoi/hanoi-puzzle.js';
import { runAlgorithm } from '../../../src/search/algorithms.js';
import { maxDepthDense } from '../../../src/search/max-depth-dense.js';
import { maxDepth } from '../../../src/search/max-depth.js';
import { expectLegalPath } from '../../helpers.js';

// Frame–Stewart lengths for 4 pegs, N = 1 … 15 (proved optimal by Bousch, 2014).
const FOUR_PEGS = [1, 3, 5, 9, 13, 17, 25, 33, 41, 49, 65, 81, 97, 113, 129];

describe('Hanoi on four pegs through the generic search', () => {
  it('Frame–Stewart numbers for N = 1 … 15', () => {
    expect(FOUR_PEGS.map((_, i) => Number(frameStewart(i + 1, 4)))).toEqual(FOUR_PEGS);
    expect(frameStewart(10, 3)).toBe(1023n);
  });

  it('bidirectional search finds the Frame–Stewart length for N = 1 … 10, on legal paths', () => {
    for (let discs = 1; discs <= 10; discs++) {
      const puzzle = new HanoiPuzzle('hanoi', 'Hanoi', [], discs, 4);
      const goal = puzzle.defaultGoal;
      const { path } = runAlgorithm('bi', {
        space: puzzle.space,
        start: puzzle.defaultStart,
        isGoal: goal.test,
        goal: goal.state,
        heuristic: puzzle.heuristic(goal),
      });
      expectLegalPath(puzzle, path, puzzle.defaultStart, goal);
      expect(path!.length - 1).toBe(FOUR_PEGS[discs - 1]);
    }
  });

  it('max from the start with 8 discs is 33, the same with the bitset search and the hash table', async () => {
    const puzzle = new HanoiPuzzle('hanoi', 'Hanoi', [], 8, 4);
    const dense = await maxDepthDense(puzzle.space, puzzle.defaultStart);
    const table = maxDepth(puzzle.space, puzzle.defaultStart);
    expect(dense.depth).toBe(33);
    expect(dense.total).toBe(4 ** 8);
    expect(dense.histogram).toEqual(table.histogram);
    expect([...dense.antipodes].sort()).toEqual([...table.antipodes].sort());
  });

  it('A* and IDA* with the discs-off-goal bound agree with breadth-first search', () => {
    const puzzle = new HanoiPuzzle('hanoi', 'Hanoi', [], 5, 4);
    const goal = puzzle.defaultGoal;
    const problem = { space: puzzle.space, start: puzzle.defaultStart, isGoal: goal.test, goal: goal.state, heuristic: puzzle.heuristic(goal) };
    for (const algorithm of ['bfs', 'astar', 'ida'] as const) expect(runAlgorithm(algorithm, problem).path!.length - 1).toBe(13);
  });
});
