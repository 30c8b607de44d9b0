/**
 * An independent referee for block-puzzle solutions, working on the printed `row/row` strings
 * with its own piece splitting: it shares no code with src/puzzles/blocks.
 */
type Shapes = Record<string, Array<[number, number]>>;

interface Piece {
  letter: string;
  cells: number[];
}

export const HAKOIRI_SHAPES: Shapes = {
  L: [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ],
  N: [
    [0, 0],
    [0, 1],
  ],
  M: [
    [0, 0],
    [1, 0],
  ],
  O: [[0, 0]],
};

export const NOOFF_SHAPES: Shapes = {
  L: [
    [0, 0],
    [0, 1],
  ],
  N: [[0, 0]],
  O: [[0, 0]],
  F: [[0, 0]],
};

function split(layout: string, shapes: Shapes): { pieces: Piece[]; rows: number; cols: number } {
  const grid = layout.split('/').map((row) => row.split(''));
  const rows = grid.length;
  const cols = grid[0]!.length;
  const taken = new Set<number>();
  const pieces: Piece[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const letter = grid[r]![c]!;
      if (letter === '.' || taken.has(r * cols + c)) continue;
      const cells = shapes[letter]!.map(([dr, dc]) => (r + dr) * cols + c + dc);
      cells.forEach((cell) => {
        taken.add(cell);
      });
      pieces.push({ letter, cells });
    }
  }
  return { pieces, rows, cols };
}

const key = (piece: Piece) => `${piece.letter}:${piece.cells.join(',')}`;

/** Checks one move under a metric; returns an error message or null. */
export function checkMove(before: string, after: string, metric: 'step' | 'line' | 'piece', shapes: Shapes): string | null {
  const a = split(before, shapes);
  const b = split(after, shapes);
  const afterKeys = new Set(b.pieces.map(key));
  const beforeKeys = new Set(a.pieces.map(key));
  const gone = a.pieces.filter((p) => !afterKeys.has(key(p)));
  const came = b.pieces.filter((p) => !beforeKeys.has(key(p)));
  if (gone.length !== 1 || came.length !== 1) return `${before} -> ${after}: ${gone.length} pieces moved`;
  const [moving, arrived] = [gone[0]!, came[0]!];
  if (moving.letter !== arrived.letter) return `${before} -> ${after}: a piece changed kind`;
  const { rows, cols } = a;
  const occupied = new Set(a.pieces.filter((p) => p !== moving).flatMap((p) => p.cells));
  const fits = (cells: number[]) => cells.every((cell) => !occupied.has(cell));
  const shifted = (cells: number[], dr: number, dc: number) => {
    const out: number[] = [];
    for (const cell of cells) {
      const r = Math.floor(cell / cols) + dr;
      const c = (cell % cols) + dc;
      if (r < 0 || r >= rows || c < 0 || c >= cols) return null;
      out.push(r * cols + c);
    }
    return out;
  };
  const target = arrived.cells.join(',');
  const directions = [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ] as const;
  if (metric === 'step' || metric === 'line') {
    for (const [dr, dc] of directions) {
      let cells: number[] | null = moving.cells;
      for (let _distance = 1; ; _distance++) {
        cells = shifted(cells, dr, dc);
        if (!cells || !fits(cells)) break;
        if (cells.join(',') === target) return null;
        if (metric === 'step') break;
      }
    }
    return `${before} -> ${after}: not one ${metric} move`;
  }
  const seen = new Set([moving.cells.join(',')]);
  const queue = [moving.cells];
  for (const cells of queue) {
    if (cells.join(',') === target) return null;
    for (const [dr, dc] of directions) {
      const next = shifted(cells, dr, dc);
      if (next && fits(next) && !seen.has(next.join(','))) {
        seen.add(next.join(','));
        queue.push(next);
      }
    }
  }
  return `${before} -> ${after}: the piece cannot travel there`;
}
