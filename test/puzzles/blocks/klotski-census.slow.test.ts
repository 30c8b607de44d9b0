import { describe, expect, it } from 'vitest';
import { census, mergeCensuses, solve, verify } from '../../../src/index.js';

/** Klotski's pieces, for definitions made from the census's layouts. */
const KINDS = { L: { shape: ['##', '##'] }, N: { shape: ['##'] }, M: { shape: ['#', '#'] }, O: { shape: ['#'] } };
const GOAL = { piece: 'L', row: 3, col: 1 };

describe('the Klotski census (dnomd343/HRD_Database figures)', () => {
  it('finds 29,334,498 legal layouts in 25,422 groups, the largest of 964,656, and the hardest layout, replayed', async () => {
    const result = await census({ puzzle: 'klotski' });
    expect([result.layouts, result.groups, result.largest!.size]).toEqual([29_334_498, 25_422, 964_656]);
    // The hardest legal layout: no figure is published; the census finds 138 moves, in 峰回路转's group of 81,340.
    const [hardest] = result.top;
    expect([hardest!.hardest, hardest!.size, hardest!.pieces]).toEqual([138, 81_340, 'L1 N2 M3 O4']);
    const definition = {
      family: 'blocks',
      name: 'hardest-klotski',
      title: 'the hardest Klotski layout',
      kinds: KINDS,
      start: hardest!.hardestLayout!,
      goal: GOAL,
    };
    const solution = await solve({ puzzle: definition });
    expect(solution.length).toBe(138);
    const replay = await verify({ puzzle: definition, moves: [...solution.moves], optimal: true });
    expect([replay.legal, replay.solved, replay.shortest]).toEqual([true, true, 138]);
    // Four shards of the piece sets, merged, say the same.
    const parts = [];
    for (let index = 1; index <= 4; index++) parts.push({ census: await census({ puzzle: 'klotski', shard: { index, of: 4 } }), where: `shard ${index}` });
    const { milliseconds: _merged, ...merged } = mergeCensuses(parts, 20);
    const { milliseconds: _whole, ...whole } = result;
    expect(merged).toEqual(whole);
  }, 900_000);

  it('puts the classic start (横刀立马) in a group of 25,955', async () => {
    const spec = {
      family: 'blocks',
      name: 'hakoiri-pieces',
      title: "Klotski layouts with the classic start's pieces",
      census: ['....', '....', '....', '....', '....'],
      kinds: { L: { ...KINDS.L, count: 1 }, N: { ...KINDS.N, count: 1 }, M: { ...KINDS.M, count: 4 }, O: { ...KINDS.O, count: 4 } },
      minEmpty: 2,
      goal: GOAL,
    };
    const sizes: number[] = [];
    let startGroup = -1;
    await census({
      puzzle: spec,
      onGroup: (group) => sizes.push(group.size),
      onDistance: (layout) => {
        if (layout === 'MLLM/MLLM/MNNM/MOOM/O..O') startGroup = sizes.length - 1;
      },
    });
    expect(sizes[startGroup]).toBe(25_955);
  }, 300_000);
});
