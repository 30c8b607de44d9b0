import { describe, expect, it } from 'vitest';
import { census } from '../../../src/index.js';
import { trafficModel } from './traffic-model.js';

describe('the 5×5 Rush Hour census', () => {
  it("classifies every position, and the ones where nothing moves left or up are Fogleman's 268,109 arrangements", async () => {
    const { isStuck } = trafficModel(5, 2);
    let stuck = 0;
    const result = await census({
      puzzle: 'rushhour-5x5',
      onDistance: (layout) => {
        if (isStuck(layout)) stuck++;
      },
    });
    expect(stuck).toBe(268_109);
    // Fogleman's enumerator (fogleman/rush cpp, run on this machine for 5×5): 130,299 clusters, 62,106 solvable, 1,730 minimal.
    expect([result.layouts, result.groups, result.solvableGroups, result.minimalGroups, result.top[0]!.hardest]).toEqual([
      6_795_364, 130_299, 62_106, 1_730, 20,
    ]);
  }, 600_000);

  it("with 0 or 1 wall: Fogleman's 2,988,670 arrangements", async () => {
    const { isStuck } = trafficModel(5, 2, 1);
    let stuck = 0;
    const result = await census({
      puzzle: 'rushhour-5x5-walls',
      onDistance: (layout) => {
        if (isStuck(layout)) stuck++;
      },
    });
    expect(stuck).toBe(2_988_670);
    // Fogleman's enumerator on the same board (0–1 walls), run on this machine: 1,655,079 clusters, 831,255 solvable, 6,041 minimal.
    expect([result.groups, result.solvableGroups, result.minimalGroups, result.top[0]!.hardest]).toEqual([1_655_079, 831_255, 6_041, 21]);
  }, 1_800_000);
});
