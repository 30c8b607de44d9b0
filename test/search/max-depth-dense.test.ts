import { describe, expect, it } from 'vitest';
import { gridAdjacency } from '../../src/puzzles/graph/definition.js';
import { PackedBoard } from '../../src/puzzles/graph/packed-board.js';
import { RankedBoard } from '../../src/puzzles/graph/ranked-board.js';
import { StateLimitError } from '../../src/search/errors.js';
import { maxDepthDense } from '../../src/search/max-depth-dense.js';
import { maxDepth } from '../../src/search/max-depth.js';

describe('max-depth BFS over bitsets (dense spaces)', () => {
  const goal = [1, 2, 3, 4, 5, 6, 7, 0];
  const ranked = new RankedBoard(gridAdjacency(2, 4));
  const packed = new PackedBoard(gridAdjacency(2, 4), 8);

  it('finds the same layers and antipodes as the hash-table BFS (2×4 board: 36 moves, 20,160 positions)', async () => {
    const dense = await maxDepthDense(ranked, ranked.encode(goal));
    const table = maxDepth(packed, packed.encode(goal));
    expect(dense.histogram).toEqual(table.histogram);
    expect([dense.depth, dense.total]).toEqual([36, 20_160]);
    const asText = (states: number[], decode: (s: number) => Uint8Array) => states.map((s) => Array.from(decode(s)).join(',')).sort();
    expect(asText(dense.antipodes, (s) => ranked.decode(s))).toEqual(asText(table.antipodes, (s) => packed.decode(s)));
    expect(dense.stats).toEqual(table.stats);
  });

  it('stops at the state cap with StateLimitError', async () => {
    await expect(maxDepthDense(ranked, ranked.encode(goal), { maxStates: 1000 })).rejects.toThrow(StateLimitError);
  });
});
