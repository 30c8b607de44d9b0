import { describe, expect, it } from 'vitest';
import { expectGolden, slide } from './run-cli.js';

describe('slide solve', () => {
  it('draws every board of the 8-puzzle solution (golden)', () => {
    const run = slide(['solve', '8puzzle', '--algo', 'bi']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expectGolden('solve-8puzzle-bi.txt', run.stdout);
  });

  it('prints the contract JSON (golden), with a path of length + 1 states', () => {
    const run = slide(['solve', '8puzzle', '--format', 'json']);
    expect(run.status).toBe(0);
    expectGolden('solve-8puzzle.json', run.stdout);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ puzzle: '8puzzle', algorithm: 'bi', metric: 'step', start: '867254301', goal: '123456780', solved: true, length: 31 });
    expect(json.path).toHaveLength(32);
    expect(json.moves).toHaveLength(31);
  });

  it('draws the line pieces with box-drawing glyphs (golden)', () => {
    const run = slide(['solve', 'lines', '--algo', 'astar']);
    expect(run.status).toBe(0);
    expectGolden('solve-lines-astar.txt', run.stdout);
  });

  it('--algo beam solves and says the path is not proven shortest, in JSON and in text', () => {
    const json = JSON.parse(slide(['solve', '8puzzle', '--algo', 'beam', '--beam-width', '100', '-f', 'json']).stdout);
    expect(json).toMatchObject({ algorithm: 'beam', solved: true, optimal: false });
    expect(json.length).toBeGreaterThanOrEqual(31);
    expect(json.path).toHaveLength(json.length + 1);
    const replay = slide(['verify', '8puzzle', '--moves', json.moves.join(',')]);
    expect(replay.status).toBe(0);
    const heading = `8puzzle: ${json.length} moves (beam, metric step, not proven shortest)`;
    expect(slide(['solve', '8puzzle', '--algo', 'beam', '--beam-width', '100']).stdout.split('\n')[0]).toBe(heading);
    expect(JSON.parse(slide(['solve', '8puzzle', '-f', 'json']).stdout)).not.toHaveProperty('optimal');
  });

  it('--algo staged solves and says the path is not proven shortest', () => {
    const json = JSON.parse(slide(['solve', '8puzzle', '--algo', 'staged', '-f', 'json']).stdout);
    expect(json).toMatchObject({ algorithm: 'staged', solved: true, optimal: false });
    expect(slide(['verify', '8puzzle', '--moves', json.moves.join(',')]).status).toBe(0);
    expect(slide(['solve', '8puzzle', '--algo', 'staged']).stdout.split('\n')[0]).toBe(
      `8puzzle: ${json.length} moves (staged, metric step, not proven shortest)`,
    );
  });

  it('refuses a beam width that is not a whole number from 1 (exit 2)', () => {
    for (const width of ['0', '-3', 'wide']) {
      const run = slide(['solve', '8puzzle', '--algo', 'beam', '--beam-width', width]);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^slide: .*--beam-width/);
    }
  });

  it('gives byte-identical stdout when run twice', () => {
    const first = slide(['solve', 'lines', '--format', 'json', '--algo', 'ida']);
    const second = slide(['solve', 'lines', '--format', 'json', '--algo', 'ida']);
    expect(first.stdout).toBe(second.stdout);
  });

  it('accepts the contract notations for --start and --goal', () => {
    for (const start of ['867254301', '8 6 7 2 5 4 3 0 1', '8,6,7,2,5,4,3,0,1', '867/254/301']) {
      const run = slide(['solve', '8puzzle', '--start', start, '--format', 'moves']);
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toHaveLength(31);
    }
    const run = slide(['solve', '8puzzle', '--start', '123456780', '--goal', '123456708', '--format', 'json']);
    expect(JSON.parse(run.stdout).moves).toEqual(['l']);
  });

  it('reports states, time and throughput on stderr only with --stats', () => {
    const run = slide(['solve', '8puzzle', '--algo', 'ida', '--stats', '--format', 'moves']);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/^stats: generated [\d,]+ · expanded [\d,]+ · [\d.]+ ms · [\d,]+ states\/s · bound manhattan\n$/);
    expect(run.stdout).toMatch(/^[udlr]{31}\n$/);
  });

  it('colours only when asked: FORCE_COLOR yes, NO_COLOR and --no-color no', () => {
    expect(slide(['solve', '8puzzle'], { FORCE_COLOR: '1' }).stdout).toContain('\u001b[');
    expect(slide(['solve', '8puzzle'], { FORCE_COLOR: '1', NO_COLOR: '' }).stdout).not.toContain('\u001b[');
    expect(slide(['solve', '8puzzle', '--no-color'], { FORCE_COLOR: '1' }).stdout).not.toContain('\u001b[');
    expect(slide(['solve', '8puzzle']).stdout).not.toContain('\u001b[');
  });
});

describe('slide solve: failures', () => {
  it.each([
    [['solve', '8puzle'], /^slide: unknown puzzle '8puzle'\ndid you mean 8puzzle\?/],
    [['solve', '8puzzle', '--algo', 'dfs'], /^slide: option '-a, --algo <algorithm>' argument 'dfs' is invalid. Allowed choices are bfs, bi, id, ida, astar/],
    [['solve', '8puzzle', '--start', '12345678'], /^slide: --start: 8 tokens for 9 cells\n$/],
    [['solve', '8puzzle', '--start', '12345678X'], /^slide: --start: unknown token "X"/],
    [['solve', '8puzzle', '--start', '123456788'], /^slide: --start: has 2 × "8" where the puzzle has 1 \(a repeated token\)\n$/],
    [['solve', 'lines', '--start', '111111110'], /^slide: --start: has 8 × "1" where the puzzle has 1/],
    [['solve', '8puzzle', '--max-states', 'many'], /^slide: option '--max-states <n>' argument 'many' is invalid. expected a whole number/],
    [['solve'], /^slide: missing required argument 'puzzle'/],
    [['frobnicate'], /^slide: unknown command 'frobnicate'/],
  ])('%j exits 2 with one line (and a hint) on stderr', (args, message) => {
    const run = slide(args as string[]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('recognises an unsolvable start by parity at once: exit 1', () => {
    const run = slide(['solve', '8puzzle', '--start', '123456870', '--algo', 'id']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('slide: no solution: 123456870 cannot reach 123456780 (parity)\n');
  });

  it('stops at --max-states with exit 3', () => {
    const run = slide(['solve', '8puzzle', '--algo', 'bfs', '--max-states', '1000']);
    expect(run.status).toBe(3);
    expect(run.stderr).toMatch(/^slide: search stopped after 1,000 states/);
  });

  it("says how far --max-states may go: a table's cost a state, or none for a depth-first search; after a bound's search, that beam search proves nothing but may finish", () => {
    // A table entry is 40 bytes; breadth-first keeps one table, bidirectional two.
    expect(slide(['solve', '8puzzle', '--algo', 'bfs', '--max-states', '1000']).stderr.split('\n')[1]).toBe(
      'raise --max-states to go further, if the memory is there (about 40 bytes a state)',
    );
    expect(slide(['solve', '8puzzle', '--algo', 'bi', '--max-states', '100']).stderr.split('\n')[1]).toBe(
      'raise --max-states to go further, if the memory is there (about 80 bytes a state)',
    );
    expect(slide(['solve', '8puzzle', '-s', '867254301', '--algo', 'ida', '--max-states', '100']).stderr.split('\n')).toEqual([
      'slide: search stopped after 100 states; no solution is shorter than 25 moves',
      'raise --max-states to go further: this search keeps no table, so only its time grows; --algo beam or staged may find a path, not proven shortest',
      '',
    ]);
  });
});

describe('slide in a pipeline', () => {
  it('stops quietly when the reader goes away (help and long listings piped into head)', async () => {
    const { spawnSync } = await import('node:child_process');
    const binary = new URL('../../dist/cli/slide.cjs', import.meta.url).pathname;
    for (const args of ['help solve', 'solve hanoi --disks 18', 'max 8puzzle']) {
      const run = spawnSync('sh', ['-c', `"${process.execPath}" "${binary}" ${args} | head -1`], { encoding: 'utf8' });
      expect(run.stdout.split('\n')).toHaveLength(2);
      expect(run.stderr).toBe('');
    }
  });
});
