import { displayWidth, padEnd } from './text-width.js';

export interface Panel {
  caption: string;
  /** The drawing, every line as wide as the first (as the board renderers draw them). */
  lines: string[];
}

const GAP = '  ';

/**
 * Lays panels side by side, as many per row as fit in `width` columns (at least one). A caption
 * wider than its board is cut short with … rather than spreading the boards apart, unless
 * `wholeCaptions` asks for every caption in full (state strings meant to be pasted back).
 */
export function gallery(panels: readonly Panel[], width: number, wholeCaptions = false): string[] {
  if (panels.length === 0) return [];
  // A drawing's lines share one width, so one measure a panel is enough.
  const widths = panels.map((p) => (p.lines.length > 0 ? displayWidth(p.lines[0]!) : 0));
  const captionWidth = wholeCaptions ? Math.max(...panels.map((p) => displayWidth(p.caption))) : 0;
  const panelWidth = Math.max(captionWidth, ...widths);
  const perRow = Math.max(1, Math.floor((width + GAP.length) / (panelWidth + GAP.length)));
  const out: string[] = [];
  for (let first = 0; first < panels.length; first += perRow) {
    const last = Math.min(panels.length, first + perRow);
    let height = 0;
    for (let p = first; p < last; p++) height = Math.max(height, panels[p]!.lines.length);
    if (first > 0) out.push('');
    let captions = '';
    for (let p = first; p < last; p++) captions += (p > first ? GAP : '') + padEnd(clip(panels[p]!.caption, panelWidth), panelWidth);
    out.push(captions.trimEnd());
    for (let line = 0; line < height; line++) {
      let text = '';
      for (let p = first; p < last; p++) {
        const drawn = panels[p]!.lines[line];
        const fill = drawn === undefined ? panelWidth : panelWidth - widths[p]!;
        text += (p > first ? GAP : '') + (drawn ?? '') + ' '.repeat(fill);
      }
      out.push(text.trimEnd());
    }
  }
  return out;
}

function clip(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  // Captions are plain text apart from colour codes; cut by characters, then close any colour.
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return `${Array.from(plain)
    .slice(0, Math.max(1, width - 1))
    .join('')}…`;
}
