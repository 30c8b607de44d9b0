import { describe, expect, it } from 'vitest';
import { loadPuzzle } from '../../../src/library/catalogue.js';
import { runAlgorithm, type AlgorithmName } from '../../../src/search/algorithms.js';
import { maxDepth } from '../../../src/search/max-depth.js';
import { expectLegalPath } from '../../helpers.js';
import { checkMove, HAKOIRI_SHAPES, NOOFF_SHAPES } from './move-checker.js';

function solve(name: string, metric: 'step' | 'line' | 'piece', algorithm: AlgorithmName = 'bfs', start?: string) {
  const puzzle = loadPuzzle(name).withMetric(metric);
  const from = start ? puzzle.parseState(start, '--start') : puzzle.defaultStart;
  const goal = puzzle.defaultGoal;
  const { path } = runAlgorithm(algorithm, { space: puzzle.space, start: from, isGoal: goal.test, goal: goal.state, heuristic: puzzle.heuristic(goal) });
  expectLegalPath(puzzle, path, from, goal);
  const layouts = path!.map((state) => puzzle.formatState(state));
  const shapes = name === 'nooff' ? NOOFF_SHAPES : HAKOIRI_SHAPES;
  for (let i = 1; i < layouts.length; i++) expect(checkMove(layouts[i - 1]!, layouts[i]!, metric, shapes)).toBeNull();
  return { length: path!.length - 1, layouts, puzzle };
}

describe('箱入り娘 Hakoiri Musume (seed 004)', () => {
  it('81 moves when moving one piece any distance counts once (the seed), daughter at the exit', () => {
    const { length, layouts } = solve('hakoiri', 'piece');
    expect(length).toBe(81);
    expect(
      layouts
        .at(-1)!
        .split('/')
        .slice(3)
        .map((row) => row.slice(1, 3)),
    ).toEqual(['LL', 'LL']);
  });

  it('90 moves counting straight slides, 116 counting unit steps', () => {
    expect(solve('hakoiri', 'line').length).toBe(90);
    expect(solve('hakoiri', 'step').length).toBe(116);
  });

  it('25,955 positions reachable from the start, the farthest 124 piece-moves away', () => {
    const puzzle = loadPuzzle('hakoiri');
    const max = maxDepth(puzzle.space, puzzle.defaultStart);
    expect([max.total, max.depth]).toEqual([25_955, 124]);
    expect(max.histogram.reduce((a, b) => a + b)).toBe(25_955);
  });

  it('A* agrees with breadth-first search', () => {
    expect(solve('hakoiri', 'piece', 'astar').length).toBe(81);
  });
});

describe('Hakoiri variants (seed 004)', () => {
  it('hakoiri98: 98 piece-moves, 135 steps; 81,462 positions', () => {
    expect(solve('hakoiri98', 'piece').length).toBe(98);
    expect(solve('hakoiri98', 'step').length).toBe(135);
    const puzzle = loadPuzzle('hakoiri98');
    expect(maxDepth(puzzle.space, puzzle.defaultStart).total).toBe(81_462);
  });

  it("Dad's puzzle: 59 piece-moves, 62 line moves, 83 steps; 1,398 positions", () => {
    expect(solve('dad', 'piece').length).toBe(59);
    expect(solve('dad', 'line').length).toBe(62);
    expect(solve('dad', 'step').length).toBe(83);
    for (const metric of ['step', 'line', 'piece']) {
      const puzzle = loadPuzzle('dad').withMetric(metric);
      expect(maxDepth(puzzle.space, puzzle.defaultStart).total).toBe(1_398);
    }
  });
});

describe('NO-OFF (seed 000)', () => {
  it.each(['bfs', 'bi', 'id', 'ida', 'astar'] as const)('problem A in 44 and problem B in 56 moves with %s', (algorithm) => {
    expect(solve('nooff', 'step', algorithm).length).toBe(44);
    expect(solve('nooff', 'step', algorithm, 'NOLL/FOF.').length).toBe(56);
  });

  it('max from the goal: depth 56, 540 positions, exactly three hardest', () => {
    const puzzle = loadPuzzle('nooff');
    const max = maxDepth(puzzle.space, puzzle.defaultGoal.state!);
    expect([max.depth, max.total]).toEqual([56, 540]);
    expect(max.antipodes.map((s) => puzzle.formatState(s)).sort()).toEqual(['FNLL/OOF.', 'NOLL/FOF.', 'OFLL/NOF.']);
  });

  it('names its problems: --start b is problem B', () => {
    const puzzle = loadPuzzle('noooff');
    expect(puzzle.formatState(puzzle.parseState('b', '--start'))).toBe('NOLL/FOF.');
  });
});

describe('block states', () => {
  it('round-trip through their packed form for every position reachable in hakoiri98', async () => {
    const { maxDepth } = await import('../../../src/search/max-depth.js');
    const puzzle = loadPuzzle('hakoiri98');
    const all = maxDepth(puzzle.space, puzzle.defaultStart);
    expect(all.total).toBe(81_462);
    for (const state of all.antipodes) expect(puzzle.parseState(puzzle.formatState(state), 'state')).toBe(state);
  });
});
