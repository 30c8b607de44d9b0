import { describe, expect, it } from 'vitest';
import { PatternDatabase } from '../../../../src/puzzles/tiles/pdb/pattern-database.js';

describe('the pattern-database search on worker threads', () => {
  it('builds the same larger database on worker threads as in one thread', async () => {
    const tiles = [1, 2, 3, 6, 7];
    const here = PatternDatabase.build(5, 5, tiles);
    const shared = await PatternDatabase.buildInWorkers(5, 5, tiles, 2);
    expect(shared.entries).toBe(9_765_625);
    expect(Buffer.compare(shared.nibbles, here.nibbles)).toBe(0);
  });
});
