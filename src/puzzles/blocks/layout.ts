import { DefinitionError } from '../definition-file.js';
import type { Shape } from './shapes.js';

export const EMPTY = 0;
export const COVERED = -1;

export interface Kind {
  letter: string;
  shape: Shape;
  /** Drawn across the piece's top row instead of its letter (e.g. NO-OFF's bulb). */
  label?: string;
}

/**
 * A position as one mark per cell in row-major order: the kind code (1-based) at each piece's
 * anchor cell, EMPTY at empty cells, COVERED at a piece's other cells.
 */
export type Marks = Int8Array;

/** Splits `row/row/…` (one character per cell, `.` empty) into pieces of each letter's shape. */
export function parseLayout(
  text: string,
  kinds: readonly Kind[],
  box: { rows: number; cols: number } | null,
  field: string,
): { rows: number; cols: number; marks: Marks } {
  const lines = text.trim().split(/[/\s,]+/).filter((line) => line !== '');
  if (lines.length === 0) throw new DefinitionError(field, 'an empty layout');
  const grid = lines.map((line) => Array.from(line));
  const cols = grid[0]!.length;
  grid.forEach((line, row) => {
    if (line.length !== cols) throw new DefinitionError(field, `row ${row} has ${line.length} cells where row 0 has ${cols}`);
  });
  const rows = grid.length;
  if (box && (rows !== box.rows || cols !== box.cols)) {
    throw new DefinitionError(field, `a ${cols}×${rows} layout where the box is ${box.cols}×${box.rows} (columns × rows)`);
  }
  const codeOf = new Map(kinds.map((kind, i) => [kind.letter, i + 1]));
  const marks = new Int8Array(rows * cols);
  const claimed = new Uint8Array(rows * cols);
  let empties = 0;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cell = row * cols + col;
      if (claimed[cell]) continue;
      const letter = grid[row]![col]!;
      if (letter === '.' || letter === '_') {
        marks[cell] = EMPTY;
        empties++;
        continue;
      }
      const code = codeOf.get(letter);
      if (code === undefined) {
        const known = kinds.map((kind) => kind.letter).join(' ');
        throw new DefinitionError(field, `row ${row}, column ${col}: "${letter}" is not a kind of piece (kinds: ${known})`);
      }
      // The first unclaimed cell in row-major order can only be a piece's anchor, so the split
      // is forced: it exists exactly when this greedy placement never fails.
      const { shape } = kinds[code - 1]!;
      for (let i = 0; i < shape.rows.length; i++) {
        const r = row + shape.rows[i]!;
        const c = col + shape.cols[i]!;
        if (r < 0 || r >= rows || c < 0 || c >= cols || claimed[r * cols + c] || grid[r]![c] !== letter) {
          throw new DefinitionError(field, `row ${row}, column ${col}: the cells of "${letter}" do not split into pieces of its shape`);
        }
        claimed[r * cols + c] = 1;
        marks[r * cols + c] = COVERED;
      }
      marks[cell] = code;
    }
  }
  if (empties === 0) throw new DefinitionError(field, 'the box has no empty cell, so nothing can move');
  return { rows, cols, marks };
}

/** `row/row/…` with each piece's letter on all its cells. */
export function formatLayout(marks: Marks, rows: number, cols: number, kinds: readonly Kind[]): string {
  const letters = new Array<string>(rows * cols).fill('.');
  marks.forEach((mark, cell) => {
    if (mark <= 0) return;
    const { shape, letter } = kinds[mark - 1]!;
    for (let i = 0; i < shape.rows.length; i++) letters[cell + shape.rows[i]! * cols + shape.cols[i]!] = letter;
  });
  const lines: string[] = [];
  for (let row = 0; row < rows; row++) lines.push(letters.slice(row * cols, (row + 1) * cols).join(''));
  return lines.join('/');
}

/** How many pieces of each kind (index 0: empty cells). */
export function census(marks: Marks, kindCount: number): Int32Array {
  const counts = new Int32Array(kindCount + 1);
  for (const mark of marks) if (mark >= 0) counts[mark]!++;
  return counts;
}
