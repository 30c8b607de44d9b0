import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { korfInstances } from '../../../bench/korf100.js';
import { cachedPatternDatabase, preparePatternDatabases } from '../../../src/puzzles/tiles/pdb/database-cache.js';
import type { TileHeuristic } from '../../../src/puzzles/tiles/heuristics.js';
import { TileBoard, TILE_HEURISTICS } from '../../../src/puzzles/tiles/solver.js';

const fifteen = new TileBoard({ name: '15puzzle', title: '15-puzzle', aliases: [], rows: 4, cols: 4, start: null });

/** Solves and checks the path move by move: each move slides the blank onto a neighbour. */
function solveChecked(board: TileBoard, start: Uint8Array, heuristic: TileHeuristic): number {
  const { moves } = board.solve(start, heuristic);
  const boards = board.replay(start, moves!);
  for (let i = 1; i < boards.length; i++) {
    const [before, after] = [boards[i - 1]!, boards[i]!];
    const changed = Array.from(before)
      .map((tile, cell) => (tile === after[cell] ? -1 : cell))
      .filter((cell) => cell >= 0);
    expect(changed).toHaveLength(2);
    const [a, b] = changed as [number, number];
    const [ra, ca, rb, cb] = [Math.floor(a / 4), a % 4, Math.floor(b / 4), b % 4];
    expect(Math.abs(ra - rb) + Math.abs(ca - cb)).toBe(1);
    expect(before[a] === 0 || before[b] === 0).toBe(true);
  }
  expect(Array.from(boards.at(-1)!)).toEqual([...Array.from({ length: 15 }, (_, i) => i + 1), 0]);
  return moves!.length;
}

describe('the 15-puzzle with IDA*', () => {
  let databases: TileHeuristic;
  beforeAll(async () => {
    // The 6-6-3 databases the whole suite shares (test/global-setup.ts).
    databases = (await cachedPatternDatabase(fifteen, inject('pdb663'), {}))!;
  });

  it("solves the seed's start in 22 moves, rrdllldruuurdllddrurrd", () => {
    const start = fifteen.parse('1 7 2 4 / 6 0 14 3 / 13 10 11 8 / 5 9 15 12', '--start');
    const { moves } = fifteen.solve(start, databases);
    expect(moves!.map((m) => 'ulrd'[m]).join('')).toBe('rrdllldruuurdllddrurrd');
  });

  const easiest = korfInstances().sort((a, b) => a.length - b.length || a.id - b.id);
  // Manhattan distance alone, the weakest bound, on the three easiest: the ten take it many seconds.
  it.each(TILE_HEURISTICS.map((name) => [name === 'manhattan' ? 3 : 10, name] as const))(
    'solves the %s easiest of Korf’s 100 to their published lengths with %s',
    (count, name) => {
      const heuristic = fifteen.heuristic(name, databases);
      for (const instance of easiest.slice(0, count)) {
        expect([instance.id, solveChecked(fifteen, Uint8Array.from(instance.tiles), heuristic)]).toEqual([instance.id, instance.length]);
      }
    },
  );

  it('rebuilds a damaged database file instead of trusting it', async () => {
    const small = new TileBoard({ name: '2x4', title: '2×4', aliases: [], rows: 2, cols: 4, start: null });
    const folder = mkdtempSync(join(tmpdir(), 'slide-pdb-small-'));
    const [first] = (await preparePatternDatabases(small, folder, {}))!.files;
    writeFileSync(first!, 'not a pattern database');
    const warnings: string[] = [];
    expect(await cachedPatternDatabase(small, folder, { onRebuild: (file) => warnings.push(file) })).not.toBeNull();
    expect(warnings).toEqual([first]);
    expect(await cachedPatternDatabase(small, folder, { onRebuild: (file) => warnings.push(file) })).not.toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it('recognises parity: a swap of two tiles makes a start unsolvable', () => {
    expect(fifteen.solvable(fifteen.parse('1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0', 'start'))).toBe(false);
    expect(fifteen.solvable(fifteen.parse('1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15', 'start'))).toBe(true);
  });
});
