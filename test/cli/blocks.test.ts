import { describe, expect, it } from 'vitest';
import { checkMove, HAKOIRI_SHAPES } from '../puzzles/blocks/move-checker.js';
import { expectGolden, slide } from './run-cli.js';

describe('block puzzles through the CLI', () => {
  it('solves hakoiri in 81 moves, JSON per the contract with a null goal (golden)', () => {
    const run = slide(['solve', 'klotski', '--format', 'json']);
    expect(run.status).toBe(0);
    expectGolden('solve-hakoiri.json', run.stdout);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ puzzle: 'hakoiri', metric: 'piece', goal: null, length: 81, start: 'MLLM/MLLM/MNNM/MOOM/O..O' });
    expect(json.path).toHaveLength(82);
  });

  it('draws NO-OFF with its bulb, and names moves by piece and direction (golden)', () => {
    const run = slide(['solve', 'noooff']);
    expect(run.status).toBe(0);
    expectGolden('solve-nooff.txt', run.stdout);
    const moves = slide(['solve', 'nooff', '--start', 'b', '--format', 'moves']).stdout.trim().split('\n');
    expect(moves).toHaveLength(56);
    expect(moves[0]).toMatch(/^(L|[NOF]( at row \d col \d:)?) (up|down|left|right)$/);
  });

  it('max nooff lists the three hardest positions (golden)', () => {
    const run = slide(['max', 'nooff', '--format', 'json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ depth: 56, total: 540, antipodes: ['FNLL/OOF.', 'NOLL/FOF.', 'OFLL/NOF.'] });
    expectGolden('max-nooff.txt', slide(['max', 'nooff']).stdout);
  });

  it('max hakoiri runs from the start, since the goal is a condition', () => {
    const json = JSON.parse(slide(['max', 'hakoiri', '--format', 'json']).stdout);
    expect(json).toMatchObject({ from: 'MLLM/MLLM/MNNM/MOOM/O..O', depth: 124, total: 25955 });
  });

  it('--metric switches how moves are counted', () => {
    expect(JSON.parse(slide(['solve', 'dad', '--metric', 'line', '--format', 'json']).stdout).length).toBe(62);
    expect(JSON.parse(slide(['solve', 'dad', '--metric', 'step', '--format', 'json']).stdout).length).toBe(83);
  });

  it.each(['bfs', 'bi', 'id', 'ida', 'astar'])('recognises an unreachable NO-OFF start with %s (exit 1), never deepening for ever', (algorithm) => {
    // The 1,080 NO-OFF layouts fall into two components of 540; this start is in the other one.
    const run = slide(['solve', 'nooff', '--start', 'NOOF/LLF.', '--algo', algorithm]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('slide: no solution: NOOF/LLF. cannot reach LLNO/OFF.\n');
  });

  it.each([
    [['solve', 'hakoiri', '--metric', 'hop'], 'slide: --metric: hop is not a metric of hakoiri (metrics: step, line, piece)\n'],
    [['solve', '8puzzle', '--metric', 'line'], 'slide: --metric: 8puzzle has only the step metric\n'],
    [['solve', 'hakoiri', '--algo', 'bi'], 'slide: --algo: bidirectional search needs a single goal state; this goal is a condition (use bfs or astar)\n'],
    [['solve', 'hakoiri', '--start', 'MLLM/MLLM/MNNM/OOOM/O..O'], 'slide: --start: row 2, column 0: the cells of "M" do not split into pieces of its shape\n'],
    [['solve', 'nooff', '--start', 'LLNN/OFF.'], 'slide: --start: has 2 pieces of kind "N" where the puzzle has 1\n'],
  ])('%j exits 2', (args, message) => {
    const run = slide(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(message);
  });
});

const FIXTURE = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

describe('walls and doors', () => {
  const corridor = FIXTURE('walls-corridor.json');
  const door = FIXTURE('door-only-b.json');

  it.each([
    ['step', 6, 'A down\nA down\nA right\nA right\nA up\nA up\n'],
    ['line', 3, 'A down, down\nA right, right\nA up, up\n'],
    ['piece', 1, 'A down, down, right, right, up, up\n'],
  ])('a piece goes round a wall, never through it (%s metric: %i moves)', (metric, length, moves) => {
    const run = slide(['solve', corridor, '-m', metric, '-f', 'json']);
    const solution = JSON.parse(run.stdout);
    expect(solution.length).toBe(length);
    expect(solution.path.at(-1)).toBe('.#A/.#./...');
    expect(slide(['solve', corridor, '-m', metric, '-f', 'moves']).stdout).toBe(moves);
    expect(slide(['verify', corridor, '-m', metric, '-f', 'json'], {}, 10_000, moves).status).toBe(0);
  });

  it('walls are drawn as outside the box, and states keep them as #', () => {
    const drawn = slide(['show', corridor]).stdout.split('\n');
    expect(drawn.slice(6, 13).map((line) => line.slice(0, 13))).toEqual([
      '┌───┐   ┌───┐',
      '│ A │   │   │',
      '├───┤   │   │',
      '│   │   │   │',
      '│   └───┘   │',
      '│           │',
      '└───────────┘',
    ]);
    expect(slide(['show', corridor, '-f', 'json']).stdout).toContain('"state":"A#./.#./..."');
  });

  it('a door lets through only the kinds it names, drawn with its character while empty', () => {
    const solution = JSON.parse(slide(['solve', door, '-f', 'json']).stdout);
    expect(solution).toMatchObject({ length: 3, moves: ['A right', 'B right', 'B down'] });
    expect(solution.path).toEqual(['A../B../#=#', '.A./B../#=#', '.A./.B./#=#', '.A./.../#B#']);
    // A cannot stand in the door: not by a move, not in a given position.
    const refused = slide(['verify', door, '--moves', 'A right\nA down\nA down']);
    expect(refused).toMatchObject({ status: 1 });
    expect(refused.stderr).toMatch(/^slide: move 3 "A down": not a legal move here/);
    expect(slide(['show', door, '-s', 'B../.../#A#'])).toMatchObject({
      status: 2,
      stderr: 'slide: --start: row 2, column 1: "A" may not stand in the door "="\n',
    });
    expect(slide(['show', door]).stdout).toContain('    │ = │');
  });

  it('a goal of several conditions: pieces placed and cells empty, all at once', () => {
    const show = slide(['show', door, '-f', 'json']);
    expect(JSON.parse(show.stdout).goalDescription).toBe('B at row 2, column 1 and row 0, column 0 empty');
    // The walk ending with B in the door and (0,0) empty: with A still at (0,0) it would not count.
    const max = JSON.parse(slide(['max', door, '-f', 'json']).stdout);
    expect(max.total).toBeGreaterThan(4);
  });

  it('refuses walls and doors that do not match the box, with the file and field', () => {
    expect(slide(['show', corridor, '-s', 'A../.#./...']).stderr).toBe('slide: --start: row 0, column 1: the box has a wall (#) here\n');
    expect(slide(['show', corridor, '-s', 'A#./.#./..#']).stderr).toBe('slide: --start: row 2, column 2: a wall where the box has none\n');
    expect(slide(['show', door, '-s', 'A../B../#.#']).stderr).toBe('slide: --start: row 2, column 1: write the door as "=" when it is empty\n');
  });
});

describe('boxes past 31 cells (multi-word masks, interned states)', () => {
  const WALLED = { ...HAKOIRI_SHAPES, '#': [[0, 0]] as Array<[number, number]> };

  it.each([
    ['hakoiri-7x5.json', 35],
    ['hakoiri-15x15.json', 225],
  ])('%s (%i cells): Hakoiri walled into a larger box solves in 81 moves as published, every move legal', (name, cells) => {
    const file = FIXTURE(name);
    const solution = JSON.parse(slide(['solve', file, '-f', 'json']).stdout);
    expect(solution.path[0].split('/').join('')).toHaveLength(cells);
    expect(solution.length).toBe(81);
    for (let i = 1; i < solution.path.length; i++) expect(checkMove(solution.path[i - 1], solution.path[i], 'piece', WALLED)).toBeNull();
    const rows = solution.path.at(-1).split('/');
    expect([rows[3].slice(1, 3), rows[4].slice(1, 3)]).toEqual(['LL', 'LL']);
    expect(JSON.parse(slide(['max', file, '-f', 'json']).stdout).total).toBe(25_955);
  });

  it('a box of at most 64 cells is searched breadth-first by compiled code; A* on request, and where that search outgrows its cap', () => {
    const file = FIXTURE('hakoiri-7x5.json');
    const solve = (...args: string[]) => JSON.parse(slide(['solve', file, '-f', 'json', ...args]).stdout);
    expect(solve()).toMatchObject({ algorithm: 'bfs', length: 81 });
    expect(solve('--algo', 'astar')).toMatchObject({ algorithm: 'astar', length: 81 });
    // Capped at 1,000 positions, the compiled search gives way to A*, whose stop is the one reported.
    const stopped = slide(['solve', file, '--max-states', '1000']);
    expect([stopped.status, stopped.stderr.split('\n')[0]]).toEqual([
      3,
      expect.stringMatching(/^slide: search stopped after 1,000 states; no solution is shorter than \d+ moves$/),
    ]);
  });

  it('the daughter leaves through a door only she may enter (81 moves)', () => {
    const solution = JSON.parse(slide(['solve', FIXTURE('hakoiri-exit.json'), '-f', 'json']).stdout);
    expect(solution.length).toBe(81);
    expect(solution.path.at(-1).split('/').at(-1)).toBe('#LL#');
    expect(solution.path.every((layout: string) => /^#(=|L)(=|L)#$/.test(layout.split('/').at(-1)!))).toBe(true);
  });

  it('show states the search-space size: an upper bound where the reachable count is not known', () => {
    const shown = slide(['show', FIXTURE('hakoiri-15x15.json')]).stdout.split('\n');
    expect(shown[3]).toBe('positions: at most 415,800 (arrangements of the pieces)');
    expect(JSON.parse(slide(['show', FIXTURE('hakoiri-15x15.json'), '-f', 'json']).stdout)).toMatchObject({ positions: 415_800, positionsExact: false });
  });

  it('--max-states guards them as any search, and its hint counts what their positions cost', () => {
    const stopped = slide(['solve', FIXTURE('hakoiri-15x15.json'), '--max-states', '1000']);
    expect(stopped.status).toBe(3);
    expect(stopped.stderr.split('\n')[1]).toBe(
      'raise --max-states to go further, if the memory is there (about 112 bytes a state); --algo beam or staged may find a path, not proven shortest',
    );
  });

  it('--memory stops a search before its tables pass it, counting what the large-box positions cost', () => {
    const stopped = slide(['solve', FIXTURE('hakoiri-15x15.json'), '--memory', '100K']);
    expect([stopped.status, stopped.stdout]).toEqual([3, '']);
    // Ten pieces at two bytes each and sixteen bytes of hash slots, twice over while tables double, beside the search's 40.
    // Like --max-states, the stop says what the search had proven.
    expect(stopped.stderr).toBe(
      'slide: not enough memory: going past 914 positions (about 112 bytes each) needs 102,480 bytes; no solution is shorter than 25 moves\n',
    );
    expect(JSON.parse(slide(['solve', FIXTURE('hakoiri-15x15.json'), '--memory', '64M', '-f', 'json']).stdout).length).toBe(81);
  });

  it('--memory caps max the same way', () => {
    const stopped = slide(['max', FIXTURE('hakoiri-15x15.json'), '--memory', '100K']);
    expect([stopped.status, stopped.stdout, stopped.stderr]).toEqual([
      3,
      '',
      'slide: not enough memory: going past 914 positions (about 112 bytes each) needs 102,480 bytes\n',
    ]);
    expect(slide(['max', FIXTURE('hakoiri-15x15.json'), '--memory', '1']).stderr).toBe(
      'slide: not enough memory: going past 1 position (about 112 bytes each) needs 224 bytes\n',
    );
  });
});
