import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TileGeometry } from '../../../src/puzzles/tiles/geometry.js';
import { LinearConflict, ManhattanDistance, type TileHeuristic } from '../../../src/puzzles/tiles/heuristics.js';
import { PatternDatabase } from '../../../src/puzzles/tiles/pdb/pattern-database.js';
import { PatternDatabaseHeuristic } from '../../../src/puzzles/tiles/pdb/pattern-heuristic.js';
import { partitionsFor } from '../../../src/puzzles/tiles/pdb/partitions.js';
import { learnTileAutomaton } from '../../../src/puzzles/tiles/move-pruning.js';
import { TileWalker } from '../../../src/puzzles/tiles/tile-walker.js';

/** Exact distance to the goal of every solvable position of a small board, by plain BFS over strings. */
function exactDistances(rows: number, cols: number): Map<string, number> {
  const geometry = new TileGeometry(rows, cols);
  const goal = Array.from({ length: geometry.cells }, (_, cell) => (cell + 1) % geometry.cells);
  const distances = new Map([[goal.join(','), 0]]);
  const queue = [goal];
  for (const board of queue) {
    const blank = board.indexOf(0);
    for (let move = 0; move < 4; move++) {
      const next = geometry.neighbour[blank * 4 + move]!;
      if (next < 0) continue;
      const child = [...board];
      [child[blank], child[next]] = [child[next]!, 0];
      const key = child.join(',');
      if (!distances.has(key)) {
        distances.set(key, distances.get(board.join(','))! + 1);
        queue.push(child);
      }
    }
  }
  return distances;
}

function boundOf(heuristic: TileHeuristic, board: number[]): number {
  const positions = new Uint8Array(board.length);
  board.forEach((tile, cell) => {
    positions[tile] = cell;
  });
  return heuristic.reset(Uint8Array.from(board), positions);
}

/** Every bound of a small board checked against the exact distance of every position, and updated move by move. */
export function describeBounds(rows: number, cols: number): void {
  describe(`bounds on the ${rows}×${cols} board, checked against every position`, () => {
    const geometry = new TileGeometry(rows, cols);
    const exact = exactDistances(rows, cols);
    const databases = partitionsFor(rows, cols)[0]!.groups.map((tiles) => PatternDatabase.build(rows, cols, tiles));
    const makers = {
      manhattan: () => new ManhattanDistance(geometry),
      linearConflict: () => new LinearConflict(geometry),
      patterns: () => new PatternDatabaseHeuristic(geometry, databases, 'pdb'),
      reflected: () => new PatternDatabaseHeuristic(geometry, databases, 'pdb', rows === cols),
    };
    const heuristics = {
      manhattan: makers.manhattan(),
      linearConflict: makers.linearConflict(),
      patterns: makers.patterns(),
      reflected: makers.reflected(),
    };

    it('never exceed the true distance, and the pattern databases never fall below Manhattan distance', () => {
      expect(exact.size).toBe(rows * cols === 8 ? 20_160 : 181_440);
      let tighter = 0;
      // One expect for the whole board: a hundred thousand of them would cost more than the bounds.
      const broken: string[] = [];
      for (const [key, distance] of exact) {
        const board = key.split(',').map(Number);
        const md = boundOf(heuristics.manhattan, board);
        const lc = boundOf(heuristics.linearConflict, board);
        const pdb = boundOf(heuristics.patterns, board);
        const reflected = boundOf(heuristics.reflected, board);
        const ordered = md <= lc && lc <= distance && md <= pdb && pdb <= reflected && reflected <= distance;
        if (!ordered) broken.push(`${key}: distance ${distance}, manhattan ${md}, linear conflict ${lc}, pdb ${pdb}, reflected ${reflected}`);
        if (pdb > md) tighter++;
      }
      expect(broken).toEqual([]);
      expect(tighter).toBeGreaterThan(exact.size / 4);
    });

    it('updated move by move equal the bound computed from scratch', () => {
      const goal = Array.from({ length: geometry.cells }, (_, cell) => (cell + 1) % geometry.cells);
      fc.assert(
        fc.property(fc.array(fc.nat(3), { maxLength: 60 }), (walk) => {
          for (const make of Object.values(makers)) {
            // Parent pruning alone, so a random walk never meets a position whose every move is pruned.
            const walker = new TileWalker(geometry, make(), goal, learnTileAutomaton(2));
            const out = new Int32Array(4);
            const made: number[] = [];
            for (const choice of walk) {
              const count = walker.moves(out, made.at(-1) ?? -1);
              const move = out[choice % count]!;
              const incremental = walker.apply(move);
              made.push(move);
              expect(incremental).toBe(boundOf(make(), Array.from(walker.board)));
            }
            for (const move of made.reverse()) walker.undo(move);
            expect(Array.from(walker.board)).toEqual(goal);
            expect(walker.bound()).toBe(0);
          }
        }),
        { numRuns: 30, seed: 11 },
      );
    });

    it('peeked at, give the bound the move would give and leave the position as it was', () => {
      const goal = Array.from({ length: geometry.cells }, (_, cell) => (cell + 1) % geometry.cells);
      fc.assert(
        fc.property(fc.array(fc.nat(3), { maxLength: 60 }), (walk) => {
          for (const make of [makers.patterns, makers.reflected]) {
            const walker = new TileWalker(geometry, make(), goal, learnTileAutomaton(2));
            const out = new Int32Array(4);
            const made: number[] = [];
            for (const choice of walk) {
              const count = walker.moves(out, made.at(-1) ?? -1);
              const before = walker.bound();
              const peeked = Array.from(out.subarray(0, count), (move) => walker.peek!(move));
              expect(walker.bound()).toBe(before);
              expect(peeked).toEqual(Array.from(out.subarray(0, count), (move) => boundOf(make(), played(walker.board, geometry, move))));
              // Any child may follow the peeks, not only the last one peeked at.
              const move = out[choice % count]!;
              expect(walker.apply(move)).toBe(peeked[choice % count]);
              made.push(move);
            }
          }
        }),
        { numRuns: 30, seed: 12 },
      );
    });
  });
}

/** The board after the blank's move, the walker's board untouched. */
function played(board: Uint8Array, geometry: TileGeometry, move: number): number[] {
  const after = Array.from(board);
  const blank = after.indexOf(0);
  const from = geometry.neighbour[blank * 4 + move]!;
  [after[blank], after[from]] = [after[from]!, 0];
  return after;
}
