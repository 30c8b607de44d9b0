import type { BoardView } from '../puzzles/puzzle.js';
import { tokenColour, type Paint } from './paint.js';
import { centre } from './text-width.js';

const CELL_WIDTH = 3;

/** Box-drawing junctions indexed by the edges that meet there: up 1, down 2, left 4, right 8. */
const JUNCTIONS = [' ', '╵', '╷', '│', '╴', '┘', '┐', '┤', '╶', '└', '┌', '├', '─', '┴', '┬', '┼'];

/**
 * A block puzzle drawn with an outline around each piece: lines are drawn only between cells of
 * different pieces, so a 2×2 piece reads as one block. A piece's label (e.g. NO-OFF's bulb) is
 * written across its top row; otherwise each cell shows the piece's letter.
 *
 * A solution draws this for every board, so the work per cell is kept to a few array reads: each
 * piece's texts are made once per board. (A renderer that runs long enough gets compiled by V8's
 * optimiser on a background thread, and a short command then waits for that compile at exit.)
 */
export function drawBlocks(view: Extract<BoardView, { kind: 'blocks' }>, chalk: Paint): string[] {
  const { rows, cols, pieces, kinds, labels } = view;
  const doors = view.doors ?? [];
  const goalCells = new Set(view.goalCells);
  // The pieces with a border of OUTSIDE all round, so neighbours need no bounds checks.
  const width = cols + 2;
  const grid = new Int32Array((rows + 2) * width).fill(OUTSIDE);
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) grid[(row + 1) * width + col + 1] = pieces[row * cols + col]!;
  const coloured = chalk.level > 0;
  const paint = (piece: number, text: string) => (piece < 0 || !coloured ? text : tokenColour(chalk, kinds[piece]!)(chalk.inverse(text)));
  // Per piece: its blank stretch of a rule, the space after an inner cell, and its letter in a cell.
  const blanks = kinds.map((_, piece) => paint(piece, BLANK));
  const joins = kinds.map((_, piece) => paint(piece, ' '));
  const letters = kinds.map((kind) => centre(kind, CELL_WIDTH));

  const lines: string[] = [];
  for (let row = 0; row <= rows; row++) {
    // The cells above and below the rule, read straight from the grid.
    const above = row * width;
    const below = above + width;
    let rule = '';
    for (let col = 0; col <= cols; col++) {
      const upLeft = grid[above + col]!;
      const upRight = grid[above + col + 1]!;
      const downLeft = grid[below + col]!;
      const downRight = grid[below + col + 1]!;
      // Beyond the box both sides are OUTSIDE, so no edge is drawn there without a bounds check.
      const up = upLeft !== upRight ? 1 : 0;
      const down = downLeft !== downRight ? 2 : 0;
      const left = upLeft !== downLeft ? 4 : 0;
      const right = upRight !== downRight ? 8 : 0;
      rule += JUNCTIONS[up | down | left | right];
      if (col < cols) rule += upRight !== downRight ? RULE : downRight < 0 ? BLANK : blanks[downRight]!;
    }
    lines.push(rule);
    if (row < rows) lines.push(cellLine(below + 1, row));
  }
  return lines;

  /** The cells of one row, from `first`, the grid index of its first cell. */
  function cellLine(first: number, row: number): string {
    let line = '';
    for (let col = 0; col < cols; ) {
      const piece = grid[first + col]!;
      line += grid[first + col - 1] !== piece ? '│' : piece < 0 ? ' ' : joins[piece]!;
      let span = 1;
      while (piece >= 0 && grid[first + col + span] === piece) span++;
      if (piece < 0) {
        // An empty door shows its character, an empty goal cell its mark; a wall (drawn as outside the box) and an empty cell nothing.
        const cell = row * cols + col;
        line += centre(piece === OUTSIDE ? '' : doors[cell] || (goalCells.has(cell) ? GOAL_MARK : ''), CELL_WIDTH);
      } else {
        const label = labels[kinds[piece]!];
        if (label !== undefined) line += paint(piece, centre(grid[first + col - width] !== piece ? label : '', span * CELL_WIDTH + (span - 1)));
        else {
          let text = letters[piece]!;
          for (let k = 1; k < span; k++) text += ` ${letters[piece]!}`;
          line += paint(piece, text);
        }
      }
      col += span;
    }
    return `${line}${grid[first + cols - 1] === OUTSIDE ? ' ' : '│'}`;
  }
}

/** The value of cells outside the box, and of walls, which are drawn as outside. */
const OUTSIDE = -2;

/** An empty goal cell (ASCII: `.`, as GNOME's maps write it). */
const GOAL_MARK = '◦';

const BLANK = ' '.repeat(CELL_WIDTH);
const RULE = '─'.repeat(CELL_WIDTH);
