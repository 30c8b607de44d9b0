import { describe, expect, it } from 'vitest';
import { LaneCensus } from '../../../src/puzzles/rushhour/lane-sets.js';
import { TrafficCensusBoard } from '../../../src/puzzles/rushhour/traffic-census.js';
import { trafficModel } from './traffic-model.js';

/** Fogleman's bitboards of a board in his notation: cells of vehicles lying in rows (walls too), then of those in columns. */
function bitboards(board: string, side: number): [number, number] {
  let horizontal = 0;
  let vertical = 0;
  for (let cell = 0; cell < board.length; cell++) {
    const piece = board[cell]!;
    if (piece === '.') continue;
    const col = cell % side;
    const across = piece === 'x' || board[cell + 1] === piece || (col > 0 && board[cell - 1] === piece);
    if (across) horizontal += 2 ** cell;
    else vertical += 2 ** cell;
  }
  return [horizontal, vertical];
}

describe.each([
  { side: 4, walls: 0 },
  { side: 4, walls: 1 },
])('the lane sets of a $side×$side Rush Hour census with up to $walls walls', ({ side, walls }) => {
  const censusBoard = new TrafficCensusBoard(side, side, 1, walls);
  const lanes = new LaneCensus(censusBoard);
  const model = trafficModel(side, 1, walls);
  const boards = model.allBoards();

  it('hold every position of the model once, in ascending order, and move as the model moves', () => {
    const found: string[] = [];
    const wrong: string[] = [];
    const out = new Int32Array(censusBoard.maxBranching);
    lanes.rowSignatures.forEach((_, signature) => {
      for (const set of lanes.setsOf(signature).each()) {
        const indices = set.indices!;
        const members = new Set(indices);
        for (let k = 0; k < indices.length; k++) {
          const index = indices[k]!;
          const board = set.format(index);
          found.push(board);
          if (k > 0 && index <= indices[k - 1]!) wrong.push(`${board}: out of order`);
          if (set.isGoal(index) !== model.isGoal(board)) wrong.push(`${board}: goal ${set.isGoal(index)}`);
          // Moves: the model's neighbours, all inside the set.
          const moves = set.neighbours(index, out);
          if (!Array.from(out.subarray(0, moves)).every((next) => members.has(next))) wrong.push(`${board}: a move leaves the set`);
          const reached = Array.from(out.subarray(0, moves), (next) => set.format(next)).sort();
          if (reached.join() !== [...model.neighbours(board)].sort().join()) wrong.push(`${board}: moves to ${reached}`);
          // Steps: the single-cell moves among them (letters follow reading order, so the cells
          // that change between empty and full tell a step).
          const steps = set.adjacent(index, out);
          const stepped = Array.from(out.subarray(0, steps), (next) => set.format(next)).sort();
          const oneCell = reached.filter((next) => [...next].filter((c, i) => (c === '.') !== (board[i] === '.')).length === 2);
          if (stepped.join() !== oneCell.join()) wrong.push(`${board}: steps to ${stepped}`);
        }
      }
    });
    expect(wrong).toEqual([]);
    expect(found.length).toBe(boards.length);
    expect(new Set(found)).toEqual(new Set(boards));
  });

  it('counts the positions of any row signatures without listing them, or declines past its budget of row tuples', () => {
    const listed = lanes.rowSignatures.map((_, signature) => {
      let positions = 0;
      for (const set of lanes.setsOf(signature).each()) positions += set.indices!.length;
      return positions;
    });
    const every = lanes.rowSignatures.map((_, signature) => signature);
    expect(lanes.positionsOf(every, Number.POSITIVE_INFINITY)).toBe(boards.length);
    const odd = every.filter((signature) => signature % 2 === 1);
    expect(lanes.positionsOf(odd, Number.POSITIVE_INFINITY)).toBe(odd.reduce((sum, signature) => sum + listed[signature]!, 0));
    expect(lanes.positionsOf(every, 10)).toBeNull();
  });

  it("orders positions by Fogleman's bitboards where a group's hardest puzzle is chosen", () => {
    let compared = 0;
    const misordered: string[] = [];
    lanes.rowSignatures.forEach((_, signature) => {
      for (const set of lanes.setsOf(signature).each()) {
        const indices = set.indices!;
        for (let k = 1; k < indices.length; k += 3) {
          const [a, b] = [indices[k - 1]!, indices[k]!];
          const [ha, va] = bitboards(set.format(a), side);
          const [hb, vb] = bitboards(set.format(b), side);
          const aFirst = ha < hb || (ha === hb && va < vb);
          const bFirst = hb < ha || (ha === hb && vb < va);
          if (set.precedes!(a, b) !== aFirst || set.precedes!(b, a) !== bFirst) misordered.push(`${set.format(a)} ${set.format(b)}`);
          compared++;
        }
      }
    });
    expect(misordered).toEqual([]);
    expect(compared).toBeGreaterThan(1_000);
  });
});
