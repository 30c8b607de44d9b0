import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StateLimitError } from '../../src/search/errors.js';
import { NO_PARENT, StateTable } from '../../src/search/state-table.js';

describe('StateTable', () => {
  it('keeps insertion order and parents while growing, for states up to 2^53', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), { maxLength: 3000 }), (states) => {
        const table = new StateTable(16);
        states.forEach((state, i) => {
          expect(table.add(state, i - 1)).toBe(i);
        });
        states.forEach((state, i) => {
          expect(table.add(state, 0)).toBe(-1);
          expect(table.indexOf(state)).toBe(i);
          expect(table.stateAt(i)).toBe(state);
        });
        expect(table.size).toBe(states.length);
      }),
      { numRuns: 30 },
    );
  });

  it('looks numbered states up by number, with the same answers as hashing them', () => {
    // States first in step with the entries (0, 1, 2, … with repeats, as a search meets them), then anywhere.
    const inStepThenAnywhere = fc
      .tuple(fc.array(fc.boolean(), { maxLength: 3000 }), fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 3000 }))
      .map(([repeats, anywhere]) => {
        let next = 0;
        return [...repeats.map((repeat) => (repeat && next > 0 ? next - 1 : next++)), ...anywhere];
      });
    fc.assert(
      fc.property(inStepThenAnywhere, (states) => {
        const hashed = new StateTable(16);
        const numbered = new StateTable(16, Number.POSITIVE_INFINITY, true);
        // Each new entry's parent is the one before it, so every path leads back to the root.
        const added = states.map((state) => [numbered.add(state, numbered.size - 1), hashed.add(state, hashed.size - 1)]);
        expect(added.map(([byNumber]) => byNumber)).toEqual(added.map(([byHash]) => byHash));
        const everyState = Array.from({ length: 5002 }, (_, state) => state);
        expect(everyState.map((state) => numbered.indexOf(state))).toEqual(everyState.map((state) => hashed.indexOf(state)));
        expect(numbered.size).toBe(hashed.size);
        if (numbered.size > 0) expect(numbered.pathTo(numbered.size - 1)).toEqual(hashed.pathTo(hashed.size - 1));
      }),
      { numRuns: 30 },
    );
  });

  it('rebuilds the path from the root by parent indices', () => {
    const table = new StateTable();
    table.add(10, NO_PARENT);
    table.add(20, 0);
    table.add(30, 0);
    table.add(40, 2);
    expect(table.pathTo(3)).toEqual([10, 30, 40]);
    expect(table.indexOf(99)).toBe(-1);
  });

  it('stops at its cap with StateLimitError instead of growing without end', () => {
    const table = new StateTable(16, 100);
    expect(() => {
      for (let i = 0; i < 1000; i++) table.add(i, NO_PARENT);
    }).toThrow(StateLimitError);
    expect(table.size).toBe(100);
  });
});
