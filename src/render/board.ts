import type { BoardView } from '../puzzles/puzzle.js';
import { drawBlocks } from './blocks.js';
import { tokenColour, type Paint } from './paint.js';
import { centre, displayWidth } from './text-width.js';

/** Draws one position as lines of text (all lines of one board have the same width). */
export function drawBoard(view: BoardView, chalk: Paint): string[] {
  switch (view.kind) {
    case 'grid':
      return drawGrid(view, chalk);
    case 'scatter':
      return drawScatter(view, chalk);
    case 'blocks':
      return drawBlocks(view, chalk);
    case 'pegs':
      return drawTowers(view.stacks, chalk);
    case 'queens':
      return drawQueens(view, chalk);
  }
}

/** Boards up to this size are drawn as rows of Q and .; larger ones as the column of each row's queen. */
const DRAWN_QUEENS = 64;

/** The classic N-Queens board: a row of `.` with a `Q`, queens placed beforehand highlighted. */
function drawQueens(view: Extract<BoardView, { kind: 'queens' }>, chalk: Paint): string[] {
  const { size, columns } = view;
  if (size > DRAWN_QUEENS) return columns.map(String);
  const fixed = new Set(view.fixed);
  return columns.map((column, row) => {
    let line = '';
    for (let col = 0; col < size; col++) {
      if (col !== column) line += chalk.dim('.');
      else line += fixed.has(row * size + col) ? chalk.yellow('Q') : chalk.bold('Q');
    }
    return line;
  });
}

/** Towers up to this many discs are drawn; more would be wider than a terminal, so they are listed. */
const DRAWN_DISCS = 12;

/**
 * The pegs standing on a base with their discs, each disc as wide as its size:
 *
 *     ═╪═     │       │
 *    ══╪══    │       │
 *  ────┴──────┴───────┴────
 *      A       B       C
 */
function drawTowers(stacks: readonly (readonly number[])[], chalk: Paint): string[] {
  const discs = stacks.reduce((sum, stack) => sum + stack.length, 0);
  if (discs > DRAWN_DISCS) return [pegsLine(stacks)];
  const half = Math.max(1, discs);
  const lines: string[] = [];
  for (let level = discs; level >= 0; level--) {
    const row = stacks.map((stack) => {
      const disc = stack[level];
      if (disc === undefined) return `${' '.repeat(half)}${chalk.dim('│')}${' '.repeat(half)}`;
      const side = '═'.repeat(disc);
      return `${' '.repeat(half - disc)}${tokenColour(chalk, String(disc))(`${side}╪${side}`)}${' '.repeat(half - disc)}`;
    });
    lines.push(` ${row.join(' ')} `);
  }
  const base = stacks.map(() => `${'─'.repeat(half)}┴${'─'.repeat(half)}`).join('─');
  lines.push(chalk.dim(`─${base}─`));
  // The pegs' letters, as positions are written (AAB: the two smallest discs on A, the largest on B).
  lines.push(` ${stacks.map((_, peg) => `${' '.repeat(half)}${String.fromCharCode(65 + peg)}${' '.repeat(half)}`).join(' ')} `);
  return lines;
}

/** The classic Hanoi listing's notation: each peg's discs bottom to top, `[4,3,2],[1],[]`. */
export function pegsLine(stacks: readonly (readonly number[])[]): string {
  return stacks.map((stack) => `[${stack.join(',')}]`).join(',');
}

function paintToken(chalk: Paint, token: string, glyph: string, width: number): string {
  const text = centre(glyph, width);
  return glyph === '' ? text : tokenColour(chalk, token)(text);
}

/** A box-drawn grid, the 8-puzzle as tutorials draw it: ┌─┬─┐ / │8│6│ / └─┴─┘. */
function drawGrid(view: Extract<BoardView, { kind: 'grid' }>, chalk: Paint): string[] {
  const { rows, cols, tokens, glyphs } = view;
  // Pieces that are themselves box-drawing lines (the line-piece puzzle) need air around them.
  const padding = glyphs.some((glyph) => /[\u2500-\u257f]/.test(glyph)) ? 2 : 0;
  const width = Math.max(1, ...glyphs.map(displayWidth)) + padding;
  const rule = (left: string, middle: string, right: string) => chalk.dim(left + Array.from({ length: cols }, () => '─'.repeat(width)).join(middle) + right);
  const lines = [rule('┌', '┬', '┐')];
  for (let row = 0; row < rows; row++) {
    const cells = [];
    for (let col = 0; col < cols; col++) {
      const cell = row * cols + col;
      cells.push(paintToken(chalk, tokens[cell]!, glyphs[cell]!, width));
    }
    lines.push(chalk.dim('│') + cells.join(chalk.dim('│')) + chalk.dim('│'));
    lines.push(row < rows - 1 ? rule('├', '┼', '┤') : rule('└', '┴', '┘'));
  }
  return lines;
}

/** Cells placed at their layout positions (rows, half-width columns), each drawn as [x]. */
function drawScatter(view: Extract<BoardView, { kind: 'scatter' }>, chalk: Paint): string[] {
  const { positions, tokens, glyphs } = view;
  const width = Math.max(1, ...glyphs.map(displayWidth));
  const step = Math.ceil((width + 2) / 2);
  const rows = Math.max(...positions.map(([row]) => row)) + 1;
  const cols = Math.max(...positions.map(([, col]) => col)) + 1;
  const lineWidth = (cols - 1) * step + width + 2;
  const lines: string[] = [];
  for (let row = 0; row < rows; row++) {
    const placed = positions
      .map(([r, c], cell) => ({ r, c, cell }))
      .filter(({ r }) => r === row)
      .sort((a, b) => a.c - b.c);
    let line = '';
    let used = 0;
    for (const { c, cell } of placed) {
      const at = c * step;
      line += ' '.repeat(Math.max(0, at - used));
      line += chalk.dim('[') + paintToken(chalk, tokens[cell]!, glyphs[cell]!, width) + chalk.dim(']');
      used = Math.max(used, at) + width + 2;
    }
    lines.push(line + ' '.repeat(Math.max(0, lineWidth - used)));
  }
  return lines;
}
