import { InvalidArgumentError } from 'commander';
import { constructSolution } from '../puzzles/queens/constructive.js';
import { queensSetup } from '../puzzles/queens/definition.js';
import { conflictOf, firstSolution, MAX_BACKTRACK_SIZE, type Placement } from '../puzzles/queens/first-solution.js';
import { InputError } from '../puzzles/input-error.js';
import type { Definition } from '../puzzles/registry.js';
import { NoSolutionError } from './failures.js';
import { ChunkedWriter, type Terminal } from './terminal.js';

/** Boards up to this size are drawn as rows of Q and .; larger ones print a column per row. */
const DRAWN_SIZE = 64;

/** `--place R,C` (0-based row and column), collected over repeats. */
export function parsePlacement(value: string, previous: Placement[] = []): Placement[] {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value);
  if (!match) throw new InvalidArgumentError('expected ROW,COL (0-based), e.g. 2,2');
  return [...previous, { row: Number(match[1]), col: Number(match[2]) }];
}

/** Pre-placed queens that are off the board or attack each other are bad input (exit 2). */
export function checkPlacements(size: number, placed: readonly Placement[]): void {
  const conflict = conflictOf(size, placed);
  if (conflict) throw new InputError(`--place: ${conflict}`);
}

export interface QueensSolveOptions {
  size?: number;
  place?: Placement[];
  format: 'text' | 'moves' | 'json';
}

/**
 * `slide solve queens`: the first solution in row-by-row, left-to-right order holding every
 * pre-placed queen; without pre-placed queens, boards past the backtracking range use the
 * explicit construction, so a million queens take a moment.
 */
export function solveQueens(definition: Definition, options: QueensSolveOptions, terminal: Terminal): void {
  const { name, size } = queensSetup(definition.data, definition.file, options.size);
  const placed = options.place ?? [];
  checkPlacements(size, placed);
  let columns: number[] | null;
  let algorithm: string;
  if (size <= MAX_BACKTRACK_SIZE) {
    columns = firstSolution(size, placed);
    algorithm = 'backtracking';
  } else if (placed.length === 0) {
    columns = constructSolution(size);
    algorithm = 'constructive';
  } else {
    throw new InputError(`--place: pre-placed queens work on boards up to ${MAX_BACKTRACK_SIZE}×${MAX_BACKTRACK_SIZE}`);
  }
  const where = placed.length ? ` with queens at ${placed.map(({ row, col }) => `${row},${col}`).join(' ')}` : '';
  if (!columns) throw new NoSolutionError(`no ${size}×${size} solution${where}`);

  const writer = new ChunkedWriter(terminal.out);
  if (options.format === 'json') {
    const path = columns.map((col, row) => `${row},${col}`);
    const json = {
      puzzle: name,
      algorithm,
      size,
      placed: placed.map(({ row, col }) => [row, col]),
      solved: true,
      length: size,
      path,
      moves: path,
      columns,
    };
    writer.write(`${JSON.stringify(json)}\n`);
  } else if (options.format === 'moves' || size > DRAWN_SIZE) {
    for (let row = 0; row < size; row++) writer.write(options.format === 'moves' ? `${row},${columns[row]}\n` : `${columns[row]}\n`);
  } else {
    const fixed = new Set(placed.map(({ row, col }) => row * size + col));
    for (let row = 0; row < size; row++) {
      let line = '';
      for (let col = 0; col < size; col++) {
        if (col !== columns[row]) line += terminal.chalk.dim('.');
        else line += fixed.has(row * size + col) ? terminal.chalk.yellow('Q') : terminal.chalk.bold('Q');
      }
      writer.write(`${line}\n`);
    }
  }
  writer.flush();
}
