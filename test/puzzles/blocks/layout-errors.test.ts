import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/util/input-error.js';
import { loadPuzzle } from '../../../src/library/catalogue.js';

const folder = mkdtempSync(join(tmpdir(), 'slide-blocks-'));

const valid = () => ({
  family: 'blocks',
  name: 'little',
  title: 'Little box',
  kinds: { L: { shape: ['##', '##'] }, N: { shape: ['##'] }, O: { shape: ['#'] }, J: { shape: ['#.', '##'] } },
  start: 'LLO./LLNN',
  goal: { piece: 'L', row: 0, col: 2 },
});

function errorOf(definition: object): string {
  const file = join(folder, `case-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(definition));
  try {
    loadPuzzle(file);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message.slice(file.length + 2);
  }
  throw new Error('accepted');
}

describe('block definition files: one-line errors naming the row and column', () => {
  it.each([
    ['cells that do not split into the shape', { start: 'LLO./LONN' }, 'start: row 0, column 0: the cells of "L" do not split into pieces of its shape'],
    ['a letter with no kind', { start: 'LLX./LLNN' }, 'start: row 0, column 2: "X" is not a kind of piece (kinds: L N O J)'],
    ['ragged rows', { start: 'LLO./LLNNN' }, 'start: row 1 has 5 cells where row 0 has 4'],
    ['a box with no empty cell', { start: 'LLOO/LLNN' }, 'start: the box has no empty cell, so nothing can move'],
    ['a goal naming a missing kind', { goal: { piece: 'Q', row: 0, col: 0 } }, 'goal.piece: "Q" is not a kind of piece'],
    ['a goal naming a piece the start lacks', { goal: { piece: 'J', row: 0, col: 0 } }, 'goal.piece: the start has no "J" piece'],
    ['a goal outside the box', { goal: { piece: 'L', row: 1, col: 3 } }, 'goal: "L" does not fit in the box at row 1, column 3'],
    ['a goal layout with other pieces', { goal: 'LLOO/LLN.' }, 'goal: row 1, column 2: the cells of "N" do not split into pieces of its shape'],
    ['a goal layout with one piece more', { goal: 'LLO./LLO.' }, 'goal: has 2 empty cells where the puzzle has 1'],
    ['a goal layout of another size', { goal: 'LLO/LLN' }, 'goal: a 3×2 layout where the box is 4×2 (columns × rows)'],
    ['a shape with stray characters', { kinds: { L: { shape: ['#x'] } } }, 'kinds.L.shape[0]: use # for the piece\'s cells and . for gaps, not "x"'],
    ['a shape in two parts', { kinds: { L: { shape: ['#.#'] } } }, 'kinds.L.shape: the cells of a shape must touch edge to edge'],
    ['a kind named by two letters', { kinds: { LL: { shape: ['#'] } } }, 'kinds.LL: a kind is named by one letter'],
    ['an unknown metric', { metric: 'hop' }, 'metric: Invalid type: Expected ("step" | "line" | "piece") but received "hop"'],
  ])('%s', (_, change, message) => {
    expect(errorOf({ ...valid(), ...change })).toBe(message);
  });

  it('L-shaped pieces split and slide too', () => {
    const file = join(folder, 'jay.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...valid(),
        name: 'jay',
        start: 'J.O/JJ.',
        goal: { piece: 'J', row: 0, col: 1 },
        metric: 'step',
        kinds: { J: { shape: ['#.', '##'] }, O: { shape: ['#'] } },
      }),
    );
    const puzzle = loadPuzzle(file);
    expect(puzzle.formatState(puzzle.defaultStart)).toBe('J.O/JJ.');
  });
});

describe('large boxes', () => {
  it('work without rank tables (kinds with millions of arrangements), goal conditions included', () => {
    const file = join(folder, 'wide.json');
    writeFileSync(
      file,
      JSON.stringify({
        family: 'blocks',
        name: 'wide',
        title: 'Wide',
        metric: 'step',
        kinds: { A: { shape: ['#'] }, B: { shape: ['#'] } },
        start: ['AAAAAA', 'AABBBB', 'BB.B..', '......', '.....B'].join('/'),
        goal: { piece: 'B', row: 2, col: 2 },
      }),
    );
    const puzzle = loadPuzzle(file);
    const start = puzzle.defaultStart;
    expect(puzzle.formatState(start)).toBe('AAAAAA/AABBBB/BB.B../....../.....B');
    expect(puzzle.parseState(puzzle.formatState(start), 'start')).toBe(start);
    const goal = puzzle.defaultGoal;
    const successors = new Float64Array(puzzle.space.maxBranching);
    // A B can step into row 2, column 2 from above, from the left or from the right.
    const count = puzzle.space.successors(start, successors);
    const reaching = Array.from(successors.subarray(0, count)).filter((state) => goal.test(state));
    expect(reaching.map((state) => puzzle.formatState(state)).sort()).toEqual([
      'AAAAAA/AA.BBB/BBBB../....../.....B',
      'AAAAAA/AABBBB/B.BB../....../.....B',
      'AAAAAA/AABBBB/BBB.../....../.....B',
    ]);
  });
});
