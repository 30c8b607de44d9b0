import { grouped } from './numbers.js';
import type { Paint } from './paint.js';

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A horizontal bar chart of counts by depth, bars scaled to fit `width` columns. */
export function drawHistogram(histogram: readonly number[], width: number, chalk: Paint): string[] {
  const labels = histogram.map(grouped);
  const depthWidth = String(histogram.length - 1).length;
  const countWidth = Math.max(...labels.map((label) => label.length));
  const room = Math.max(10, width - depthWidth - countWidth - 4);
  const largest = Math.max(...histogram);
  return histogram.map((count, depth) => {
    const eighths = Math.round((count / largest) * room * 8);
    const bar = '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
    return `${String(depth).padStart(depthWidth)} ${labels[depth]!.padStart(countWidth)} ${chalk.cyan(bar || (count > 0 ? '▏' : ''))}`.trimEnd();
  });
}
