import { describe, expect, it } from 'vitest';
import { LaneCensus } from '../../../src/puzzles/rushhour/lane-sets.js';
import { ReachWithin } from '../../../src/puzzles/rushhour/reach-within.js';
import { TrafficCensusBoard } from '../../../src/puzzles/rushhour/traffic-census.js';
import { TrafficPuzzle } from '../../../src/puzzles/rushhour/traffic-puzzle.js';
import { breadthFirst } from '../../../src/search/bfs.js';

const REDUCED = { name: 'reduced', title: 'reduced', aliases: [] };

/** The fewest moves of a position in Fogleman's notation, by a plain breadth-first search (-1: none). */
function fewestMoves(text: string): number {
  const puzzle = new TrafficPuzzle(REDUCED, text, 'piece');
  const { path } = breadthFirst(puzzle.space, puzzle.defaultStart, puzzle.defaultGoal.test, {});
  return path === null ? -1 : path.length - 1;
}

describe.each([
  { rows: 5, cols: 5, primaryRow: 2, walls: 0, every: 37 },
  { rows: 4, cols: 5, primaryRow: 1, walls: 1, every: 29 },
])('whether a reduced $rows×$cols puzzle (walls: up to $walls) reaches the exit within a number of moves', ({ rows, cols, primaryRow, walls, every }) => {
  it('agrees with a breadth-first search: yes at its fewest moves, no one short of them', () => {
    const lanes = new LaneCensus(new TrafficCensusBoard(rows, cols, primaryRow, walls));
    const reach = new ReachWithin(rows, cols);
    const wrong: string[] = [];
    let asked = 0;
    for (let signature = 0; signature < lanes.rowSignatures.length; signature += every) {
      let sets = 0;
      for (const set of lanes.setsOf(signature).each()) {
        const { indices } = set;
        if (indices.length === 0 || sets++ % 4 !== 0) continue;
        const position = indices[Math.floor(indices.length / 3)]!;
        const primary = set.primaryVehicle();
        for (const vehicle of set.vehicleNumbers()) {
          if (vehicle === primary) continue;
          const fewest = fewestMoves(set.format(position, vehicle));
          if (fewest < 1) continue;
          const { pieces, wallCells } = set.lanePieces(position, vehicle);
          for (const moves of [fewest - 1, fewest]) {
            if (moves < 1) continue;
            asked++;
            if (reach.solves(pieces, wallCells, moves) !== moves >= fewest) wrong.push(`${set.format(position, vehicle)} within ${moves}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(asked).toBeGreaterThan(1_000);
  });
});
