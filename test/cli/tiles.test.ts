import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { korfInstances } from '../../bench/korf100.js';
import { BINARY, slide } from './run-cli.js';
import { expectSlidingPath } from './tile-paths.js';

/** A legal sliding path from `start` that ends at 1 2 … n 0. */
function expectSolvedPath(path: string[], rows: number, cols: number, start: string): void {
  expect(path[0]).toBe(start.trim().split(/\s+/).join(' '));
  expectSlidingPath(path, cols);
  expect(path.at(-1)).toBe([...Array.from({ length: rows * cols - 1 }, (_, i) => i + 1), 0].join(' '));
}

const noCache = { SLIDE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'slide-empty-cache-')) };

describe('tile boards through the CLI', () => {
  it("solves the seed's 15-puzzle start: moves alone, and the note about the missing database on stderr", () => {
    const run = slide(['solve', '15puzzle', '--format', 'moves'], noCache);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('rrdllldruuurdllddrurrd\n');
    expect(run.stderr).toBe('slide: no pattern database cached; using linear-conflict (`slide prepare 15puzzle` builds one)\n');
  });

  it('prints contract JSON with space-separated states', () => {
    const json = JSON.parse(slide(['solve', '15puzzle', '--heuristic', 'manhattan', '--format', 'json'], noCache).stdout);
    expect(json).toMatchObject({
      puzzle: '15puzzle',
      algorithm: 'ida',
      length: 22,
      start: '1 7 2 4 6 0 14 3 13 10 11 8 5 9 15 12',
      goal: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0',
    });
    expect(json.path).toHaveLength(23);
  });

  it('decides an unsolvable start by parity at once (exit 1)', () => {
    const run = slide(['solve', '15puzzle', '--start', '1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0'], noCache);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^slide: no solution: .* is of the other parity than the goal\n$/);
  });

  it('knows God’s numbers of small boards: 2x3 is 21 (1 antipode of 360), 2x4 is 36 (1 of 20,160)', () => {
    expect(JSON.parse(slide(['max', '2x3', '--format', 'json']).stdout)).toMatchObject({ depth: 21, total: 360, antipodes: ['450123'] });
    const two = JSON.parse(slide(['max', '2x4', '--format', 'json']).stdout);
    expect([two.depth, two.total, two.antipodes.length]).toEqual([36, 20160, 1]);
  });

  it('random starts are seeded, distinct, and solved along legal paths to the same length by two different searches', () => {
    const first = slide(['random', '15puzzle', '--seed', '5', '--count', '5']);
    expect(first.stdout).toBe(slide(['random', '15puzzle', '--seed', '5', '--count', '5']).stdout);
    const starts = first.stdout.trim().split('\n');
    expect(new Set(starts).size).toBe(5);
    const shared = { SLIDE_CACHE_DIR: inject('pdb663') };
    for (const start of starts.slice(0, 1)) {
      const byConflict = JSON.parse(slide(['solve', '15puzzle', '--start', start, '--format', 'json', '--heuristic', 'linear-conflict'], noCache).stdout);
      const byDatabase = JSON.parse(slide(['solve', '15puzzle', '--start', start, '--format', 'json', '--heuristic', 'pdb'], shared).stdout);
      expect(byConflict.length).toBe(byDatabase.length);
      expectSolvedPath(byConflict.path, 4, 4, start);
    }
    for (const start of slide(['random', '3x4', '--count', '3']).stdout.trim().split('\n')) {
      const bidirectional = JSON.parse(slide(['solve', '3x4', '--start', start, '--algo', 'bi', '--format', 'json']).stdout);
      const ida = JSON.parse(slide(['solve', '3x4', '--start', start, '--algo', 'ida', '--heuristic', 'manhattan', '--format', 'json']).stdout);
      expect(bidirectional.length).toBe(ida.length);
      expectSolvedPath(bidirectional.path, 3, 4, start);
    }
  });

  it('runs bi and astar on the 4×4 board too (states are permutation ranks), with the same length', () => {
    for (const algorithm of ['bi', 'astar']) {
      const json = JSON.parse(slide(['solve', '15puzzle', '--algo', algorithm, '--format', 'json']).stdout);
      expect([json.algorithm, json.length, json.path.at(-1)]).toEqual([algorithm, 22, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0']);
    }
  });

  it('prepare builds a board’s pattern databases into the cache, and ida then uses them', () => {
    const cache = { SLIDE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'slide-prepare-')) };
    const prepared = slide(['prepare', '2x4'], cache);
    expect([prepared.status, prepared.stdout]).toEqual([0, '2x4: pdb 4-3 ready\n']);
    const run = slide(['solve', '2x4', '--start', '07214365', '--algo', 'ida', '--stats', '--format', 'json'], cache);
    expect(JSON.parse(run.stdout).length).toBe(36);
    expect(run.stderr).toMatch(/bound pdb 4-3\n$/);
    const missing = slide(['solve', '15puzzle', '--heuristic', 'pdb'], noCache);
    expect([missing.status, missing.stderr]).toEqual([
      2,
      'slide: --heuristic: pattern databases for a 4×4 board are not cached\nslide prepare 15puzzle builds them\n',
    ]);
  });

  it('prepare --partition names the databases it keeps; solve then uses them, and says which are missing', () => {
    const unprepared = slide(['solve', '15puzzle', '--partition', '6-6-3', '--format', 'moves'], noCache);
    expect([unprepared.status, unprepared.stdout]).toEqual([0, 'rrdllldruuurdllddrurrd\n']);
    expect(unprepared.stderr).toBe(
      'slide: the 6-6-3 pattern databases are not cached; using linear-conflict (`slide prepare 15puzzle --partition 6-6-3` builds them)\n',
    );
    // The suite's shared 6-6-3 databases (test/global-setup.ts): prepare finds them whole and builds nothing.
    const cache = { SLIDE_CACHE_DIR: inject('pdb663') };
    const prepared = slide(['prepare', '15puzzle', '--partition', '6-6-3'], cache);
    expect([prepared.status, prepared.stdout, prepared.stderr.split('\n').filter((line) => line.startsWith('ready: ')).length]).toEqual([
      0,
      '15puzzle: pdb 6-6-3 ready\n',
      3,
    ]);
    const run = slide(['solve', '15puzzle', '--stats', '--format', 'moves'], cache);
    expect([run.stdout, run.stderr.match(/bound .*$/m)?.[0]]).toEqual(['rrdllldruuurdllddrurrd\n', 'bound pdb 6-6-3 with reflection']);
    // Without --partition, the strongest cached split is used, and a note names the stronger one prepare would build.
    expect(run.stderr.split('\n')[0]).toBe('slide: using the 6-6-3 pattern databases, the strongest cached (`slide prepare 15puzzle` builds the stronger 7-8)');
    const named = slide(['solve', '15puzzle', '--partition', '6-6-3', '--format', 'moves'], cache);
    expect([named.stdout, named.stderr]).toEqual(['rrdllldruuurdllddrurrd\n', '']);
    const missing = slide(['solve', '15puzzle', '--heuristic', 'pdb', '--partition', '7-8'], cache);
    expect([missing.status, missing.stderr]).toEqual([
      2,
      'slide: --heuristic: the 7-8 pattern databases for a 4×4 board are not cached\nslide prepare 15puzzle --partition 7-8 builds them\n',
    ]);
    const unknown = slide(['prepare', '15puzzle', '--partition', '5-5-5'], cache);
    expect([unknown.status, unknown.stderr]).toEqual([2, 'slide: --partition: 5-5-5 is not a partition of the 4×4 board\nchoose one of: 7-8, 6-6-3\n']);
  });

  it('refuses a cache folder it cannot write before building anything (exit 2)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'slide-not-a-folder-')), 'file');
    writeFileSync(file, '');
    const run = slide(['prepare', '2x4', '--cache-dir', join(file, 'cache')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`slide: --cache-dir: cannot write pattern databases to ${join(file, 'cache')} (ENOTDIR)\n`);
  });

  it('--starts solves every start of a file or of standard input, one result a line, as --start would', () => {
    const easiest = korfInstances()
      .sort((a, b) => a.length - b.length || a.id - b.id)
      .slice(0, 2);
    const starts = `${easiest.map((instance) => instance.tiles.join(' ')).join('\n')}\n`;
    const one = (start: string) => slide(['solve', '15puzzle', '--start', start, '--heuristic', 'linear-conflict', '--format', 'json'], noCache).stdout;
    const expected = starts.trim().split('\n').map(one).join('');
    const file = join(mkdtempSync(join(tmpdir(), 'slide-starts-')), 'starts.txt');
    writeFileSync(file, `# two of Korf's 100\n${starts}\n`);
    const fromFile = slide(['solve', '15puzzle', '--starts', file, '--heuristic', 'linear-conflict', '--format', 'json'], noCache);
    expect([fromFile.status, fromFile.stdout]).toEqual([0, expected]);
    const piped = slide(['solve', '15puzzle', '--starts', '-', '--heuristic', 'linear-conflict', '--format', 'moves'], noCache, 120_000, starts);
    expect(piped.stdout).toBe(
      `${expected
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).moves.join(''))
        .join('\n')}\n`,
    );
  });

  it('--starts on a board below 5×5 searches the starts side by side: the same bytes and counts on any number of threads', () => {
    const [first, long, ...others] = korfInstances()
      .sort((a, b) => a.length - b.length || a.id - b.id)
      .slice(0, 12);
    // The second easiest takes ten times the nodes of the first: last, so the state cap below stops a later start.
    const starts = `${[first!, ...others, long!].map((instance) => instance.tiles.join(' ')).join('\n')}\n`;
    const shared = { SLIDE_CACHE_DIR: inject('pdb663') };
    const withoutTimes = (stderr: string) => stderr.replace(/ · [\d.]+ ms · [\d,]+ states\/s/g, '');
    const batch = (threads: number, ...more: string[]) =>
      slide(['solve', '15puzzle', '--starts', '-', '--stats', '-f', 'json', '--threads', String(threads), ...more], shared, 120_000, starts);
    const one = batch(1);
    expect([one.status, one.stdout.split('\n').length]).toEqual([0, 13]);
    for (const line of one.stdout.trim().split('\n')) expectSolvedPath(JSON.parse(line).path, 4, 4, JSON.parse(line).start);
    const two = batch(2);
    expect([two.status, two.stdout, withoutTimes(two.stderr)]).toEqual([0, one.stdout, withoutTimes(one.stderr)]);
    // A state cap that a later start needs and none before it: those before it are printed, then the stop, as one thread would.
    const expanded = one.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).stats.expanded as number);
    const stopper = expanded.findIndex((count, i) => i > 2 && count > 2 * Math.max(...expanded.slice(0, i)));
    const cap = String(Math.floor((expanded[stopper]! + Math.max(...expanded.slice(0, stopper))) / 2));
    const capped = [batch(1, '--max-states', cap), batch(2, '--max-states', cap)];
    expect([capped[0]!.status, capped[0]!.stdout.split('\n').length]).toEqual([3, stopper + 1]);
    expect([capped[1]!.status, capped[1]!.stdout, withoutTimes(capped[1]!.stderr)]).toEqual([3, capped[0]!.stdout, withoutTimes(capped[0]!.stderr)]);
  });

  it('--starts checks every line before solving: bad ones by line number (exit 2), the wrong parity (exit 1)', () => {
    const goal = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15';
    const malformed = slide(['solve', '15puzzle', '--starts', '-', '--format', 'moves'], noCache, 120_000, `${goal}\n\n1 2 3\n`);
    expect([malformed.status, malformed.stdout, malformed.stderr]).toEqual([2, '', 'slide: --starts line 3: 3 tokens for 16 cells\n']);
    const swapped = '1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0';
    const parity = slide(['solve', '15puzzle', '--starts', '-', '--format', 'moves'], noCache, 120_000, `${goal}\n${swapped}\n`);
    expect([parity.status, parity.stdout, parity.stderr]).toEqual([
      1,
      '',
      `slide: --starts line 2: no solution: ${swapped} is of the other parity than the goal\n`,
    ]);
    const empty = slide(['solve', '15puzzle', '--starts', '-'], noCache, 120_000, '# nothing\n');
    expect([empty.status, empty.stderr]).toEqual([2, 'slide: --starts: no start in standard input\none start a line, as --start takes it\n']);
    const queens = slide(['solve', 'queens', '--starts', '-'], noCache, 120_000, '123456780\n');
    expect([queens.status, queens.stderr]).toEqual([2, 'slide: --starts: queens has no starts to solve\n']);
  });

  it('says why bfs cannot run on a 5×5 board (exit 2)', () => {
    const run = slide(['solve', '24puzzle', '--algo', 'bfs']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'slide: 24puzzle: a 5×5 board is too large for bfs, bi, astar and max (states must fit in 53 bits)\nIDA* (the algorithm ida, the default past 3×3) solves boards of any size\n',
    );
  });
});

describe('slide random --moves N', () => {
  it('walks N moves from the goal, seeded: the same start every run, at most N moves deep, solved optimally', () => {
    const walk = slide(['random', '24puzzle', '--moves', '40', '--seed', '3']);
    expect(walk).toMatchObject({ status: 0, stderr: '' });
    expect(slide(['random', '24puzzle', '--moves', '40', '--seed', '3']).stdout).toBe(walk.stdout);
    expect(slide(['random', '24puzzle', '--moves', '40', '--seed', '4']).stdout).not.toBe(walk.stdout);
    const solved = JSON.parse(slide(['solve', '24puzzle', '--start', walk.stdout.trim(), '-f', 'json']).stdout);
    expect(solved.length).toBeLessThanOrEqual(40);
    expect(solved.length % 2).toBe(0); // a walk of even length ends on the goal's parity
    const verdict = slide(['verify', '24puzzle', '--start', walk.stdout.trim(), '--moves', solved.moves.join('')]);
    expect(verdict.status).toBe(0);
  });

  it('streams ten million starts a line at a time and stops quietly at a closed pipe', () => {
    const piped = spawnSync('sh', ['-c', `"${process.execPath}" "${BINARY}" random 15puzzle --count 10000000 --seed 9 | head -2; echo "exit $?"`], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    const first = slide(['random', '15puzzle', '--count', '2', '--seed', '9']).stdout;
    expect([piped.stdout, piped.stderr]).toEqual([`${first}exit 0\n`, '']);
    const json = slide(['random', '8puzzle', '--count', '3', '--seed', '9', '-f', 'json']);
    expect(JSON.parse(json.stdout)).toEqual({
      puzzle: '8puzzle',
      seed: 9,
      starts: slide(['random', '8puzzle', '--count', '3', '--seed', '9']).stdout.trim().split('\n'),
    });
  });

  it('works for any puzzle with moves, and refuses N-Queens', () => {
    expect(slide(['random', 'hanoi', '--moves', '0']).stdout).toBe('CCCC\n'); // the goal itself
    expect(slide(['random', 'nooff', '--moves', '6', '--count', '3']).stdout.trim().split('\n')).toHaveLength(3);
    expect(slide(['random', 'queens', '--moves', '3'])).toMatchObject({
      status: 2,
      stderr: 'slide: --moves: random walks apply to puzzles with moves, not to queens (a queens puzzle)\n',
    });
  });
});
