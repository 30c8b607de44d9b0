import { describe, expect, it } from 'vitest';
import { LinearConflict } from '../../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../../src/puzzles/tiles/solver.js';
import { idaStarInPlace, type InPlaceSpace } from '../../src/search/ida-star-in-place.js';
import {
  countedBefore,
  joinParts,
  type ListedPart,
  listRound,
  packParts,
  type PrefixOrder,
  prefixOf,
  unpackParts,
  walkBelow,
} from '../../src/search/ida-round-list.js';

/** A 24-puzzle start 50 moves from the goal (slide random 24puzzle --moves 60 --seed 1). */
const START = [1, 2, 10, 14, 9, 7, 6, 11, 5, 4, 22, 21, 3, 8, 13, 16, 0, 17, 19, 15, 23, 18, 12, 24, 20];

describe("a round's prefixes", () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const space = board.walker(Uint8Array.from(START), new LinearConflict(board.geometry));
  const threshold = space.bound() + 8;
  // Past the move-string machine's 12 moves, so that some positions are met twice.
  const depth = 14;
  const depthFirst = listRound(space, threshold, depth);
  const ordered = listRound(space, threshold, depth, 'least-bound-first');
  const key = (moves: ArrayLike<number>) => Array.from(moves).join();
  const positionAfter = (moves: ArrayLike<number>) => key(board.replay(Uint8Array.from(START), Array.from(moves)).at(-1)!);

  it('are listed depth first with the nodes the walk generated before each, and every prefix is a legal walk within the threshold', () => {
    expect(depthFirst.count).toBeGreaterThan(1000);
    expect(depthFirst.repeated).toBe(0);
    for (let at = 1; at < depthFirst.count; at++) {
      expect(() => positionAfter(prefixOf(depthFirst, at))).not.toThrow();
      expect(countedBefore(depthFirst, at).generated).toBeGreaterThanOrEqual(countedBefore(depthFirst, at - 1).generated);
      expect(depth + depthFirst.bounds[at]!).toBeLessThanOrEqual(threshold);
    }
    expect(countedBefore(depthFirst, depthFirst.count - 1).generated).toBeLessThan(depthFirst.above.generated);
  });

  it('least bound first: the first depth-first prefix to each position, sorted by bound, depth-first among equals', () => {
    const firstTo = new Map<string, number>();
    for (let at = 0; at < depthFirst.count; at++) {
      const position = positionAfter(prefixOf(depthFirst, at));
      if (!firstTo.has(position)) firstTo.set(position, at);
    }
    expect(ordered.repeated).toBe(depthFirst.count - firstTo.size);
    expect(ordered.repeated).toBeGreaterThan(0);
    expect(ordered.count).toBe(firstTo.size);
    const place = new Map(Array.from({ length: depthFirst.count }, (_, at) => [key(prefixOf(depthFirst, at)), at]));
    const was = Array.from({ length: ordered.count }, (_, at) => place.get(key(prefixOf(ordered, at)))!);
    expect(new Set(was)).toEqual(new Set(firstTo.values()));
    for (let at = 1; at < ordered.count; at++) {
      const [bound, nextBound] = [ordered.bounds[at - 1]!, ordered.bounds[at]!];
      expect(nextBound > bound || (nextBound === bound && was[at]! > was[at - 1]!)).toBe(true);
      expect(ordered.bounds[at]).toBe(depthFirst.bounds[was[at]!]);
    }
    // Every prefix is searched after the whole walk above the split.
    expect(countedBefore(ordered, 0)).toEqual(ordered.above);
    expect(ordered.above).toEqual(depthFirst.above);
  });
});

/** The round as a shared listing builds it: the walk down to `fromDepth`, then a walk below each position listed there. */
/** The round as two workers list it: the heads taken by turns, each one's parts packed and unpacked, then joined. */
function joinedRound(space: InPlaceSpace, threshold: number, fromDepth: number, splitDepth: number, order: PrefixOrder) {
  const named = order === 'least-bound-first';
  const top = walkBelow(space, threshold, 0, fromDepth, -1, false);
  const head = (at: number) => top.moves.subarray(at * fromDepth, (at + 1) * fromDepth);
  const shares: { at: number; part: ListedPart }[][] = [[], []];
  for (let at = 0; at < top.count; at++) {
    for (const move of head(at)) space.apply(move);
    shares[at % 2]!.push({ at, part: walkBelow(space, threshold, fromDepth, splitDepth, head(at)[fromDepth - 1]!, named) });
    for (let d = fromDepth - 1; d >= 0; d--) space.undo(head(at)[d]!);
  }
  const parts = new Array<ListedPart>(top.count);
  for (const share of shares) {
    const packed = packParts(space, share, splitDepth - fromDepth, named);
    for (const { at, part } of unpackParts(space, packed, splitDepth - fromDepth, named)) parts[at] = part;
  }
  const pieces = parts.map((part, at) => ({ head: head(at), before: { generated: top.before[2 * at]!, expanded: top.before[2 * at + 1]! }, part }));
  return joinParts(space, splitDepth, order, top, pieces);
}

describe('a round listed in parts (the walk below each position some levels above the split, packed as workers send them, joined)', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const lists = (space: InPlaceSpace, threshold: number, order: PrefixOrder) =>
    [listRound(space, threshold, 14, order), joinedRound(space, threshold, 7, 14, order)] as const;

  it.each<PrefixOrder>(['depth-first', 'least-bound-first'])(
    "is the one walk's round (%s): its prefixes, bounds, counts before each, and what it left out",
    (order) => {
      const space = board.walker(Uint8Array.from(START), new LinearConflict(board.geometry));
      const [whole, joined] = lists(space, space.bound() + 8, order);
      expect(joined.count).toBeGreaterThan(1000);
      if (order === 'least-bound-first') expect(joined.repeated).toBeGreaterThan(0);
      expect(joined).toEqual(whole);
    },
  );

  it('meets a goal above the split where the one walk does, with the nodes counted up to it', () => {
    // Eight moves from the goal: the goal lies above a split at depth 14, below the parts' depth 7.
    const near = board.replay(board.goal, [0, 1, 0, 1, 1, 0, 0, 1]).at(-1)!;
    const space = board.walker(near, new LinearConflict(board.geometry));
    const threshold = idaStarInPlace(space).moves!.length;
    expect(threshold).toBeLessThan(14);
    const [whole, joined] = lists(space, threshold, 'least-bound-first');
    expect(whole.goal).not.toBeNull();
    expect(joined).toEqual(whole);
  });
});
