import { describe, expect, it } from 'vitest';
import { loadPuzzle } from '../../src/library/catalogue.js';
import { ALGORITHM_NAMES } from '../../src/search/algorithms.js';
import { breadthFirst } from '../../src/search/bfs.js';
import { maxDepth } from '../../src/search/max-depth.js';
import { gridAdjacencyOf, naiveMax, slideSuccessors, solveWith } from '../helpers.js';

function maxOf(name: string, from?: string) {
  const puzzle = loadPuzzle(name);
  const root = from ? puzzle.parseState(from, '--from') : puzzle.defaultGoal.state!;
  const result = maxDepth(puzzle.space, root);
  return { ...result, antipodes: result.antipodes.map((s) => puzzle.formatState(s)).sort() };
}

describe('8-puzzle (seed 000)', () => {
  // Iterative deepening takes seconds at this depth: it is checked in figures-id.slow.test.ts. A staged
  // search's greedy stages take a longer way here (test/search/staged.test.ts).
  it.each(ALGORITHM_NAMES.filter((name) => name !== 'id' && name !== 'staged'))('solves 867254301 in 31 moves with %s', (algorithm) => {
    expect(solveWith('8puzzle', algorithm).length).toBe(31);
  });

  it('bfs visits all 181,440 solvable positions on the way to the hardest one', () => {
    const { result } = solveWith('8puzzle', 'bfs');
    expect(result.stats.stored).toBe(181_440);
  });

  it('max from the goal: depth 31, 181,440 positions, antipodes 647850321 and 867254301', () => {
    const max = maxOf('8puzzle');
    expect(max.depth).toBe(31);
    expect(max.total).toBe(181_440);
    expect(max.antipodes).toEqual(['647850321', '867254301']);
    expect(max.histogram.reduce((a, b) => a + b)).toBe(181_440);
  });

  it('agrees with an independent naive BFS over strings', () => {
    const naive = naiveMax('123456780', slideSuccessors(gridAdjacencyOf(3, 3), '0'));
    const max = maxOf('8puzzle');
    expect({ depth: max.depth, total: max.total, antipodes: max.antipodes }).toEqual(naive);
  });

  it('bfs exhausts the 181,440 positions of the other parity class and reports no path', () => {
    const puzzle = loadPuzzle('8puzzle');
    const start = puzzle.parseState('123456870', '--start');
    const result = breadthFirst(puzzle.space, start, puzzle.defaultGoal.test);
    expect(result.path).toBeNull();
    expect(result.stats.stored).toBe(181_440);
    expect(puzzle.reachable(start, puzzle.defaultGoal)).toBe(false);
  });

  it('bfs with maxDepth finds a goal no deeper than it, and reports none for one deeper', () => {
    const puzzle = loadPuzzle('8puzzle');
    // 31 moves from the goal, the farthest any position is.
    const start = puzzle.parseState('867254301', '--start');
    const within = (maxDepth: number) => breadthFirst(puzzle.space, start, puzzle.defaultGoal.test, { maxDepth }).path?.length ?? null;
    expect([within(0), within(30), within(31)]).toEqual([null, null, 32]);
    expect(breadthFirst(puzzle.space, start, puzzle.defaultGoal.test, { maxDepth: 30 }).stats.stored).toBeLessThan(181_440);
  });
});

describe('line-piece 8-puzzle (seed 000)', () => {
  it.each(ALGORITHM_NAMES.filter((name) => name !== 'id' && name !== 'staged'))('solves 645202341 in 30 moves with %s', (algorithm) => {
    expect(solveWith('lines', algorithm).length).toBe(30);
  });

  it('max: depth 30, 90,720 positions, 6 antipodes', () => {
    const max = maxOf('lines');
    expect(max.depth).toBe(30);
    expect(max.total).toBe(90_720);
    expect(max.antipodes).toEqual(['625204341', '625402341', '625404321', '645202341', '645204321', '645402321']);
  });
});

describe('6-puzzle (seed 001)', () => {
  it.each(ALGORITHM_NAMES)('solves 1526340 in 11 and 4651320 in 15 moves with %s', (algorithm) => {
    expect(solveWith('6puzzle', algorithm, '1526340').length).toBe(11);
    expect(solveWith('6puzzle', algorithm, '4651320').length).toBe(15);
  });

  it('max: depth 15, 5,040 positions, 24 antipodes (4651320 among them)', () => {
    const max = maxOf('6puzzle');
    expect([max.depth, max.total, max.antipodes.length]).toEqual([15, 5040, 24]);
    expect(max.antipodes).toContain('4651320');
  });

  it('uses the graph-distance bound, which prunes far more than plain iterative deepening', () => {
    const ida = solveWith('6puzzle', 'ida', '4651320');
    const id = solveWith('6puzzle', 'id', '4651320');
    expect(ida.result.stats.expanded * 10).toBeLessThan(id.result.stats.expanded);
  });
});

describe('hexagram 六芒星 (seed 002)', () => {
  it.each(['bfs', 'bi', 'astar'] as const)('swaps the colours in 30 moves with %s', (algorithm) => {
    expect(solveWith('hexagram', algorithm).length).toBe(30);
  });

  it('max from the start: depth 30, 12,012 positions, 7 antipodes, the goal among them', () => {
    const max = maxOf('hexagram', 'BBBBBBSWWWWWW');
    expect([max.depth, max.total, max.antipodes.length]).toEqual([30, 12_012, 7]);
    expect(max.antipodes).toContain('WWWWWWSBBBBBB');
  });
});
