import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HanoiPuzzle } from '../../../src/puzzles/hanoi/hanoi-puzzle.js';
import { distance, threePegMoves } from '../../../src/puzzles/hanoi/three-pegs.js';
import { maxDepth } from '../../../src/search/max-depth.js';

/** Breadth-first distances from `start` to every position, by the generic search core. */
function distancesFrom(discs: number, start: number[]): Map<string, number> {
  const puzzle = new HanoiPuzzle('hanoi', 'Hanoi', [], discs, 3);
  const from = puzzle.space.encode(start);
  const successors = new Float64Array(puzzle.space.maxBranching);
  const seen = new Map([[from, 0]]);
  const queue = [from];
  for (const state of queue) {
    const count = puzzle.space.successors(state, successors);
    for (let k = 0; k < count; k++) {
      const next = successors[k]!;
      if (!seen.has(next)) seen.set(next, seen.get(state)! + 1), queue.push(next);
    }
  }
  return new Map([...seen].map(([state, d]) => [puzzle.formatState(state), d]));
}

const letters = (pegs: number[]) => pegs.map((p) => 'ABC'[p]).join('');
const allPositions = (discs: number): number[][] => (discs === 0 ? [[]] : allPositions(discs - 1).flatMap((rest) => [0, 1, 2].map((peg) => [...rest, peg])));

/** Replays moves, checking each takes a top disc onto a larger one; returns the final position. */
function replay(start: number[], goalLength: bigint, discsMoves: Array<[number, number, number]>): number[] {
  const pegs = [...start];
  for (const [disc, from, to] of discsMoves) {
    expect(pegs[disc]).toBe(from);
    for (let smaller = 0; smaller < disc; smaller++) expect([from, to]).not.toContain(pegs[smaller]);
    pegs[disc] = to;
  }
  expect(BigInt(discsMoves.length)).toBe(goalLength);
  return pegs;
}

describe('three-peg Hanoi without search', () => {
  it('takes 2^N − 1 moves for the standard tower, N = 1 … 20, counted move by move', () => {
    for (let discs = 1; discs <= 20; discs++) {
      let moves = 0;
      for (const _ of threePegMoves(new Array(discs).fill(0), new Array(discs).fill(2))) moves++;
      expect(moves).toBe(2 ** discs - 1);
    }
  });

  it('counts exactly past 2^53: 64 discs take 18446744073709551615 moves', () => {
    expect(distance(new Array(64).fill(0), new Array(64).fill(2))).toBe(18446744073709551615n);
  });

  it('agrees with breadth-first search between every pair of positions for N ≤ 4', () => {
    for (let discs = 1; discs <= 4; discs++) {
      for (const start of allPositions(discs)) {
        const bfs = distancesFrom(discs, start);
        for (const goal of allPositions(discs)) {
          expect(distance(start, goal)).toBe(BigInt(bfs.get(letters(goal))!));
        }
      }
    }
  });

  it('agrees with breadth-first search on random pairs for N = 5 … 7, and its paths are legal', () => {
    const position = (discs: number) => fc.array(fc.integer({ min: 0, max: 2 }), { minLength: discs, maxLength: discs });
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 7 }).chain((n) => fc.tuple(position(n), position(n))),
        ([start, goal]) => {
          const length = distance(start, goal);
          expect(length).toBe(BigInt(distancesFrom(start.length, start).get(letters(goal))!));
          const moves: Array<[number, number, number]> = [];
          for (const [disc, from, to] of threePegMoves(start, goal)) moves.push([disc, from, to]);
          expect(replay(start, length, moves)).toEqual(goal);
        },
      ),
      { numRuns: 40, seed: 3 },
    );
  });

  it('from the standard start, the farthest positions are 2^N − 1 away and there are 2^N of them', () => {
    for (let discs = 1; discs <= 8; discs++) {
      const puzzle = new HanoiPuzzle('hanoi', 'Hanoi', [], discs, 3);
      const max = maxDepth(puzzle.space, puzzle.defaultStart);
      expect([max.depth, max.antipodes.length, max.total]).toEqual([2 ** discs - 1, 2 ** discs, 3 ** discs]);
    }
  });
});
