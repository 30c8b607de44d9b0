import { displayWidth, padEnd } from './text-width.js';

export interface Panel {
  caption: string;
  lines: string[];
}

const GAP = '  ';

/**
 * Lays panels side by side, as many per row as fit in `width` columns (at least one). A caption
 * wider than its board is cut short with … rather than spreading the boards apart.
 */
export function gallery(panels: readonly Panel[], width: number): string[] {
  if (panels.length === 0) return [];
  const panelWidth = Math.max(...panels.map((p) => Math.max(...p.lines.map(displayWidth))));
  const perRow = Math.max(1, Math.floor((width + GAP.length) / (panelWidth + GAP.length)));
  const out: string[] = [];
  for (let first = 0; first < panels.length; first += perRow) {
    const row = panels.slice(first, first + perRow);
    const height = Math.max(...row.map((p) => p.lines.length)) + 1;
    if (first > 0) out.push('');
    for (let line = 0; line < height; line++) {
      const cells = row.map((p) => padEnd(line === 0 ? clip(p.caption, panelWidth) : (p.lines[line - 1] ?? ''), panelWidth));
      out.push(cells.join(GAP).trimEnd());
    }
  }
  return out;
}

function clip(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  // Captions are plain text apart from colour codes; cut by characters, then close any colour.
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return `${Array.from(plain).slice(0, Math.max(1, width - 1)).join('')}…`;
}
