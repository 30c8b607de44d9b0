import { describe, expect, it } from 'vitest';
import { distancesTo, UNREACHED } from '../../src/search/distances.js';
import type { SearchSpace } from '../../src/search/space.js';

/** States 0 … n − 1 on a ring, each a move from its two neighbours; `cut` states past it off (no moves). */
function ring(n: number, cut = n): SearchSpace {
  return {
    maxBranching: 2,
    successors: (state, out) => {
      if (state >= cut) return 0;
      out[0] = (state + 1) % cut;
      out[1] = (state + cut - 1) % cut;
      return 2;
    },
  };
}

describe('distancesTo: breadth-first from every goal at once', () => {
  it('gives each state its moves to the nearest goal', () => {
    expect(Array.from(distancesTo(ring(10), 10, (state) => state === 0))).toEqual([0, 1, 2, 3, 4, 5, 4, 3, 2, 1]);
    expect(Array.from(distancesTo(ring(10), 10, (state) => state === 0 || state === 5))).toEqual([0, 1, 2, 2, 1, 0, 1, 2, 2, 1]);
  });

  it('leaves states no goal reaches, and those 255 moves or more away, unreached', () => {
    expect(Array.from(distancesTo(ring(6, 4), 6, (state) => state === 0))).toEqual([0, 1, 2, 1, UNREACHED, UNREACHED]);
    const far = distancesTo(ring(600), 600, (state) => state === 0);
    expect([far[254], far[255], far[300], far[600 - 254]]).toEqual([254, UNREACHED, UNREACHED, 254]);
  });
});
