import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';

/** One solution or drawing of every family that draws boards, and what its strip holds. */
const PICTURES: [string, string[], number][] = [
  ['tiles', ['solve', '8puzzle', '-s', '123405786'], 3],
  ['line pieces', ['solve', 'lines', '-s', '123404526'], 1],
  ['6-puzzle', ['show', '6puzzle'], 3],
  ['hexagram', ['show', 'hexagram'], 3],
  ['blocks with a label', ['solve', 'nooff', '-s', 'LLN./OFFO'], 2],
  ['hakoiri (a goal that is a condition: no goal frame)', ['show', 'hakoiri'], 2],
  ['Hanoi', ['solve', 'hanoi', '--disks', '2'], 4],
  ['queens', ['solve', 'queens', '--size', '8', '--place', '2,2'], 1],
];

describe('--format svg', () => {
  it.each(PICTURES)('%s: valid XML, self-contained, the same bytes every run', (_, args, frames) => {
    const run = slide([...args, '-f', 'svg']);
    expect(run.status).toBe(0);
    expect(XMLValidator.validate(run.stdout)).toBe(true);
    expect(run.stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Nothing fetched from elsewhere: no links, no images, no external fonts or styles.
    expect(run.stdout).not.toMatch(/href=|<image|url\(|@import|<script/);
    expect(run.stdout.match(/<g class="frame"/g)).toHaveLength(frames);
    expect(slide([...args, '-f', 'svg']).stdout).toBe(run.stdout);
  });

  it('--animate: one frame area, each frame shown in turn by SMIL at --speed moves a second', () => {
    const run = slide(['solve', '8puzzle', '-s', '123405786', '-f', 'svg', '--animate', '--speed', '4']);
    expect(XMLValidator.validate(run.stdout)).toBe(true);
    const steps = run.stdout.match(/<animate attributeName="visibility"[^>]*>/g)!;
    expect(steps).toHaveLength(3);
    expect(steps[1]).toBe('<animate attributeName="visibility" values="hidden;visible;hidden" keyTimes="0;0.333333;0.666667" calcMode="discrete" dur="0.75s" repeatCount="indefinite"/>');
    expect(run.stdout.match(/visibility="hidden"/g)).toHaveLength(2);
  });

  it('refuses what it cannot draw: --animate without svg, batches, thousands of positions', () => {
    expect(slide(['solve', '8puzzle', '--animate'])).toMatchObject({ status: 2, stderr: 'slide: --animate: animates the svg format only (--format svg)\n' });
    expect(slide(['solve', '8puzzle', '--starts', '-', '-f', 'svg'], {}, 10_000, '123456708\n')).toMatchObject({ status: 2, stderr: 'slide: --format: svg draws one solution; give --start\n' });
    const many = slide(['solve', 'hanoi', '--disks', '12', '-f', 'svg']);
    expect(many).toMatchObject({ status: 2, stdout: '' });
    expect(many.stderr).toBe('slide: --format: 4,096 positions are too many to draw (at most 1,000)\nlist the moves instead: --format moves\n');
  });
});

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => spawnSync(path, ['--version']).status === 0);
if (!CHROMIUM) console.warn('svg.test: Chromium is not installed (bash scripts/install-test-tools.sh installs it); the browser checks are skipped');

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
    const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--hide-scrollbars'];
    const run = spawnSync(CHROMIUM!, [...flags, `--user-data-dir=${join(folder, `profile-${name}`)}`, `--screenshot=${png}`, `--window-size=${width},${height}`, `file://${join(folder, `${name}.svg`)}`], { timeout: 60_000 });
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

  it('the animation shows one frame at a time', () => {
    const image = screenshot(slide(['solve', '8puzzle', '-s', '123405786', '-f', 'svg', '--animate']).stdout, 'animated');
    expect(framesAlong(image, 40)).toBe(1);
    expect(colours(image)).toBeGreaterThan(20);
  });
});
