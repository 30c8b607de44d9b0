import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EntryHeap } from '../../src/search/priority-queue.js';

describe('EntryHeap', () => {
  it('pops by f ascending, then g descending, then entry ascending', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(50), fc.nat(50)), { maxLength: 2000 }), (keys) => {
        const heap = new EntryHeap();
        keys.forEach(([f, g], entry) => heap.push(f, g, entry));
        const popped: number[] = [];
        while (heap.size > 0) {
          popped.push(heap.topEntry());
          heap.pop();
        }
        const expected = keys
          .map(([f, g], entry) => ({ f, g, entry }))
          .sort((a, b) => a.f - b.f || b.g - a.g || a.entry - b.entry)
          .map(({ entry }) => entry);
        expect(popped).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });
});
