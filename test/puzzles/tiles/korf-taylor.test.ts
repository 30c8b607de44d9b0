import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { korfTaylorInstances } from '../../../bench/korf100.js';
import { verify } from '../../../src/library/verify.js';
import { TileGeometry } from '../../../src/puzzles/tiles/geometry.js';
import { LinearConflict, ManhattanDistance } from '../../../src/puzzles/tiles/heuristics.js';

describe("Korf & Taylor's 24-puzzle instances (test/fixtures/korf-taylor-24.tsv)", () => {
  const geometry = new TileGeometry(5, 5);
  const instances = korfTaylorInstances();

  it('are ten permutations of 0 … 24 with published lengths from 95 to 114', () => {
    expect(instances.map(({ id }) => id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const { tiles, length } of instances) {
      expect([...tiles].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
      expect(length).toBeGreaterThanOrEqual(95);
      expect(length).toBeLessThanOrEqual(114);
    }
  });

  it('are all of the goal’s parity after the rotation, and our bounds never exceed the published lengths', () => {
    for (const { tiles, length } of instances) {
      const board = Uint8Array.from(tiles);
      expect(
        geometry.sameParity(
          board,
          Uint8Array.from({ length: 25 }, (_, i) => (i + 1) % 25),
        ),
      ).toBe(true);
      const manhattan = new ManhattanDistance(geometry).reset(board);
      const conflicts = new LinearConflict(geometry).reset(board);
      expect(manhattan).toBeLessThanOrEqual(conflicts);
      expect(conflicts).toBeLessThanOrEqual(length);
      // Optimal lengths have the parity of every lower bound built from tile distances.
      expect((length - manhattan) % 2).toBe(0);
    }
  });
});

/**
 * Solutions found by `npm run bench:korf24 -- --save` (minutes of search each, so kept rather
 * than searched again): each line the instance, the length, the blank's moves.
 */
const SOLVED = readFileSync(new URL('../../fixtures/korf-taylor-24-solutions.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => /^\d/.test(line))
  .map((line) => line.split('\t'))
  .map(([id, length, moves]) => ({ id: Number(id), length: Number(length), moves: moves! }));

describe("Korf & Taylor's instances solved by IDA* with the 6-6-6-6 databases", () => {
  it('are at least three, each at its published length', () => {
    expect(SOLVED.length).toBeGreaterThanOrEqual(3);
    for (const { id, length, moves } of SOLVED) {
      expect([id, length, moves.length]).toEqual([id, korfTaylorInstances()[id - 1]!.length, length]);
    }
  });

  it.each(SOLVED.map((solved) => [solved.id, solved] as const))('instance %i: every move is legal and the last board is the goal', async (_, { id, moves }) => {
    const start = korfTaylorInstances()[id - 1]!.tiles.join(' ');
    const verdict = await verify({ puzzle: '24puzzle', start, moves });
    expect(verdict).toMatchObject({ legal: true, solved: true, illegal: null });
    expect(verdict.final).toBe('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0');
  });
});
