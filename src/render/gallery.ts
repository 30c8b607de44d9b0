import { displayWidth, padEnd } from './text-width.js';

export interface Panel {
  caption: string;
  lines: string[];
}

const GAP = '  ';

/** Lays panels side by side, as many per row as fit in `width` columns (at least one). */
export function gallery(panels: readonly Panel[], width: number): string[] {
  if (panels.length === 0) return [];
  const panelWidth = Math.max(...panels.map((p) => Math.max(displayWidth(p.caption), ...p.lines.map(displayWidth))));
  const perRow = Math.max(1, Math.floor((width + GAP.length) / (panelWidth + GAP.length)));
  const out: string[] = [];
  for (let first = 0; first < panels.length; first += perRow) {
    const row = panels.slice(first, first + perRow);
    const height = Math.max(...row.map((p) => p.lines.length)) + 1;
    if (first > 0) out.push('');
    for (let line = 0; line < height; line++) {
      const cells = row.map((p) => padEnd(line === 0 ? p.caption : (p.lines[line - 1] ?? ''), panelWidth));
      out.push(cells.join(GAP).trimEnd());
    }
  }
  return out;
}
