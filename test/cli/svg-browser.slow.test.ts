import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';
import { PICTURES } from './svg-pictures.js';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => spawnSync(path, ['--version']).status === 0);
if (!CHROMIUM) console.warn('svg-browser test: Chromium is not installed (bash scripts/install-test-tools.sh installs it); the browser checks are skipped');

/** The background of a frame's panel (FRAME_FILL in src/cli/formats/svg.ts). */
const FRAME = [0xee, 0xf1, 0xf4];

describe.skipIf(!CHROMIUM)('SVG rendered in headless Chromium', () => {
  const folder = mkdtempSync(join(tmpdir(), 'slide-svg-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A screenshot of the picture at its own size. */
  function screenshot(svg: string, name: string): PNG {
    const [, width, height] = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg)!;
    writeFileSync(join(folder, `${name}.svg`), svg);
    const png = join(folder, `${name}.png`);
    const flags = [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
    ];
    const run = spawnSync(
      CHROMIUM!,
      [
        ...flags,
        `--user-data-dir=${join(folder, `profile-${name}`)}`,
        `--screenshot=${png}`,
        `--window-size=${width},${height}`,
        `file://${join(folder, `${name}.svg`)}`,
      ],
      { timeout: 60_000 },
    );
    expect(run.status).toBe(0);
    return PNG.sync.read(readFileSync(png));
  }

  /** Runs of frame-coloured pixels along a row: one per frame the row crosses. */
  function framesAlong(image: PNG, y: number): number {
    let runs = 0;
    let inside = false;
    for (let x = 0; x < image.width; x++) {
      const at = (y * image.width + x) * 4;
      const frame = FRAME.every((value, channel) => Math.abs(image.data[at + channel]! - value) <= 2);
      if (frame && !inside) runs++;
      inside = frame;
    }
    return runs;
  }

  function colours(image: PNG): number {
    const seen = new Set<number>();
    for (let at = 0; at < image.data.length; at += 4) seen.add(image.data.readUInt32BE(at));
    return seen.size;
  }

  it.each(PICTURES)('%s: the screenshot holds the drawing, one panel a frame', (name, args, frames) => {
    const image = screenshot(slide([...args, '-f', 'svg']).stdout, name.replace(/\W/g, '-'));
    // Frames begin below the 34-pixel title; a row 6 pixels into them crosses every panel of the first row.
    expect(framesAlong(image, 40)).toBe(frames);
    // Not blank: tiles, pieces, discs and text in many colours.
    expect(colours(image)).toBeGreaterThan(20);
  });

  it('draws Japanese titles in glyphs, not empty boxes (a CJK font is installed)', () => {
    // Without a font for them, every CJK character is the same empty box: two different ones would look alike.
    const glyph = (text: string, name: string) =>
      screenshot(
        `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#fff"/><text x="8" y="48" font-size="48" font-family="sans-serif">${text}</text></svg>`,
        name,
      ).data;
    expect(Buffer.compare(glyph('箱', 'box'), glyph('娘', 'daughter'))).not.toBe(0);
  });

  it('the animation shows one frame at a time', () => {
    const image = screenshot(slide(['solve', '8puzzle', '-s', '123405786', '-f', 'svg', '--animate']).stdout, 'animated');
    expect(framesAlong(image, 40)).toBe(1);
    expect(colours(image)).toBeGreaterThan(20);
  });
});
