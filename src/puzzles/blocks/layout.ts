import { DefinitionError } from '../definition-file.js';
import type { Shape } from './shapes.js';

export const EMPTY = 0;
export const COVERED = -1;
/** A cell no piece can enter (`#`): irregular boards are boxes with walls. */
export const WALL = -2;
export const WALL_CHARACTER = '#';

/**
 * The fixed cells of a box: its walls, and its doors — cells only pieces of some kinds may enter,
 * written with the door's own character where empty (`=` for the exit of many levels).
 */
export interface Box {
  rows: number;
  cols: number;
  /** Per cell: 1 for a wall. */
  walls: Uint8Array;
  /** Per cell: the door's character, or '' where there is no door. */
  doors: string[];
}

/** Door characters and the kinds (codes) that may pass each. */
export type DoorRules = ReadonlyMap<string, ReadonlySet<number>>;

export interface Kind {
  letter: string;
  shape: Shape;
  /** Drawn across the piece's top row instead of its letter (e.g. NO-OFF's bulb). */
  label?: string;
}

/**
 * A position as one mark per cell in row-major order: the kind code (1-based) at each piece's
 * anchor cell, EMPTY at empty cells, COVERED at a piece's other cells, WALL at walls.
 */
export type Marks = Int8Array;

/**
 * Splits `row/row/…` (one character per cell, `.` empty, `#` a wall, a door's character an empty
 * door) into pieces of each letter's shape. Without a box, this layout defines it (its walls and
 * doors: the start's); with one, the walls must be where the box has them, door characters only
 * on its doors, and a piece on a door must be of a kind the door lets through.
 */
export function parseLayout(text: string, kinds: readonly Kind[], box: Box | null, field: string, doors: DoorRules = new Map()): { box: Box; marks: Marks } {
  const lines = text
    .trim()
    .split(/[/\s,]+/)
    .filter((line) => line !== '');
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
  const walls = box ? box.walls : new Uint8Array(rows * cols);
  const doorAt = box ? box.doors : new Array<string>(rows * cols).fill('');
  let empties = 0;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cell = row * cols + col;
      const letter = grid[row]![col]!;
      const where = `row ${row}, column ${col}`;
      if (box && walls[cell] && letter !== WALL_CHARACTER) throw new DefinitionError(field, `${where}: the box has a wall (${WALL_CHARACTER}) here`);
      if (claimed[cell]) continue;
      if (letter === WALL_CHARACTER) {
        if (box && !walls[cell]) throw new DefinitionError(field, `${where}: a wall where the box has none`);
        walls[cell] = 1;
        marks[cell] = WALL;
        continue;
      }
      if (doors.has(letter)) {
        if (box && doorAt[cell] !== letter) throw new DefinitionError(field, `${where}: the door "${letter}" is not here in the box`);
        doorAt[cell] = letter;
        marks[cell] = EMPTY;
        empties++;
        continue;
      }
      if (letter === '.' || letter === '_') {
        if (doorAt[cell]) throw new DefinitionError(field, `${where}: write the door as "${doorAt[cell]}" when it is empty`);
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
        const door = doorAt[r * cols + c]!;
        if (door && !doors.get(door)?.has(code)) throw new DefinitionError(field, `row ${r}, column ${c}: "${letter}" may not stand in the door "${door}"`);
        claimed[r * cols + c] = 1;
        marks[r * cols + c] = COVERED;
      }
      marks[cell] = code;
    }
  }
  if (empties === 0) throw new DefinitionError(field, 'the box has no empty cell, so nothing can move');
  return { box: box ?? { rows, cols, walls, doors: doorAt }, marks };
}

/** `row/row/…` with each piece's letter on all its cells, `#` on walls, the door's character on empty doors. */
export function formatLayout(marks: Marks, box: Box, kinds: readonly Kind[]): string {
  const { rows, cols } = box;
  const letters = Array.from(box.walls, (wall, cell) => (wall ? WALL_CHARACTER : box.doors[cell] || '.'));
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
