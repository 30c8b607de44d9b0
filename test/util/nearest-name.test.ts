import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from '../../src/util/nearest-name.js';

describe('nearestName', () => {
  const names = ['8puzzle', '15puzzle', 'hakoiri', 'hanoi', 'queens'];

  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('8puzle', '8puzzle')).toBe(1);
    expect(editDistance('hanoi', 'hakoiri')).toBe(3);
    expect(editDistance('', 'queens')).toBe(6);
  });

  it('names the closest known name for a likely typo, the first in order among equals', () => {
    expect(nearestName('8puzle', names)).toBe('8puzzle');
    expect(nearestName('haoni', names)).toBe('hanoi');
    expect(nearestName('5puzzle', names)).toBe('15puzzle'); // one edit from 15puzzle and from 8puzzle
  });

  it('names none for what is no typo, however long', () => {
    expect(nearestName('xyz', names)).toBeUndefined();
    expect(nearestName('a'.repeat(100_000), names)).toBeUndefined();
    expect(nearestName(`${'8puzzle'.repeat(3)}`, names)).toBeUndefined();
  });
});
