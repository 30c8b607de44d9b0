import { describe, expect, it } from 'vitest';
import { missingShards, shardRuns } from '../../src/util/shard.js';

describe('missing shards, as a message names them', () => {
  it('are the numbers of 1 … N a set does not hold', () => {
    expect(missingShards(6, (index) => index % 2 === 0)).toEqual([1, 3, 5]);
    expect(missingShards(3, () => true)).toEqual([]);
  });

  it('are written as runs, pairs as pairs, so a thousand of them stay one line', () => {
    expect(shardRuns([4])).toBe('4');
    expect(shardRuns([1, 3])).toBe('1, 3');
    expect(shardRuns([1, 2, 5])).toBe('1, 2, 5');
    expect(shardRuns([3, 7, 8, 9, 10, 11, 12, ...Array.from({ length: 1974 }, (_, i) => 27 + i)])).toBe('3, 7–12, 27–2000');
  });

  it('stop after the runs asked for', () => {
    const everyOther = Array.from({ length: 100 }, (_, i) => 2 * i + 1);
    expect(shardRuns(everyOther, 3)).toBe('1, 3, 5, …');
    expect(shardRuns(everyOther.slice(0, 3), 3)).toBe('1, 3, 5');
  });
});
