import { DefinitionError } from '../definition-file.js';

/**
 * GNOME Klotski's notation (src/klotski-window.vala): a map of characters, `#` a wall, `-` a door
 * only the goal piece may pass, `.` a goal cell, ` ` an empty cell, `*` the goal piece, and any
 * other character one rigid piece of any shape; outside the map is blocked. The puzzle is solved
 * when every `*` cell lies on a `.` cell.
 */
const WALL = '#';
const DOOR = '-';
const GOAL_CELL = '.';
const EMPTY = ' ';
const GOAL_PIECE = '*';

/** Letters for kinds of piece, the goal piece's first. */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The same puzzle in the kinds form of a block-puzzle file: kinds, doors, start and goal. */
export interface KindsForm {
  kinds: Record<string, { shape: string[]; name?: string }>;
  doors: Record<string, string[]>;
  start: string;
  goal: { piece: string; row: number; col: number };
  /** The goal cells (`.`), row-major, drawn where they are empty. */
  goalCells: number[];
}

interface MapPiece {
  mark: string;
  cells: number[];
  /** The piece's cells as rows of `#` and `.` within its bounding box. */
  shape: string[];
}

/**
 * Reads a GNOME map into the kinds form: pieces of one shape become one kind (so pieces that no
 * goal names are interchangeable), the goal piece a kind of its own, `-` a door for it alone.
 */
export function kindsFromMap(map: readonly string[], field = 'map'): KindsForm {
  if (map.length === 0) throw new DefinitionError(field, 'an empty map');
  const cols = Math.max(...map.map((row) => row.length));
  // Rows shorter than the longest end in blocked cells, as the edge of the map does.
  const grid = map.map((row) => Array.from(row.padEnd(cols, WALL)));
  const rows = grid.length;
  const pieces = new Map<string, MapPiece>();
  for (const [row, line] of grid.entries()) {
    for (const [col, mark] of line.entries()) {
      if (mark === WALL || mark === DOOR || mark === GOAL_CELL || mark === EMPTY) continue;
      if (/\s/.test(mark)) throw new DefinitionError(`${field}[${row}]`, `a ${JSON.stringify(mark)} at column ${col} is not a cell`);
      const piece = pieces.get(mark) ?? { mark, cells: [], shape: [] };
      piece.cells.push(row * cols + col);
      pieces.set(mark, piece);
    }
  }
  const goal = pieces.get(GOAL_PIECE);
  if (!goal) throw new DefinitionError(field, 'no goal piece (*)');
  for (const piece of pieces.values()) piece.shape = shapeOf(piece.cells, cols);
  // One kind per shape (the goal piece's own), named in order of first appearance.
  const kindOf = new Map<string, string>([[`goal ${goal.shape.join('/')}`, LETTERS[0]!]]);
  const letterOf = (piece: MapPiece) => {
    const key = piece === goal ? `goal ${piece.shape.join('/')}` : piece.shape.join('/');
    if (!kindOf.has(key)) {
      if (kindOf.size === LETTERS.length) throw new DefinitionError(field, `more than ${LETTERS.length} shapes of piece`);
      kindOf.set(key, LETTERS[kindOf.size]!);
    }
    return kindOf.get(key)!;
  };
  const marks: string[][] = grid.map((line) => line.map((mark) => (mark === WALL ? '#' : mark === DOOR ? DOOR : '.')));
  for (const piece of [...pieces.values()].sort((a, b) => a.cells[0]! - b.cells[0]!)) {
    const letter = letterOf(piece);
    for (const cell of piece.cells) marks[Math.floor(cell / cols)]![cell % cols] = letter;
  }
  const kinds: KindsForm['kinds'] = {};
  for (const piece of pieces.values()) kinds[letterOf(piece)] = { shape: piece.shape, ...(piece === goal ? { name: 'goal piece' } : {}) };
  const goalLetter = letterOf(goal);
  return {
    kinds,
    doors: grid.some((line) => line.includes(DOOR)) ? { [DOOR]: [goalLetter] } : {},
    start: marks.map((line) => line.join('')).join('/'),
    goal: { piece: goalLetter, ...goalPlacement(grid, goal, rows, cols, field) },
    goalCells: grid.flatMap((line, row) => line.flatMap((mark, col) => (mark === GOAL_CELL ? [row * cols + col] : []))),
  };
}

/** The piece's cells as rows of `#` (its cells) and `.` (gaps and holes) within its bounding box. */
function shapeOf(cells: readonly number[], cols: number): string[] {
  const rowsOf = cells.map((cell) => Math.floor(cell / cols));
  const colsOf = cells.map((cell) => cell % cols);
  const [top, left] = [Math.min(...rowsOf), Math.min(...colsOf)];
  const [height, width] = [Math.max(...rowsOf) - top + 1, Math.max(...colsOf) - left + 1];
  const drawing = Array.from({ length: height }, () => Array.from({ length: width }, () => '.'));
  cells.forEach((_, i) => {
    drawing[rowsOf[i]! - top]![colsOf[i]! - left] = '#';
  });
  return drawing.map((row) => row.join(''));
}

/** Where the goal piece stands when every one of its cells is on a goal cell: the one such place. */
function goalPlacement(grid: readonly string[][], goal: MapPiece, rows: number, cols: number, field: string): { row: number; col: number } {
  const anchor = goal.cells[0]!;
  const offsets = goal.cells.map((cell) => [Math.floor(cell / cols) - Math.floor(anchor / cols), (cell % cols) - (anchor % cols)] as const);
  const places: { row: number; col: number }[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (offsets.every(([dr, dc]) => grid[row + dr]?.[col + dc] === GOAL_CELL)) places.push({ row, col });
    }
  }
  if (places.length !== 1) throw new DefinitionError(field, `the goal piece fits the goal cells (.) in ${places.length} places; slide needs exactly one`);
  return places[0]!;
}
