import { describe, expect, it } from 'vitest';
import { korfTaylorInstances } from '../../../bench/korf100.js';
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
      expect(geometry.sameParity(board, Uint8Array.from({ length: 25 }, (_, i) => (i + 1) % 25))).toBe(true);
      const manhattan = new ManhattanDistance(geometry).reset(board);
      const conflicts = new LinearConflict(geometry).reset(board);
      expect(manhattan).toBeLessThanOrEqual(conflicts);
      expect(conflicts).toBeLessThanOrEqual(length);
      // Optimal lengths have the parity of every lower bound built from tile distances.
      expect((length - manhattan) % 2).toBe(0);
    }
  });
});
