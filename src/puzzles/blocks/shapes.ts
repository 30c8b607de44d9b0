import { DefinitionError } from '../definition-file.js';

/** A piece's cells relative to its anchor, the first cell of the piece in row-major order. */
export interface Shape {
  rows: Int32Array;
  cols: Int32Array;
  /** Rows and columns the shape spans. */
  height: number;
  width: number;
}

/** Reads a shape drawn as rows of `#` (covered) and `.` (not), e.g. ["##", "##"] or ["#.", "##"]. */
export function parseShape(drawing: readonly string[], field: string): Shape {
  const rows: number[] = [];
  const cols: number[] = [];
  drawing.forEach((line, row) => {
    Array.from(line).forEach((char, col) => {
      if (char === '#') {
        rows.push(row);
        cols.push(col);
      } else if (char !== '.') {
        throw new DefinitionError(`${field}[${row}]`, `use # for the piece's cells and . for gaps, not "${char}"`);
      }
    });
  });
  if (rows.length === 0) throw new DefinitionError(field, 'a shape needs at least one # cell');
  const anchorRow = rows[0]!;
  const anchorCol = cols[0]!;
  const shape: Shape = {
    rows: Int32Array.from(rows, (r) => r - anchorRow),
    cols: Int32Array.from(cols, (c) => c - anchorCol),
    height: Math.max(...rows) - Math.min(...rows) + 1,
    width: Math.max(...cols) - Math.min(...cols) + 1,
  };
  if (!isConnected(shape)) throw new DefinitionError(field, 'the cells of a shape must touch edge to edge');
  return shape;
}

function isConnected(shape: Shape): boolean {
  const key = (r: number, c: number) => `${r},${c}`;
  const cells = new Set(Array.from(shape.rows, (r, i) => key(r, shape.cols[i]!)));
  const seen = new Set([key(0, 0)]);
  const queue: Array<[number, number]> = [[0, 0]];
  for (const [r, c] of queue) {
    for (const [dr, dc] of [
      [-1, 0],
      [0, -1],
      [0, 1],
      [1, 0],
    ] as const) {
      const next = key(r + dr, c + dc);
      if (cells.has(next) && !seen.has(next)) {
        seen.add(next);
        queue.push([r + dr, c + dc]);
      }
    }
  }
  return seen.size === cells.size;
}
