import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteKeySet } from '../../src/search/byte-key-set.js';

describe('a set of byte keys', () => {
  it('holds each key once, as a set of strings would, through its growth', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ minLength: 3, maxLength: 3, max: 3 }), { maxLength: 300 }), (keys) => {
        const set = new ByteKeySet(3, 1);
        const strings = new Set<string>();
        for (const key of keys) {
          expect(set.add(key)).toBe(!strings.has(key.join()));
          strings.add(key.join());
        }
        expect(set.size).toBe(strings.size);
      }),
    );
  });

  it('reads a key at an offset in a larger buffer', () => {
    const set = new ByteKeySet(2);
    const buffer = Uint8Array.from([9, 1, 2, 1, 2]);
    expect(set.add(buffer, 1)).toBe(true);
    expect(set.add(buffer, 3)).toBe(false);
    expect(set.add(buffer, 0)).toBe(true);
  });
});
