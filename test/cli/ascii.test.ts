import { describe, expect, it } from 'vitest';
import { toAscii } from '../../src/render/ascii.js';
import { slide } from './run-cli.js';

// Box drawing and block elements (titles may still hold Japanese: that is data, not drawing).
const DRAWING = /[\u2500-\u259f]/;

describe('ASCII fallback', () => {
  it.each([
    [['solve', '8puzzle', '-s', '123456708']],
    [['solve', 'nooff']],
    [['show', 'hakoiri']],
    [['show', 'lines']],
    [['max', '6puzzle']],
    [['show', 'hexagram']],
    [['solve', 'queens', '--size', '6']],
    [['solve', 'hanoi', '--disks', '3']],
  ])('LANG=C draws %j with +-| only, shaped as the box drawing is', (args) => {
    const boxed = slide(args, { LANG: 'C.UTF-8' });
    const plain = slide(args, { LANG: 'C' });
    expect(plain.status).toBe(0);
    expect(plain.stdout).not.toMatch(DRAWING);
    expect(plain.stdout).toBe(toAscii(boxed.stdout));
    // Every line keeps its width, so the boards keep their shape.
    expect(plain.stdout.split('\n').map((line) => line.length)).toEqual(boxed.stdout.split('\n').map((line) => [...line].length));
  });

  it('--ascii asks for it in a UTF-8 locale; LC_ALL outranks LANG', () => {
    const run = slide(['--ascii', 'solve', '8puzzle', '-s', '123456708'], { LANG: 'en_US.UTF-8' });
    expect(run.stdout).toContain('+-+-+-+');
    expect(slide(['solve', '8puzzle', '-s', '123456708'], { LANG: 'C', LC_ALL: 'en_US.UTF-8' }).stdout).toContain('┌─┬─┬─┐');
    expect(slide(['solve', '8puzzle', '-s', '123456708'], { LANG: 'en_US.UTF-8', LC_ALL: 'POSIX' }).stdout).toContain('+-+-+-+');
  });

  it('leaves JSON as it is (labels and states are data)', () => {
    const args = ['solve', 'lines', '-f', 'json'];
    expect(slide(args, { LANG: 'C' }).stdout).toBe(slide(args).stdout);
  });
});
