import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gridAdjacencyOf, naiveMax, slideSuccessors } from '../helpers.js';
import { slide } from './run-cli.js';

const folder = mkdtempSync(join(tmpdir(), 'slide-user-'));

function write(name: string, definition: object): string {
  const file = join(folder, `${name}.json`);
  writeFileSync(file, JSON.stringify(definition, null, 2));
  return file;
}

const digits = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), i === 0 ? '' : String(i)]));

describe('puzzles from a user file', () => {
  it('a 2×3 board: solved optimally, and max matches an independent BFS (depth 21, 360, 1 antipode)', () => {
    const file = write('two-by-three', {
      family: 'graph',
      name: 'two-by-three',
      title: '2×3',
      grid: { rows: 2, cols: 3 },
      tokens: digits(6),
      empty: '0',
      start: '543210',
      goal: '123450',
    });
    const naive = naiveMax('123450', slideSuccessors(gridAdjacencyOf(2, 3), '0'));
    expect(naive.depth).toBe(21);
    const max = JSON.parse(slide(['max', file, '--format', 'json']).stdout);
    expect({ depth: max.depth, total: max.total, antipodes: max.antipodes }).toEqual(naive);
    expect(max.total).toBe(360);

    const solved = JSON.parse(slide(['solve', file, '--start', naive.antipodes[0]!, '--algo', 'ida', '--format', 'json']).stdout);
    expect(solved.length).toBe(21);
    // Each step swaps the blank with a grid neighbour.
    const moves = slideSuccessors(gridAdjacencyOf(2, 3), '0');
    solved.path.slice(1).forEach((state: string, i: number) => {
      expect(moves(solved.path[i])).toContain(state);
    });
  });

  it('a ring of 5 cells: only rotations are reachable, and parity-free search says so (exit 1)', () => {
    const ring = [
      [1, 4],
      [0, 2],
      [1, 3],
      [2, 4],
      [3, 0],
    ];
    const file = write('ring', {
      family: 'graph',
      name: 'ring',
      title: 'Ring of five',
      cells: ring.map((adjacent, i) => ({ at: [0, i * 2], adjacent })),
      tokens: digits(5),
      empty: '0',
      start: '21340',
      goal: '12340',
    });
    const naive = naiveMax('12340', slideSuccessors(ring, '0'));
    const max = JSON.parse(slide(['max', file, '--format', 'json']).stdout);
    expect({ depth: max.depth, total: max.total, antipodes: max.antipodes }).toEqual(naive);
    expect(max.total).toBe(20); // 5 blank positions × 4 rotations of the tiles

    const unsolvable = slide(['solve', file, '--algo', 'ida']);
    expect(unsolvable.status).toBe(1);
    expect(unsolvable.stderr).toMatch(/^slide: no solution: 21340 cannot reach 12340\n$/);
    expect(slide(['solve', file, '--algo', 'bfs']).status).toBe(1);
  });

  it('a bad user file exits 2 with the path of the field', () => {
    const file = write('bad', {
      family: 'graph',
      name: 'bad',
      title: 'Bad',
      grid: { rows: 2, cols: 2 },
      tokens: digits(4),
      empty: '0',
      start: '3210',
      goal: '1239',
    });
    const run = slide(['show', file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`slide: ${file}: goal: unknown token "9" (tokens: 0 1 2 3)\n`);
  });

  it('a missing user file exits 2', () => {
    const run = slide(['solve', './no-such-puzzle.json']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('slide: ./no-such-puzzle.json: cannot read the file (no such file)\n');
  });
});

describe('block files with doors: validated with file, field and reason', () => {
  const base = {
    family: 'blocks',
    name: 'd',
    title: 'D',
    kinds: { A: { shape: ['#'] }, B: { shape: ['#'] } },
    start: 'AB.=',
    goal: { piece: 'A', row: 0, col: 2 },
  };
  it.each([
    [{ doors: { A: ['B'] } }, /doors.*a door is one character that is not a letter/],
    [{ doors: { '=': ['Z'] } }, /doors\.=: "Z" is not a kind of piece/],
    [{ doors: { '=': [] } }, /doors.*must name at least one kind/],
    [{ doors: { '=': ['B'] }, goal: { piece: 'A', row: 0, col: 3 } }, /goal: "A" does not fit in the box at row 0, column 3/],
    [{ doors: { '=': ['B'] }, goal: { pieces: [], empty: [] } }, /goal: a goal of conditions needs at least one piece or empty cell/],
    [{ doors: { '=': ['B'] }, goal: { empty: [[5, 0]] } }, /goal\.empty\.0: row 5, column 0 is not a cell of the box/],
  ])('%j is refused', (extra, message) => {
    const run = slide(['show', write('door', { ...base, ...extra })]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('without the door rule, "=" is not a kind of piece', () => {
    expect(slide(['show', write('no-door', base)]).stderr).toMatch(/start: row 0, column 3: "=" is not a kind of piece/);
  });
});
