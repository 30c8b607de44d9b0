import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/util/input-error.js';
import { loadPuzzle } from '../../../src/library/catalogue.js';

const folder = mkdtempSync(join(tmpdir(), 'slide-definitions-'));

/** A valid 2×2-with-a-tail graph puzzle that each case below breaks in one way. */
const valid = () => ({
  family: 'graph',
  name: 'kite',
  title: 'Kite',
  tokens: { '0': '', '1': '1', '2': '2', '3': '3' },
  empty: '0',
  cells: [
    { at: [0, 0], adjacent: [1, 2] },
    { at: [0, 2], adjacent: [0, 3] },
    { at: [1, 0], adjacent: [0, 3] },
    { at: [1, 2], adjacent: [1, 2] },
  ],
  start: '3210',
  goal: '1230',
});

function load(definition: unknown, raw?: string): Error {
  const file = join(folder, `case-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, raw ?? JSON.stringify(definition));
  try {
    loadPuzzle(file);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message.startsWith(`${file}: `)).toBe(true);
    return error as Error;
  }
  throw new Error('the definition was accepted');
}

type Case = [string, (d: ReturnType<typeof valid>) => unknown, RegExp];

const cases: Case[] = [
  ['a cell that does not exist', (d) => ((d.cells[3]!.adjacent = [1, 2, 17]), d), /cells\[3\]\.adjacent\[2\]: no cell 17$/],
  ['asymmetric adjacency', (d) => ((d.cells[0]!.adjacent = [1, 2, 3]), d), /cells\[0\]\.adjacent\[2\]: cell 0 lists 3 but cell 3 does not list 0$/],
  ['a cell adjacent to itself', (d) => ((d.cells[1]!.adjacent = [0, 1, 3]), d), /cells\[1\]\.adjacent\[1\]: a cell is not adjacent to itself$/],
  ['a neighbour listed twice', (d) => ((d.cells[1]!.adjacent = [0, 3, 0]), d), /cells\[1\]\.adjacent\[2\]: cell 0 is listed twice$/],
  ['unknown token in start', (d) => ({ ...d, start: '3290' }), /start: unknown token "9"/],
  ['start and goal of different tokens', (d) => ({ ...d, start: '3110' }), /start: has 2 × "1" where the puzzle has 1 \(a repeated token\)$/],
  ['no empty cell', (d) => ({ ...d, tokens: { ...d.tokens, '4': '4' }, goal: '1234', start: '4321' }), /goal: needs exactly one empty cell "0", found 0$/],
  ['an empty token that is not a token', (d) => ({ ...d, empty: 'x' }), /empty: "x" is not one of the tokens$/],
  ['wrong number of cells in a state', (d) => ({ ...d, goal: '12300' }), /goal: 5 tokens for 4 cells$/],
  [
    'cells that are not connected',
    (d) => ({
      ...d,
      cells: [
        { at: [0, 0], adjacent: [1] },
        { at: [0, 1], adjacent: [0] },
        { at: [1, 0], adjacent: [3] },
        { at: [1, 1], adjacent: [2] },
      ],
    }),
    /cells: the cells are not connected \(cell 2 cannot be reached from cell 0\)$/,
  ],
  ['two cells at one place', (d) => ((d.cells[2]!.at = [0, 0]), d), /cells\[2\]\.at: cell 0 is already at \[0,0\]$/],
  ['both grid and cells', (d) => ({ ...d, grid: { rows: 2, cols: 2 } }), /cells: give either grid or cells, not both$/],
  ['neither grid nor cells', (d) => ({ ...d, cells: undefined }), /cells: missing \(or give grid: \{ rows, cols \}\)$/],
  ['a grid too large', (d) => ({ ...d, cells: undefined, grid: { rows: 11, cols: 2 } }), /grid\.rows: must be at most 10$/],
  ['a missing name', (d) => ({ ...d, name: undefined }), /name: missing$/],
  ['a name with capitals and spaces', (d) => ({ ...d, name: 'My Kite' }), /name: use lower-case letters, digits and dashes$/],
  ['a coordinate that is not a number', (d) => ((d.cells[1]!.at = [0, 'two' as unknown as number]), d), /cells\[1\]\.at\[1\]: /],
  ['an unknown field', (d) => ({ ...d, colour: 'red' }), /colour: unknown field$/],
  ['an unknown family', (d) => ({ ...d, family: 'sudoku' }), /family: expected one of .*got "sudoku"$/],
  [
    'a board too large to pack',
    (d) => ({
      ...d,
      cells: undefined,
      grid: { rows: 5, cols: 5 },
      tokens: Object.fromEntries(Array.from({ length: 25 }, (_, i) => [String(i), String(i)])),
      goal: Array.from({ length: 25 }, (_, i) => (i + 1) % 25).join(' '),
      start: Array.from({ length: 25 }, (_, i) => (i + 1) % 25).join(' '),
    }),
    /cells: 25 cells: states of boards past 18 cells do not fit in 53 bits$/,
  ],
];

describe('graph definition files: each mistake is one line naming the field', () => {
  it.each(cases)('%s', (_, breakIt, message) => {
    expect(load(breakIt(valid())).message).toMatch(message);
  });

  it('not JSON at all', () => {
    expect(load(null, '{ "name": "kite", }').message).toMatch(/: not valid JSON at line 1, column 19 \(property name expected\)$/);
  });

  it('accepts the valid definition the cases start from', () => {
    const file = join(folder, 'kite.json');
    writeFileSync(file, JSON.stringify(valid()));
    expect(loadPuzzle(file).name).toBe('kite');
  });
});
