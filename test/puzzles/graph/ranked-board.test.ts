import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridAdjacency } from '../../../src/puzzles/graph/definition.js';
import { RankedBoard } from '../../../src/puzzles/graph/ranked-board.js';

describe('RankedBoard (permutation ranks as states)', () => {
  const board = new RankedBoard(gridAdjacency(4, 4));

  it('ranks and unranks every permutation it is given, exactly, up to 16!', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          Array.from({ length: 16 }, (_, i) => i),
          { minLength: 16, maxLength: 16 },
        ),
        (codes) => {
          const state = board.encode(codes);
          expect(Number.isSafeInteger(state)).toBe(true);
          expect(Array.from(board.decode(state))).toEqual(codes);
          expect(board.blankOf(state)).toBe(codes.indexOf(0));
        },
      ),
      { numRuns: 300, seed: 5 },
    );
    expect(board.encode(Array.from({ length: 16 }, (_, i) => i))).toBe(0);
    expect(board.encode(Array.from({ length: 16 }, (_, i) => 15 - i))).toBe(20_922_789_887_999);
  });

  it('moves the blank to each neighbour', () => {
    const codes = [1, 2, 3, 4, 5, 0, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    const out = new Float64Array(4);
    const count = board.successors(board.encode(codes), out);
    expect(count).toBe(4);
    expect(Array.from(out.subarray(0, count), (s) => board.blankOf(s))).toEqual([1, 4, 6, 9]);
  });
});
