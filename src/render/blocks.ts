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
 */
export function drawBlocks(view: Extract<BoardView, { kind: 'blocks' }>, chalk: Paint): string[] {
  const { rows, cols, pieces, kinds, labels } = view;
  const doors = view.doors ?? [];
  const goalCells = new Set(view.goalCells);
  // The pieces with a border of -2 all round, so neighbours need no bounds checks.
  const width = cols + 2;
  const grid = new Int32Array((rows + 2) * width).fill(OUTSIDE);
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) grid[(row + 1) * width + col + 1] = pieces[row * cols + col]!;
  const at = (row: number, col: number) => grid[(row + 1) * width + col + 1]!;
  const coloured = chalk.level > 0;
  const paint = (piece: number, text: string) => (piece < 0 || !coloured ? text : tokenColour(chalk, kinds[piece]!)(chalk.inverse(text)));

  const lines: string[] = [];
  for (let row = 0; row <= rows; row++) {
    // The cells above and below the rule, read straight from the grid: this loop runs for every board of a solution.
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
      if (col < cols) rule += upRight === downRight ? paint(downRight, BLANK) : RULE;
    }
    lines.push(rule);
    if (row < rows) lines.push(cellLine(row));
  }
  return lines;

  function cellLine(row: number): string {
    let line = '';
    for (let col = 0; col < cols; ) {
      const piece = at(row, col);
      line += at(row, col - 1) !== piece ? '│' : paint(piece, ' ');
      let span = 1;
      while (piece >= 0 && at(row, col + span) === piece) span++;
      const room = span * CELL_WIDTH + (span - 1);
      let text: string;
      if (piece < 0) {
        // An empty door shows its character, an empty goal cell its mark; a wall (drawn as outside the box) and an empty cell nothing.
        const cell = row * cols + col;
        text = centre(piece === OUTSIDE ? '' : doors[cell] || (goalCells.has(cell) ? GOAL_MARK : ''), room);
      } else {
        const label = labels[kinds[piece]!];
        if (label !== undefined) text = centre(at(row - 1, col) !== piece ? label : '', room);
        else text = new Array<string>(span).fill(centre(kinds[piece]!, CELL_WIDTH)).join(' ');
      }
      line += paint(piece, text);
      col += span;
    }
    return `${line}${at(row, cols - 1) === OUTSIDE ? ' ' : '│'}`;
  }
}

/** The value of cells outside the box, and of walls, which are drawn as outside. */
const OUTSIDE = -2;

/** An empty goal cell (ASCII: `.`, as GNOME's maps write it). */
const GOAL_MARK = '◦';

const BLANK = ' '.repeat(CELL_WIDTH);
const RULE = '─'.repeat(CELL_WIDTH);
