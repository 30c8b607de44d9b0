import type { ChalkInstance } from 'chalk';
import type { BoardView } from '../puzzles/puzzle.js';
import { tokenColour } from './paint.js';
import { centre } from './text-width.js';

const CELL_WIDTH = 3;

/** Box-drawing junctions indexed by the edges that meet there: up 1, down 2, left 4, right 8. */
const JUNCTIONS = [' ', '╵', '╷', '│', '╴', '┘', '┐', '┤', '╶', '└', '┌', '├', '─', '┴', '┬', '┼'];

/**
 * A block puzzle drawn with an outline around each piece: lines are drawn only between cells of
 * different pieces, so a 2×2 piece reads as one block. A piece's label (e.g. NO-OFF's bulb) is
 * written across its top row; otherwise each cell shows the piece's letter.
 */
export function drawBlocks(view: Extract<BoardView, { kind: 'blocks' }>, chalk: ChalkInstance): string[] {
  const { rows, cols, pieces, kinds, labels } = view;
  const pieceAt = (row: number, col: number) =>
    row < 0 || col < 0 || row >= rows || col >= cols ? -2 : pieces[row * cols + col]!;
  const verticalEdge = (row: number, col: number) => pieceAt(row, col - 1) !== pieceAt(row, col);
  const horizontalEdge = (row: number, col: number) => pieceAt(row - 1, col) !== pieceAt(row, col);
  const paint = (piece: number, text: string) => {
    if (piece < 0) return text;
    return chalk.level > 0 ? tokenColour(chalk, kinds[piece]!)(chalk.inverse(text)) : text;
  };

  const lines: string[] = [];
  for (let row = 0; row <= rows; row++) {
    let rule = '';
    for (let col = 0; col <= cols; col++) {
      const up = row > 0 && verticalEdge(row - 1, col) ? 1 : 0;
      const down = row < rows && verticalEdge(row, col) ? 2 : 0;
      const left = col > 0 && horizontalEdge(row, col - 1) ? 4 : 0;
      const right = col < cols && horizontalEdge(row, col) ? 8 : 0;
      rule += JUNCTIONS[up | down | left | right];
      if (col < cols) {
        const inside = pieceAt(row - 1, col) === pieceAt(row, col);
        rule += inside ? paint(pieceAt(row, col), ' '.repeat(CELL_WIDTH)) : '─'.repeat(CELL_WIDTH);
      }
    }
    lines.push(rule);
    if (row === rows) break;
    lines.push(cellLine(row));
  }
  return lines;

  function cellLine(row: number): string {
    let line = '';
    for (let col = 0; col < cols; ) {
      const piece = pieceAt(row, col);
      line += verticalEdge(row, col) ? '│' : paint(piece, ' ');
      let span = 1;
      while (piece >= 0 && pieceAt(row, col + span) === piece) span++;
      const width = span * CELL_WIDTH + (span - 1);
      const label = piece >= 0 ? labels[kinds[piece]!] : undefined;
      const topRow = pieceAt(row - 1, col) !== piece;
      let text: string;
      if (piece < 0) text = ' '.repeat(width);
      else if (label !== undefined) text = centre(topRow ? label : '', width);
      else text = Array.from({ length: span }, () => centre(kinds[piece]!, CELL_WIDTH)).join(' ');
      line += paint(piece, text);
      col += span;
    }
    return line + '│';
  }
}
