import type { BoardView } from '../puzzles/puzzle.js';

/** A drawing in SVG elements, with the size it takes (user units, the origin at its top left). */
export interface Picture {
  width: number;
  height: number;
  /** The elements, each on its own line. */
  body: string[];
}

const CELL = 40;
const GAP = 3;
const FONT = 'font-family="DejaVu Sans, Verdana, sans-serif"';

/** Distinct fills for tokens and piece kinds, light enough for dark text. */
const FILLS = ['#8ecae6', '#ffb703', '#90be6d', '#f4a6c6', '#b8b8ff', '#ff8c69', '#80ed99', '#ffd166', '#a0c4ff', '#e9c46a', '#cdb4db', '#bde0fe'];

/** A stable fill per token or piece kind (the same hash as the terminal's colours). */
export function fillOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return FILLS[hash % FILLS.length]!;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`);
}

function text(x: number, y: number, content: string, size = 18, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" ${FONT} text-anchor="middle" dominant-baseline="central"${extra}>${escapeXml(content)}</text>`;
}

/** One position drawn in SVG. */
export function drawPicture(view: BoardView): Picture {
  switch (view.kind) {
    case 'grid':
      return gridPicture(view);
    case 'scatter':
      return scatterPicture(view);
    case 'blocks':
      return blocksPicture(view);
    case 'pegs':
      return pegsPicture(view);
    case 'queens':
      return queensPicture(view);
  }
}

/** Tiles as rounded squares in their token's colour; the empty cell is left as the tray. */
function gridPicture({ rows, cols, tokens, glyphs }: Extract<BoardView, { kind: 'grid' }>): Picture {
  const longest = Math.max(1, ...glyphs.map((glyph) => [...glyph].length));
  const width = Math.max(CELL, longest * 11 + 12);
  const body = [`<rect width="${cols * width}" height="${rows * CELL}" fill="#5c6770" rx="4"/>`];
  for (let cell = 0; cell < rows * cols; cell++) {
    const x = (cell % cols) * width;
    const y = Math.floor(cell / cols) * CELL;
    if (glyphs[cell] === '') continue;
    body.push(`<rect x="${x + 2}" y="${y + 2}" width="${width - 4}" height="${CELL - 4}" rx="5" fill="${fillOf(tokens[cell]!)}" stroke="#333"/>`);
    body.push(text(x + width / 2, y + CELL / 2, glyphs[cell]!, longest > 2 ? 13 : 18));
  }
  return { width: cols * width, height: rows * CELL, body };
}

/** Cells at their layout positions (rows, half-width columns) as discs, as the hexagram is drawn. */
function scatterPicture({ positions, tokens, glyphs }: Extract<BoardView, { kind: 'scatter' }>): Picture {
  const rows = Math.max(...positions.map(([row]) => row)) + 1;
  const cols = Math.max(...positions.map(([, col]) => col)) + 2;
  const half = CELL / 2;
  const body = positions.flatMap(([row, col], cell) => {
    const x = col * half + half;
    const y = row * CELL + half;
    const empty = glyphs[cell] === '' || glyphs[cell] === ' ';
    return [
      `<circle cx="${x}" cy="${y}" r="${half - 2}" fill="${empty ? '#ffffff' : fillOf(tokens[cell]!)}" stroke="#333"/>`,
      ...(empty ? [] : [text(x, y, glyphs[cell]!, 16)]),
    ];
  });
  return { width: cols * half, height: rows * CELL, body };
}

/**
 * Block pieces as one shape each: a cell is inset only on the sides where the neighbour belongs
 * to another piece, so a 2×2 piece reads as one block; its label (or letter) at its centre.
 */
function blocksPicture({ rows, cols, pieces, kinds, labels, doors = [], goalCells = [] }: Extract<BoardView, { kind: 'blocks' }>): Picture {
  const body = [`<rect width="${cols * CELL}" height="${rows * CELL}" fill="#5c6770" rx="4"/>`];
  // Walls as solid blocks, empty doors with their character.
  for (let cell = 0; cell < rows * cols; cell++) {
    const x = (cell % cols) * CELL;
    const y = Math.floor(cell / cols) * CELL;
    if (pieces[cell] === -2) body.push(`<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="#2b2f33"/>`);
    else if (pieces[cell] === -1 && doors[cell]) body.push(text(x + CELL / 2, y + CELL / 2, doors[cell]!, 18, ' fill="#ffd166"'));
  }
  // Empty goal cells as rings, in the doors' colour.
  for (const cell of goalCells) {
    if (pieces[cell] !== -1) continue;
    const [x, y] = [(cell % cols) * CELL + CELL / 2, Math.floor(cell / cols) * CELL + CELL / 2];
    body.push(`<circle cx="${x}" cy="${y}" r="${CELL / 5}" fill="none" stroke="#ffd166" stroke-width="3"/>`);
  }
  const at = (row: number, col: number) => (row < 0 || col < 0 || row >= rows || col >= cols ? -2 : pieces[row * cols + col]!);
  const extent = new Map<number, { top: number; left: number; bottom: number; right: number }>();
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const piece = at(row, col);
      if (piece < 0) continue;
      const inset = (row2: number, col2: number) => (at(row2, col2) === piece ? 0 : GAP);
      const x = col * CELL + inset(row, col - 1);
      const y = row * CELL + inset(row - 1, col);
      const w = CELL - inset(row, col - 1) - inset(row, col + 1);
      const h = CELL - inset(row - 1, col) - inset(row + 1, col);
      body.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fillOf(kinds[piece]!)}"/>`);
      const box = extent.get(piece) ?? { top: row, left: col, bottom: row, right: col };
      extent.set(piece, { top: Math.min(box.top, row), left: Math.min(box.left, col), bottom: Math.max(box.bottom, row), right: Math.max(box.right, col) });
    }
  }
  for (const [piece, box] of [...extent].sort(([a], [b]) => a - b)) {
    const label = labels[kinds[piece]!] ?? kinds[piece]!;
    body.push(text(((box.left + box.right + 1) * CELL) / 2, ((box.top + box.bottom + 1) * CELL) / 2, label, label.length > 2 ? 13 : 18));
  }
  return { width: cols * CELL, height: rows * CELL, body };
}

/** Hanoi: pegs on a base, each disc as wide as its size. */
function pegsPicture({ stacks }: Extract<BoardView, { kind: 'pegs' }>): Picture {
  const discs = stacks.reduce((sum, stack) => sum + stack.length, 0);
  const discHeight = discs > 12 ? 8 : 14;
  const pegWidth = Math.max(60, discs * 10 + 20);
  const height = (discs + 1) * discHeight + 16;
  const base = height - 6;
  const body = [`<rect x="0" y="${base}" width="${stacks.length * pegWidth}" height="6" fill="#6b4f3a"/>`];
  stacks.forEach((stack, peg) => {
    const centre = peg * pegWidth + pegWidth / 2;
    body.push(`<rect x="${centre - 3}" y="8" width="6" height="${base - 8}" fill="#8d6e63"/>`);
    stack.forEach((disc, level) => {
      const w = 14 + ((pegWidth - 24) * disc) / Math.max(1, discs);
      const y = base - (level + 1) * discHeight;
      body.push(`<rect x="${centre - w / 2}" y="${y}" width="${w}" height="${discHeight - 1}" rx="3" fill="${fillOf(String(disc))}" stroke="#333"/>`);
    });
  });
  return { width: stacks.length * pegWidth, height, body };
}

/** Boards past this size are drawn without the letter in each queen. */
const LABELLED_QUEENS = 32;

/** N-Queens on a chessboard; queens placed beforehand in gold. */
function queensPicture({ size, columns, fixed }: Extract<BoardView, { kind: 'queens' }>): Picture {
  const cell = size > LABELLED_QUEENS ? Math.max(4, Math.floor(640 / size)) : CELL;
  const placed = new Set(fixed);
  const body: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      body.push(`<rect x="${col * cell}" y="${row * cell}" width="${cell}" height="${cell}" fill="${(row + col) % 2 === 0 ? '#f0d9b5' : '#b58863'}"/>`);
    }
  }
  columns.forEach((col, row) => {
    const x = col * cell + cell / 2;
    const y = row * cell + cell / 2;
    body.push(`<circle cx="${x}" cy="${y}" r="${cell * 0.35}" fill="${placed.has(row * size + col) ? '#ffb703' : '#222'}"/>`);
    if (size <= LABELLED_QUEENS) body.push(text(x, y, 'Q', 16, ' fill="#fff"'));
  });
  return { width: size * cell, height: size * cell, body };
}
