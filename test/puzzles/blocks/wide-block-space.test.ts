import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BlockSpace, ranksFit } from '../../../src/puzzles/blocks/block-space.js';
import { blocksSpecFromFile } from '../../../src/puzzles/blocks/definition.js';
import { WideBlockSpace } from '../../../src/puzzles/blocks/wide-block-space.js';
import { maxDepth } from '../../../src/search/max-depth.js';

const spec = (name: string) => blocksSpecFromFile(JSON.parse(readFileSync(new URL(`../../../puzzles/${name}.json`, import.meta.url), 'utf8')), name);

describe('WideBlockSpace: multi-word masks and interned states', () => {
  it.each(['hakoiri', 'nooff', 'dad'])('%s: the same layers as the ranked space in every metric', (name) => {
    const puzzle = spec(name);
    for (const metric of ['step', 'line', 'piece'] as const) {
      const ranked = new BlockSpace(puzzle.box, puzzle.kinds, puzzle.counts, metric, puzzle.doors);
      const wide = new WideBlockSpace(puzzle.box, puzzle.kinds, puzzle.counts, metric, puzzle.doors);
      const a = maxDepth(ranked, ranked.encode(puzzle.start));
      const b = maxDepth(wide, wide.encode(puzzle.start));
      expect(b.histogram).toEqual(a.histogram);
      expect(b.antipodes.map((state) => Array.from(wide.decode(state)).join()).sort()).toEqual(
        a.antipodes.map((state) => Array.from(ranked.decode(state)).join()).sort(),
      );
    }
  });

  it('ranks are kept for boxes up to 31 cells whose arrangements fit 53 bits', () => {
    const hakoiri = spec('hakoiri');
    expect(ranksFit(20, hakoiri.kinds, hakoiri.counts)).toBe(true);
    expect(ranksFit(35, hakoiri.kinds, hakoiri.counts)).toBe(false);
  });
});
