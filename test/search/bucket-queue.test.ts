import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BucketQueue } from '../../src/search/bucket-queue.js';

describe('BucketQueue', () => {
  it('pops by f ascending, then g descending, then the last pushed first', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(40), fc.nat(40)), { maxLength: 2000 }), (keys) => {
        const queue = new BucketQueue();
        keys.forEach(([f, g], entry) => {
          queue.push(f, g, entry);
        });
        const out = new Int32Array(1);
        const popped: Array<[number, number]> = [];
        while (queue.size > 0) {
          const entry = queue.pop(out);
          expect(out[0]).toBe(keys[entry]![1]);
          popped.push([entry, out[0]!]);
        }
        const expected = keys
          .map(([f, g], entry) => ({ f, g, entry }))
          .sort((a, b) => a.f - b.f || b.g - a.g || b.entry - a.entry)
          .map(({ entry, g }) => [entry, g]);
        expect(popped).toEqual(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('takes lower f values pushed after higher ones were popped', () => {
    const queue = new BucketQueue();
    const out = new Int32Array(1);
    queue.push(5, 1, 10);
    expect(queue.pop(out)).toBe(10);
    queue.push(3, 0, 11);
    queue.push(7, 2, 12);
    expect([queue.pop(out), queue.pop(out)]).toEqual([11, 12]);
  });
});
