import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';
import { PICTURES } from './svg-pictures.js';

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
    expect(steps[1]).toBe(
      '<animate attributeName="visibility" values="hidden;visible;hidden" keyTimes="0;0.333333;0.666667" calcMode="discrete" dur="0.75s" repeatCount="indefinite"/>',
    );
    expect(run.stdout.match(/visibility="hidden"/g)).toHaveLength(2);
  });

  it('refuses what it cannot draw: --animate without svg, batches, thousands of positions', () => {
    expect(slide(['solve', '8puzzle', '--animate'])).toMatchObject({ status: 2, stderr: 'slide: --animate: animates the svg format only (--format svg)\n' });
    expect(slide(['solve', '8puzzle', '--starts', '-', '-f', 'svg'], {}, 10_000, '123456708\n')).toMatchObject({
      status: 2,
      stderr: 'slide: --format: svg draws one solution; give --start\n',
    });
    const many = slide(['solve', 'hanoi', '--disks', '12', '-f', 'svg']);
    expect(many).toMatchObject({ status: 2, stdout: '' });
    expect(many.stderr).toBe('slide: --format: 4,096 positions are too many to draw (at most 1,000)\nlist the moves instead: --format moves\n');
  });
});
