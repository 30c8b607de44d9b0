import { InputError } from '../../library/errors.js';
import type { BoardView, Solution } from '../../library/types.js';
import { grouped, plural } from '../../render/numbers.js';
import { drawPicture, escapeXml, type Picture } from '../../render/svg.js';
import type { Renderer } from './renderer.js';

/** More positions than this make a picture no one can read: `--format moves` lists them instead. */
export const MAX_SVG_FRAMES = 1000;

const PAD = 10;
const CAPTION = 22;
const HEADER = 34;
/** Strips wrap to a new row past this width. */
const ROW_WIDTH = 1200;
const FRAME_FILL = '#eef1f4';
const FONT = 'font-family="DejaVu Sans, Verdana, sans-serif"';

interface Frame {
  caption: string;
  picture: Picture;
}

/** A frame: its panel, caption and drawing, at (x, y). */
function frameAt(frame: Frame, x: number, y: number, width: number, height: number, extra = ''): string[] {
  return [
    `<g class="frame" transform="translate(${x} ${y})"${extra}>`,
    `<rect width="${width}" height="${height}" rx="6" fill="${FRAME_FILL}"/>`,
    `<text x="${PAD}" y="${PAD + 14}" font-size="14" ${FONT}>${escapeXml(clip(frame.caption, width - 2 * PAD))}</text>`,
    `<g transform="translate(${(width - frame.picture.width) / 2} ${PAD + CAPTION})">`,
    ...frame.picture.body,
    '</g>',
  ];
}

/** About the widest a character of the 14-pixel caption font is. */
const CHARACTER_WIDTH = 8.5;

/** A caption cut to its frame's width (with …), so long move labels do not run into the next frame. */
function clip(caption: string, width: number): string {
  const room = Math.max(1, Math.floor(width / CHARACTER_WIDTH));
  const characters = [...caption];
  return characters.length <= room ? caption : `${characters.slice(0, room - 1).join('')}…`;
}

function document(title: string, width: number, height: number, body: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${PAD}" y="${PAD + 16}" font-size="18" font-weight="bold" ${FONT}>${escapeXml(title)}</text>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** The frames side by side, wrapping into rows, under a title. */
function strip(title: string, frames: Frame[]): string {
  const width = Math.max(...frames.map((frame) => frame.picture.width)) + 2 * PAD;
  const height = Math.max(...frames.map((frame) => frame.picture.height)) + 2 * PAD + CAPTION;
  const perRow = Math.max(1, Math.min(frames.length, Math.floor((ROW_WIDTH - PAD) / (width + PAD))));
  const rows = Math.ceil(frames.length / perRow);
  const body = frames.flatMap((frame, i) =>
    frameAt(frame, PAD + (i % perRow) * (width + PAD), HEADER + Math.floor(i / perRow) * (height + PAD), width, height).concat('</g>'),
  );
  return document(title, PAD + perRow * (width + PAD), HEADER + rows * (height + PAD), body);
}

/**
 * The frames in one place, each shown in turn (SMIL, so the file plays in any browser with no
 * script): `speed` frames a second, looping. Before it plays, the first frame shows.
 */
function animation(title: string, frames: Frame[], speed: number): string {
  const width = Math.max(...frames.map((frame) => frame.picture.width)) + 2 * PAD;
  const height = Math.max(...frames.map((frame) => frame.picture.height)) + 2 * PAD + CAPTION;
  const n = frames.length;
  const duration = `${+(n / speed).toFixed(3)}s`;
  const at = (k: number) => +(k / n).toFixed(6);
  const body = frames.flatMap((frame, i) => {
    const [values, times] = i === 0 ? ['visible;hidden', `0;${at(1)}`] : ['hidden;visible;hidden', `0;${at(i)};${at(i + 1)}`];
    return [
      ...frameAt(frame, PAD, HEADER, width, height, i === 0 ? '' : ' visibility="hidden"'),
      n > 1
        ? `<animate attributeName="visibility" values="${values}" keyTimes="${times}" calcMode="discrete" dur="${duration}" repeatCount="indefinite"/>`
        : '',
      '</g>',
    ].filter((line) => line !== '');
  });
  return document(title, width + 2 * PAD, HEADER + height + PAD, body);
}

/** A solution's frames, refused past MAX_SVG_FRAMES before any is drawn. */
function solutionFrames(solution: Solution): Frame[] {
  if (solution.layout === 'final') {
    let last: BoardView | undefined;
    for (const view of solution.views) last = view;
    return last ? [{ caption: 'solution', picture: drawPicture(last) }] : [];
  }
  if (solution.length + 1 > MAX_SVG_FRAMES) {
    throw new InputError(
      `${grouped(solution.length + 1)} positions are too many to draw (at most ${grouped(MAX_SVG_FRAMES)})`,
      'list the moves instead: --format moves',
      'format',
    );
  }
  const moves = [...solution.moves];
  return [...solution.views].map((view, step) => ({ caption: step === 0 ? 'start' : `${step} ${moves[step - 1]}`, picture: drawPicture(view) }));
}

/** Pictures for slides and web pages: a self-contained SVG, the same bytes every run. */
export const svgRenderer: Renderer = {
  solution(solution, out, style) {
    const frames = solutionFrames(solution);
    const title = solution.layout === 'final' ? solution.puzzle : `${solution.puzzle}: ${plural(solution.length, 'move')}`;
    out.write(style.animate ? animation(title, frames, style.animate.speed) : strip(title, frames));
  },
  description(description, out) {
    const { views } = description;
    const frames = [
      { caption: description.stateCaption, picture: drawPicture(views.state) },
      { caption: 'cells', picture: drawPicture(views.cells) },
      ...(views.goal ? [{ caption: 'goal', picture: drawPicture(views.goal) }] : []),
    ];
    out.write(strip(`${description.puzzle} — ${description.title}`, frames));
  },
};
