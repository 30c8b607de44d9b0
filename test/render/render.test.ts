import { describe, expect, it } from 'vitest';
import { drawBoard, pegsLine } from '../../src/render/board.js';
import { gallery } from '../../src/render/gallery.js';
import { drawHistogram } from '../../src/render/histogram.js';
import { colourLevel, PLAIN } from '../../src/render/paint.js';
import { displayWidth } from '../../src/render/text-width.js';

const plain = PLAIN;

describe('colour follows the contract', () => {
  it.each([
    [{ color: true, isTTY: true, env: {} }, 1],
    [{ color: true, isTTY: false, env: {} }, 0],
    [{ color: true, isTTY: true, env: { NO_COLOR: '' } }, 0],
    [{ color: true, isTTY: true, env: { TERM: 'dumb' } }, 0],
    [{ color: false, isTTY: true, env: {} }, 0],
    [{ color: true, isTTY: false, env: { FORCE_COLOR: '1' } }, 1],
    [{ color: true, isTTY: false, env: { FORCE_COLOR: '1', NO_COLOR: '1' } }, 0],
  ])('%j → level %i', (options, level) => {
    expect(colourLevel(options)).toBe(level);
  });
});

describe('drawing', () => {
  it('draws a grid with box lines, the empty cell blank', () => {
    const lines = drawBoard({ kind: 'grid', rows: 2, cols: 2, tokens: ['1', '2', '3', '0'], glyphs: ['1', '2', '3', ''] }, plain);
    expect(lines).toEqual(['┌─┬─┐', '│1│2│', '├─┼─┤', '│3│ │', '└─┴─┘']);
  });

  it('outlines block pieces, with no line inside a piece', () => {
    const lines = drawBoard({ kind: 'blocks', rows: 1, cols: 3, pieces: Int32Array.from([0, 0, -1]), kinds: ['L'], labels: {} }, plain);
    expect(lines).toEqual(['┌───────┬───┐', '│ L   L │   │', '└───────┴───┘']);
  });

  it('writes Hanoi pegs as the seed does', () => {
    expect(pegsLine([[4, 3, 2], [1], []])).toBe('[4,3,2],[1],[]');
  });

  it('lays boards side by side as far as the width allows, clipping long captions', () => {
    const panel = (caption: string) => ({ caption, lines: ['┌─┐', '└─┘'] });
    expect(gallery([panel('a'), panel('b'), panel('a very long caption')], 8)).toEqual(['a    b', '┌─┐  ┌─┐', '└─┘  └─┘', '', 'a …', '┌─┐', '└─┘']);
  });

  it('scales histogram bars to the widest count', () => {
    const lines = drawHistogram([1, 4, 2], 20, plain);
    expect(lines).toEqual([`0 1 ${'█'.repeat(3)}▌`, `1 4 ${'█'.repeat(14)}`, `2 2 ${'█'.repeat(7)}`]);
    expect(Math.max(...lines.map(displayWidth))).toBeLessThanOrEqual(20);
  });

  it('counts wide characters twice', () => {
    expect(displayWidth('箱入り娘')).toBe(8);
    expect(displayWidth('\u001b[31mab\u001b[39m')).toBe(2);
  });
});
