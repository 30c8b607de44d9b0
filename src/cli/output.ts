import { toAscii } from '../render/ascii.js';
import { grouped as format } from '../render/numbers.js';
import type { SearchStats } from '../library/types.js';
import { jsonRenderer } from './formats/json.js';
import { movesRenderer } from './formats/moves.js';
import type { Renderer } from './formats/renderer.js';
import { svgRenderer } from './formats/svg.js';
import { textRenderer } from './formats/text.js';
import { ChunkedWriter, type Terminal } from './terminal.js';

export const RENDERERS = { text: textRenderer, moves: movesRenderer, json: jsonRenderer, svg: svgRenderer } satisfies Record<string, Renderer>;
export type FormatName = keyof typeof RENDERERS;

/** The formats whose renderer can show a kind of result (the choices of a command's --format). */
export function formatsFor(result: keyof Renderer): FormatName[] {
  return (Object.keys(RENDERERS) as FormatName[]).filter((name) => RENDERERS[name][result] !== undefined);
}

/** Whether a format can print several solutions one after another (`--starts`): an SVG is one picture. */
export function drawsBatches(format: FormatName): boolean {
  return RENDERERS[format].separator !== undefined;
}

/** Runs `draw` with the chosen renderer and a buffered writer onto stdout, flushed at the end. */
export function render(terminal: Terminal, format: FormatName, draw: (renderer: Renderer, out: ChunkedWriter) => void): void {
  const renderer: Renderer = RENDERERS[format];
  const out = new ChunkedWriter(renderer.drawsBoxes && terminal.ascii ? (text) => terminal.out(toAscii(text)) : terminal.out);
  draw(renderer, out);
  out.flush();
}

/** Milliseconds below a second, seconds above: `12.3 ms`, `6.78 s`. */
export function duration(milliseconds: number): string {
  return milliseconds < 1000 ? `${milliseconds.toFixed(1)} ms` : `${(milliseconds / 1000).toFixed(2)} s`;
}

/**
 * The `--stats` line on stderr: counts, elapsed time and throughput (never on stdout). Of a run that
 * continued from a checkpoint (or joined other shards' round), the rate is of what this run generated, and the
 * line says what came from elsewhere (`carriedFrom`).
 */
export function statsLine(
  stats: SearchStats,
  milliseconds: number,
  extra: string[] = [],
  carried?: { generated: number },
  carriedFrom = 'before the checkpoint',
): string {
  const generatedHere = stats.generated - (carried?.generated ?? 0);
  const perSecond = milliseconds > 0 ? (generatedHere / milliseconds) * 1000 : 0;
  const parts = [
    `generated ${format(stats.generated)}`,
    `expanded ${format(stats.expanded)}`,
    ...(stats.stored === undefined ? [] : [`stored ${format(stats.stored)}`]),
    ...(carried ? [`${format(carried.generated)} of them ${carriedFrom}`] : []),
    duration(milliseconds),
    `${format(Math.round(perSecond))} states/s`,
    ...extra,
  ];
  return `stats: ${parts.join(' · ')}`;
}
