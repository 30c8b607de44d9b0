import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TileGeometry } from '../../../../src/puzzles/tiles/geometry.js';
import { TileKernel } from '../../../../src/puzzles/tiles/kernel/tile-kernel.js';
import { learnTileAutomaton } from '../../../../src/puzzles/tiles/move-pruning.js';
import type { Partition } from '../../../../src/puzzles/tiles/pdb/partitions.js';
import { PatternDatabase } from '../../../../src/puzzles/tiles/pdb/pattern-database.js';
import { PositionalPatternHeuristic } from '../../../../src/puzzles/tiles/pdb/positional-heuristic.js';
import { TileWalker } from '../../../../src/puzzles/tiles/tile-walker.js';
import { idaStarInPlace } from '../../../../src/search/ida-star-in-place.js';

/** Three splits of 3-tile groups (databases of 15,625 entries), as in positional-heuristic.test.ts. */
const SPLITS: Partition = {
  name: '3-3-3-3-3-3-3-3x3',
  groups: [
    [2, 3, 4],
    [6, 11, 16],
    [7, 8, 9],
    [17, 18, 19],
    [15, 20, 24],
    [1, 5, 21],
    [12, 13, 14],
    [10, 22, 23],
    [2, 3, 7],
    [4, 8, 9],
    [12, 17, 18],
    [13, 14, 19],
  ],
  splits: [
    [0, 1, 2, 3, 4, 5, 6, 7],
    [8, 9, 1, 10, 4, 5, 11, 7],
    [8, 9, 1, 3, 4, 5, 6, 7],
  ],
};
const geometry = new TileGeometry(5, 5);
const folder = mkdtempSync(join(tmpdir(), 'slide-kernel-'));
let module: Uint8Array;

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-kernel.mjs', join(folder, 'kernel.wasm')], { stdio: 'ignore' });
  module = readFileSync(join(folder, 'kernel.wasm'));
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A walk of blank moves from the goal, never straight back. */
function walk(length: number, seed: number): Uint8Array {
  const tiles = Array.from({ length: 25 }, (_, cell) => (cell + 1) % 25);
  let last = -1;
  for (let step = 0, state = seed; step < length; step++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const blank = tiles.indexOf(0);
    const legal = [0, 1, 2, 3].filter((move) => geometry.neighbour[blank * 4 + move]! >= 0 && move !== 3 - last);
    const move = legal[(state >>> 16) % legal.length]!;
    const next = geometry.neighbour[blank * 4 + move]!;
    [tiles[blank], tiles[next]] = [tiles[next]!, 0];
    last = move;
  }
  return Uint8Array.from(tiles);
}

describe('the compiled tile search (WebAssembly)', () => {
  const databases = () => [...new Set(SPLITS.splits.flat())].sort((a, b) => a - b).map((group) => PatternDatabase.build(5, 5, SPLITS.groups[group]!));

  it('searches the same nodes in the same order as IDA* in JavaScript: same path, same counts', () => {
    const heuristic = new PositionalPatternHeuristic(geometry, SPLITS, databases(), 'pdb');
    const automaton = learnTileAutomaton(8);
    const kernel = new TileKernel(module, geometry, heuristic.tables, automaton.table);
    for (const seed of [1, 2, 3]) {
      const start = walk(60, seed);
      const plain = idaStarInPlace(new TileWalker(geometry, heuristic, start, automaton));
      const compiled = idaStarInPlace(new TileWalker(geometry, heuristic, start, automaton, kernel));
      expect(compiled.moves).toEqual(plain.moves);
      expect(compiled.stats).toEqual(plain.stats);
      expect(plain.stats.generated).toBeGreaterThan(10_000);
    }
  });
});
