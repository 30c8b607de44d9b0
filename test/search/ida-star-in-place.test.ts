import { describe, expect, it } from 'vitest';
import { LinearConflict } from '../../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../../src/puzzles/tiles/solver.js';
import { BoundedSearch, idaStarInPlace, type InPlaceSpace } from '../../src/search/ida-star-in-place.js';
import { StateLimitError } from '../../src/search/errors.js';
import { PROGRESS_MASK } from '../../src/search/space.js';

/** A 24-puzzle start 50 moves from the goal (slide random 24puzzle --moves 60 --seed 1): far too deep for the limits below. */
const START = [1, 2, 10, 14, 9, 7, 6, 11, 5, 4, 22, 21, 3, 8, 13, 16, 0, 17, 19, 15, 23, 18, 12, 24, 20];

describe('IDA* in place, peeking at moves', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });

  it('drops the children a peek settles, with the same path and counts as making every move', () => {
    // slide random 24puzzle --moves 40 --seed 2: thousands of nodes, well under a second.
    const start = Uint8Array.from([1, 4, 7, 5, 9, 6, 2, 8, 14, 24, 11, 12, 15, 3, 0, 16, 17, 13, 19, 10, 21, 22, 18, 20, 23]);
    const plain = board.walker(start, new LinearConflict(board.geometry));
    const peeking = board.walker(start, new LinearConflict(board.geometry));
    let peeks = 0;
    const withPeek: InPlaceSpace = {
      maxBranching: peeking.maxBranching,
      bound: () => peeking.bound(),
      isGoal: () => peeking.isGoal(),
      moves: (out, last) => peeking.moves(out, last),
      apply: (move) => peeking.apply(move),
      undo: (move) => peeking.undo(move),
      peek(move) {
        peeks++;
        const bound = peeking.apply(move);
        peeking.undo(move);
        return bound;
      },
    };
    const made = idaStarInPlace(plain);
    const peeked = idaStarInPlace(withPeek);
    expect(peeked.moves).toEqual(made.moves);
    expect(peeked.stats).toEqual(made.stats);
    expect(peeks).toBeGreaterThan(1000);
  });
});

describe('IDA* in place, stopped mid-search', () => {
  const board = new TileBoard({ name: '24puzzle', title: '24-puzzle', aliases: [], rows: 5, cols: 5, start: null });
  const walker = () => board.walker(Uint8Array.from(START), new LinearConflict(board.geometry));

  it('by its node limit: the board is back at the start, and the next search counts as a fresh one does', () => {
    const space = walker();
    const bound = space.bound();
    expect(() => idaStarInPlace(space, { maxStates: 50_000 })).toThrow(StateLimitError);
    expect(Array.from(space.board)).toEqual(START);
    expect(space.bound()).toBe(bound);
    const fresh = walker();
    const limited = (run: typeof space) => {
      try {
        idaStarInPlace(run, { maxStates: 20_000 });
      } catch (error) {
        return (error as StateLimitError).atLeast;
      }
      return null;
    };
    expect(limited(space)).toBe(limited(fresh));
  });

  it('by a tick that throws (a worker dropping a prefix): unwind takes back the moves below where run began', () => {
    const space = walker();
    const prefix = [] as number[];
    const options = new Int32Array(space.maxBranching);
    // Two moves down, as a worker stands at its prefix, then a search below that stops at its first tick.
    for (let d = 0; d < 2; d++) {
      space.moves(options, prefix.at(-1) ?? -1);
      prefix.push(options[0]!);
      space.apply(options[0]!);
    }
    const atPrefix = Array.from(space.board);
    const stop = new Error('dropped');
    const search = new BoundedSearch(space, Number.POSITIVE_INFINITY, () => {
      throw stop;
    });
    search.restart(space.bound() + 60);
    expect(() => search.run(2, space.bound(), prefix[1]!)).toThrow(stop);
    expect(search.stats.expanded).toBe(PROGRESS_MASK + 1);
    expect(Array.from(space.board)).not.toEqual(atPrefix);
    search.unwind(2);
    expect(Array.from(space.board)).toEqual(atPrefix);
    // Nothing more to take back: a second unwind leaves the board alone.
    search.unwind(2);
    expect(Array.from(space.board)).toEqual(atPrefix);
  });
});
