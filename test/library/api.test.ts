import { describe, expect, it } from 'vitest';
import {
  count,
  countMoves,
  createSolver,
  readsLargeTables,
  describe as describePuzzle,
  explore,
  InputError,
  listPuzzles,
  loadPuzzle,
  NoSolutionError,
  solve,
  type Progress,
} from '../../src/index.js';
import { expectLegalPath } from '../helpers.js';

/** Replays a solution's path through the puzzle's own moves: each step must be a legal move. */
function expectLegal(puzzleName: string, path: Iterable<string>, sizing = {}): void {
  const puzzle = loadPuzzle(puzzleName, sizing);
  const states = [...path].map((text) => puzzle.parseState(text, 'path'));
  expectLegalPath(puzzle, states, states[0]!, puzzle.goalAt(states.at(-1)!));
}

describe('solve: one Solution shape for every family', () => {
  it.each([
    ['8puzzle', {}, 31, 'bi'],
    ['hakoiri', {}, 81, 'bfs'],
    ['6puzzle', { start: '1526340', algorithm: 'ida' as const }, 11, 'ida'],
    ['2x4', { start: '07214365' }, 36, 'bi'],
    ['hanoi', { disks: 5, pegs: 4 }, 13, 'bi'],
  ])('%s solves with a legal path of the published length', async (puzzle, fields, length, algorithm) => {
    const solution = await solve({ puzzle, ...fields });
    expect([solution.length, solution.algorithm]).toEqual([length, algorithm]);
    expect([...solution.moves]).toHaveLength(length);
    expectLegal(puzzle, solution.path, puzzle === 'hanoi' ? fields : {});
  });

  it('three-peg Hanoi is produced lazily: 2^16 − 1 moves without a search, walked twice alike', async () => {
    const solution = await solve({ puzzle: 'hanoi', disks: 16 });
    expect([solution.algorithm, solution.length, solution.stats]).toEqual(['recursive', 2 ** 16 - 1, { generated: 0, expanded: 0 }]);
    let moves = 0;
    for (const _ of solution.moves) moves++;
    expect(moves).toBe(2 ** 16 - 1);
    expect([...solution.path].at(-1)).toBe('C'.repeat(16));
    expect(countMoves({ puzzle: 'hanoi', disks: 64 }).length).toBe(2n ** 64n - 1n);
  });

  it('a 4-peg search reports its real counts', async () => {
    const solution = await solve({ puzzle: 'hanoi', disks: 6, pegs: 4 });
    expect(solution.length).toBe(17);
    expect(solution.stats.generated).toBeGreaterThan(0);
  });

  it('takes a definition object as well as a name', async () => {
    const ring = {
      family: 'graph',
      name: 'ring',
      title: 'Ring',
      cells: [0, 1, 2, 3].map((cell) => ({ at: [0, cell * 2], adjacent: [(cell + 3) % 4, (cell + 1) % 4] })),
      tokens: { '0': '', a: 'a', b: 'b', c: 'c' },
      empty: '0',
      start: 'abc0',
      goal: 'cab0',
    };
    const solution = await solve({ puzzle: ring });
    expect(solution.puzzle).toBe('ring');
    expect(solution.length).toBeGreaterThan(0);
  });

  it('N-Queens: the placements in row order, with the board as details', async () => {
    const solution = await solve({
      puzzle: 'queens',
      size: 8,
      place: [
        { row: 2, col: 2 },
        { row: 5, col: 3 },
      ],
    });
    expect(solution.details.columns).toEqual([6, 0, 2, 7, 5, 3, 1, 4]);
    expect([...solution.moves][2]).toBe('2,2');
  });

  it('refuses a field the family does not take, naming the field', async () => {
    await expect(solve({ puzzle: 'queens', start: '123' })).rejects.toMatchObject({ constructor: InputError, field: 'start' });
    await expect(solve({ puzzle: 'queens', algorithm: 'bfs' })).rejects.toMatchObject({ field: 'algorithm' });
    await expect(solve({ puzzle: 'queens', maxStates: 1 })).rejects.toMatchObject({ field: 'maxStates' });
    await expect(solve({ puzzle: 'hanoi', heuristic: 'pdb' })).rejects.toMatchObject({ field: 'heuristic' });
    await expect(solve({ puzzle: 'nooff', disks: 3 })).rejects.toMatchObject({ field: 'disks' });
    await expect(solve({ puzzle: '3x3', algorithm: 'bfs', heuristic: 'manhattan' })).rejects.toMatchObject({ field: 'heuristic' });
    // A share of IDA* rounds: tile boards' IDA* only, and only through a checkpoint folder.
    const shard = { index: 1, of: 2 };
    await expect(solve({ puzzle: 'nooff', shard })).rejects.toMatchObject({ field: 'shard' });
    await expect(solve({ puzzle: '3x4', algorithm: 'bi', shard })).rejects.toMatchObject({ field: 'shard' });
    await expect(solve({ puzzle: '15puzzle', heuristic: 'manhattan', start: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15', shard })).rejects.toMatchObject({
      field: 'shard',
      message: 'shares an IDA* round through the checkpoint folder: give the checkpoint too',
    });
  });

  it('decides parity before searching, and says where the start came from', async () => {
    const solver = await createSolver({ puzzle: '15puzzle', heuristic: 'manhattan' });
    expect(() => solver.check('1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0', 'starts line 2')).toThrow(NoSolutionError);
    try {
      solver.check('1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0', 'starts line 2');
    } catch (error) {
      expect(error).toMatchObject({ reason: 'parity', field: 'starts line 2' });
    }
  });

  it('solves a batch of checked starts in their order, each as solve would, and stops an aborted batch', async () => {
    const solver = await createSolver({ puzzle: '8puzzle', algorithm: 'bi' });
    const starts = ['867254301', '123456708', '647850321'].map((text, i) => solver.check(text, `starts line ${i + 1}`));
    const each: number[] = [];
    for await (const solution of solver.solveEach(starts)) each.push(solution.length);
    expect(each).toEqual([31, 1, 31]);
    expect(each).toEqual(await Promise.all(starts.map(async (start) => (await solver.solve(start)).length)));
    const controller = new AbortController();
    const batch = solver.solveEach(starts, { signal: controller.signal })[Symbol.asyncIterator]();
    expect((await batch.next()).value).toMatchObject({ length: 31 });
    controller.abort();
    await expect(batch.next()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('says which solves read gigabytes of tables at random: the 24-puzzle and larger with pattern databases', () => {
    expect(readsLargeTables({ puzzle: '24puzzle' })).toBe(true);
    expect(readsLargeTables({ puzzle: '24puzzle', heuristic: 'pdb', partition: '6-6-6-6' })).toBe(true);
    expect(readsLargeTables({ puzzle: '24puzzle', heuristic: 'manhattan' })).toBe(false);
    expect(readsLargeTables({ puzzle: '15puzzle' })).toBe(false);
    expect(readsLargeTables({ puzzle: '8puzzle' })).toBe(false);
    expect(readsLargeTables({ puzzle: 'no-such-puzzle' })).toBe(false);
  });

  it('reports progress and stops when its signal is aborted', async () => {
    const events: Progress[] = [];
    await solve({ puzzle: '8puzzle', algorithm: 'bfs', onProgress: (progress) => events.push(progress) });
    expect(events.length).toBeGreaterThan(5);
    expect(events.every((event) => event.kind === 'search' && event.algorithm === 'bfs')).toBe(true);
    const controller = new AbortController();
    const aborted = solve({
      puzzle: '8puzzle',
      algorithm: 'id',
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('explore, count, describe, listPuzzles', () => {
  it('explore finds NO-OFF’s three antipodes at 56 moves', async () => {
    const max = await explore({ puzzle: 'nooff' });
    expect([max.depth, max.total, max.antipodes]).toEqual([56, 540, ['FNLL/OOF.', 'NOLL/FOF.', 'OFLL/NOF.']]);
  });

  it('explore refuses at once a space known to be larger than it may store', async () => {
    await expect(explore({ puzzle: '15puzzle' })).rejects.toThrow(/10,461,394,944,000 positions/);
  });

  it('count gives 92 and 12 for eight queens', async () => {
    expect(await count({ puzzle: 'queens', unique: true, threads: 1 })).toMatchObject({ total: 92n, unique: 12n });
  });

  it('describe draws Hanoi of any size without searching, and list names every bundled puzzle once', () => {
    expect(describePuzzle({ puzzle: 'hanoi', disks: 200 }).state).toBe('A'.repeat(200));
    const names = listPuzzles().map((puzzle) => puzzle.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('hakoiri');
  });
});
