import { describe, expect, it } from 'vitest';
import { census, explore, solve } from '../../../src/index.js';
import type { CensusGroup, Progress } from '../../../src/index.js';
import { trafficModel } from './traffic-model.js';

const { allBoards, neighbours, isGoal, isStuck } = trafficModel(4, 1);

describe('slide census of Rush Hour boards', () => {
  const boards = allBoards();

  it('finds every 4×4 position and the groups an independent search finds, with their hardest distances', async () => {
    const groups: CensusGroup[] = [];
    const distances = new Map<string, number>();
    const result = await census({
      puzzle: 'rushhour-4x4',
      onGroup: (group) => groups.push(group),
      onDistance: (layout, distance) => distances.set(layout, distance),
    });
    expect(result.layouts).toBe(boards.length);
    expect(new Set(distances.keys())).toEqual(new Set(boards));
    // The model's groups, each with its distances from its goal positions.
    const seen = new Set<string>();
    const model: Array<{ size: number; hardest: number | null }> = [];
    for (const board of boards) {
      if (seen.has(board)) continue;
      const members = [board];
      seen.add(board);
      for (let i = 0; i < members.length; i++) for (const next of neighbours(members[i]!)) if (!seen.has(next)) seen.add(next), members.push(next);
      const distance = new Map(members.filter(isGoal).map((goal) => [goal, 0]));
      const queue = [...distance.keys()];
      for (let i = 0; i < queue.length; i++) {
        for (const next of neighbours(queue[i]!)) if (!distance.has(next)) distance.set(next, distance.get(queue[i]!)! + 1), queue.push(next);
      }
      for (const member of members) expect(distances.get(member)).toBe(distance.get(member) ?? -1);
      model.push({ size: members.length, hardest: queue.length === 0 ? null : Math.max(...distance.values()) });
    }
    const summary = (list: Array<{ size: number; hardest: number | null }>) => list.map(({ size, hardest }) => `${size}:${hardest}`).sort();
    expect(summary(groups)).toEqual(summary(model));
    expect([result.layouts, result.groups, result.top[0]!.hardest]).toEqual([9_304, 880, 7]);
  });

  it('counts the layouts ahead, so its progress measures layouts (a shard: its own), where a block census measures piece sets', async () => {
    const events: Progress[] = [];
    await census({ puzzle: 'rushhour-4x4', threads: 1, shard: { index: 2, of: 3 }, onProgress: (progress) => events.push(progress) });
    const shard = await census({ puzzle: 'rushhour-4x4', threads: 1, shard: { index: 2, of: 3 } });
    const last = events.at(-1)!;
    expect(last).toMatchObject({ kind: 'census', layouts: shard.layouts, total: shard.layouts });
    expect(shard.layouts).toBeLessThan(9_304);
    const blocks: Progress[] = [];
    await census({ puzzle: 'box3x3', threads: 1, onProgress: (progress) => blocks.push(progress) });
    expect(blocks.at(-1)).toMatchObject({ kind: 'census', total: undefined });
  });

  it("has Fogleman's 1,349 arrangements on 4×4: the positions where no vehicle can move left or up", () => {
    expect(boards.filter(isStuck)).toHaveLength(1_349);
  });

  it("with 0 or 1 wall: the groups the model finds, and Fogleman's 9,804 arrangements", async () => {
    const walled = trafficModel(4, 1, 1);
    const boards = walled.allBoards();
    const distances = new Map<string, number>();
    const result = await census({ puzzle: 'rushhour-4x4-walls', onDistance: (layout, distance) => distances.set(layout, distance) });
    expect(new Set(distances.keys())).toEqual(new Set(boards));
    expect(boards.filter(walled.isStuck)).toHaveLength(9_804);
    // Each layout's distance is the model's: from it, the nearest goal is that many moves away.
    const sample = boards.filter((_, i) => i % 97 === 0);
    for (const board of sample) {
      const distance = new Map([[board, 0]]);
      const queue = [board];
      let nearest = -1;
      for (let i = 0; i < queue.length && nearest < 0; i++) {
        if (walled.isGoal(queue[i]!)) nearest = distance.get(queue[i]!)!;
        for (const next of walled.neighbours(queue[i]!)) if (!distance.has(next)) distance.set(next, distance.get(queue[i]!)! + 1), queue.push(next);
      }
      expect(distances.get(board)).toBe(nearest);
    }
    expect(result.layouts).toBe(boards.length);
  });

  it("counts the minimal puzzles as Fogleman's own enumerator does (cpp/src/cluster.cpp, run on this machine: 32 on 4×4)", async () => {
    // His enumerator puts the primary car in row 2; with that, every figure of his run comes out: 880 clusters, 493 solvable, 32 minimal.
    const spec = { family: 'rushhour', name: 'rushhour-4x4-row-2', title: '4×4, primary row 2', census: { rows: 4, cols: 4, primaryRow: 2, minimal: true } };
    const result = await census({ puzzle: spec, threads: 1 });
    expect([result.groups, result.solvableGroups, result.minimalGroups]).toEqual([880, 493, 32]);
    // Without the test asked for, no group is judged and the census says nothing of it.
    const plain = await census({ puzzle: { ...spec, census: { ...spec.census, minimal: false } }, threads: 1 });
    expect(plain.minimalGroups).toBeUndefined();
  });

  it('agrees with max and solve on the hardest groups', async () => {
    const result = await census({ puzzle: 'rushhour-4x4', top: 3 });
    for (const group of result.top) {
      expect((await explore({ puzzle: 'rushhour', start: group.first })).total).toBe(group.size);
      expect((await solve({ puzzle: 'rushhour', start: group.hardestLayout! })).length).toBe(group.hardest);
    }
  });
});
