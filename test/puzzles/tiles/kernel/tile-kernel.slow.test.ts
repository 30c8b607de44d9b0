import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TileGeometry } from '../../../../src/puzzles/tiles/geometry.js';
import { compiledSearch, TileKernel } from '../../../../src/puzzles/tiles/kernel/tile-kernel.js';
import { learnTileAutomaton } from '../../../../src/puzzles/tiles/move-pruning.js';
import type { MoveAutomaton } from '../../../../src/search/move-automaton.js';
import { databaseSources, type Partition } from '../../../../src/puzzles/tiles/pdb/partitions.js';
import { PatternDatabase } from '../../../../src/puzzles/tiles/pdb/pattern-database.js';
import { PositionalPatternHeuristic } from '../../../../src/puzzles/tiles/pdb/positional-heuristic.js';
import { TileBoard } from '../../../../src/puzzles/tiles/solver.js';
import { TileWalker } from '../../../../src/puzzles/tiles/tile-walker.js';
import { parallelIdaStar } from '../../../../src/search/parallel-ida-star.js';
import { IDA_WORKER } from '../../../search/shard-search.js';
import { SPLITS } from '../pdb/small-partitions.js';
import { StateLimitError } from '../../../../src/search/errors.js';
import { BoundedSearch, idaStarInPlace } from '../../../../src/search/ida-star-in-place.js';

const geometry = new TileGeometry(5, 5);
const folder = mkdtempSync(join(tmpdir(), 'slide-kernel-'));
let module: Uint8Array;

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-kernel.mjs', 'src/puzzles/tiles/kernel/assembly/search.ts', join(folder, 'kernel.wasm')], { stdio: 'ignore' });
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

/** The databases a partition's heuristic reads: each group's, but those read from a twin's through a symmetry. */
const databasesOf = (partition: Partition) =>
  partition.groups.filter((_, group) => !databaseSources(partition, 5, 5)[group]!.map).map((tiles) => PatternDatabase.build(5, 5, tiles));

/** A walker whose searches below are the compiled search's. */
function compiledWalker(heuristic: PositionalPatternHeuristic, start: Uint8Array, automaton: MoveAutomaton, kernel: TileKernel): TileWalker {
  const walker = new TileWalker(geometry, heuristic, start, automaton);
  walker.searchCompiled(kernel);
  return walker;
}

describe('the compiled tile search (WebAssembly)', () => {
  const databases = () => databasesOf(SPLITS);

  it('searches the same nodes in the same order as IDA* in JavaScript: same path, same counts', () => {
    const heuristic = new PositionalPatternHeuristic(geometry, SPLITS, databases(), 'pdb');
    const automaton = learnTileAutomaton(8);
    const kernel = new TileKernel(module, geometry, heuristic.tables, automaton.table);
    for (const seed of [1, 2, 3]) {
      const start = walk(60, seed);
      const plain = idaStarInPlace(new TileWalker(geometry, heuristic, start, automaton));
      const compiled = idaStarInPlace(compiledWalker(heuristic, start, automaton, kernel));
      expect(compiled.moves).toEqual(plain.moves);
      expect(compiled.stats).toEqual(plain.stats);
      expect(plain.stats.generated).toBeGreaterThan(10_000);
    }
  });

  it('is not made where its memory cannot be had (an address-space limit): the search stays in JavaScript', () => {
    const heuristic = new PositionalPatternHeuristic(geometry, SPLITS, databases(), 'pdb');
    // As V8 says it under `ulimit -v`, where a module's memory reserves more address space than allowed.
    const api = (globalThis as unknown as { WebAssembly: { Memory: new () => object } }).WebAssembly;
    const refused = vi.spyOn(api, 'Memory').mockImplementation(function refuse() {
      throw new RangeError('WebAssembly.Memory(): could not allocate memory');
    });
    try {
      expect(compiledSearch(module, geometry, heuristic.tables, learnTileAutomaton(2).table)).toBeNull();
    } finally {
      refused.mockRestore();
    }
    expect(compiledSearch(module, geometry, heuristic.tables, learnTileAutomaton(2).table)).toBeInstanceOf(TileKernel);
  });

  it('stops where a tick throws or the node limit falls, as the JavaScript search does, standing where it began', () => {
    const heuristic = new PositionalPatternHeuristic(geometry, SPLITS, databases(), 'pdb');
    const automaton = learnTileAutomaton(8);
    const kernel = new TileKernel(module, geometry, heuristic.tables, automaton.table);
    const start = walk(80, 4);
    const stopped = (walker: TileWalker, limit: number, ticks: number) => {
      const stop = new Error('stop');
      let ticked = 0;
      const search = new BoundedSearch(walker, limit, () => {
        if (++ticked === ticks) throw stop;
      });
      // No goal within this bound: the search would walk its whole tree.
      search.restart(walker.bound() + 16);
      let thrown: unknown = null;
      try {
        search.run(0, walker.bound(), -1);
      } catch (error) {
        thrown = error;
        search.unwind(0);
      }
      return { thrown: thrown === stop ? 'tick' : thrown instanceof StateLimitError ? 'limit' : thrown, stats: { ...search.stats }, ticked };
    };
    for (const [limit, ticks] of [
      [Number.POSITIVE_INFINITY, 2],
      [100_000, 10],
    ] as const) {
      const plainWalker = new TileWalker(geometry, heuristic, start, automaton);
      const compiled = compiledWalker(heuristic, start, automaton, kernel);
      const plain = stopped(plainWalker, limit, ticks);
      expect(stopped(compiled, limit, ticks)).toEqual(plain);
      expect(plain.thrown).toBe(limit === Number.POSITIVE_INFINITY ? 'tick' : 'limit');
      // Back where it began, the compiled search goes on as the other: a round of a lower bound, the same counts.
      expect(Array.from(compiled.board)).toEqual(Array.from(start));
      const round = (walker: TileWalker) => {
        const search = new BoundedSearch(walker);
        search.restart(walker.bound() + 8);
        return { found: search.run(0, walker.bound(), -1), stats: search.stats, next: search.nextThreshold };
      };
      expect(round(compiled)).toEqual(round(plainWalker));
    }
  });
});

describe.runIf(existsSync(IDA_WORKER))('the compiled tile search on IDA*’s worker threads', () => {
  it('gives the JavaScript search’s path and counts, rounds depth first, on one thread and on two', async () => {
    const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
    const heuristic = new PositionalPatternHeuristic(geometry, SPLITS, databasesOf(SPLITS), 'pdb');
    const start = walk(70, 5);
    const sequential = idaStarInPlace(board.walker(start, heuristic));
    expect(sequential.stats.generated).toBeGreaterThan(100_000);
    for (const threads of [1, 2]) {
      // Every round compiled, however small (by default only rounds of 250,000 positions or more).
      const recipe = { ...board.recipe(start, heuristic), compileFrom: 0 };
      const parallel = await parallelIdaStar(board.walker(start, heuristic), { file: IDA_WORKER, threads, recipe }, { order: 'depth-first' });
      expect(parallel).toEqual(sequential);
    }
  }, 60_000);
});
