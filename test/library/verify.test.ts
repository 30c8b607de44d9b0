import { describe, expect, it } from 'vitest';
import { InputError, loadPuzzle, solve, verify } from '../../src/index.js';
import { moveLines } from '../../src/library/verify.js';
import { expectLegalPath } from '../helpers.js';

describe('verify: a move list replayed from a start', () => {
  it('a solver’s own moves are legal, reach the goal, and are optimal; the replayed path is legal', async () => {
    const solution = await solve({ puzzle: 'nooff' });
    const verification = await verify({ puzzle: 'nooff', moves: [...solution.moves], optimal: true });
    expect(verification).toMatchObject({ algorithm: 'replay', legal: true, illegal: null, solved: true, length: 44, shortest: 44, final: 'LLNO/OFF.' });
    expect([...verification.path]).toEqual([...solution.path]);
    const puzzle = loadPuzzle('nooff');
    const states = [...verification.path].map((text) => puzzle.parseState(text, 'path'));
    expectLegalPath(puzzle, states, puzzle.defaultStart, puzzle.defaultGoal);
  });

  it('stops at the first illegal move, with its index, label and the legal ones', async () => {
    const verification = await verify({ puzzle: '8puzzle', start: '123456708', moves: 'r\nr' });
    expect(verification.illegal).toEqual({ index: 2, move: 'r', reason: 'not a legal move here (legal: u, l)', legal: ['u', 'l'] });
    expect([verification.length, verification.final, verification.solved]).toEqual([1, '123456780', false]);
  });

  it('reads moves as `--format moves` prints them: a line each, comma lists, one-letter words', async () => {
    expect(moveLines('# a comment\nuurd\n\n  A->C  \n')).toEqual(['uurd', 'A->C']);
    const hanoi = await verify({ puzzle: 'hanoi', disks: 2, moves: 'A->B,A->C\nB->C' });
    expect([hanoi.solved, hanoi.final]).toEqual([true, 'CC']);
    const tiles = await verify({ puzzle: '8puzzle', start: '123405786', moves: 'rd' });
    expect(tiles.solved).toBe(true);
  });

  it('replays tile boards too large for the search states (5×5)', async () => {
    const start = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 0 24';
    const verification = await verify({ puzzle: '24puzzle', start, moves: 'r' });
    expect(verification).toMatchObject({ solved: true, length: 1 });
  });

  it('refuses a family without moves, and fields the family does not take', async () => {
    await expect(verify({ puzzle: 'queens', moves: [] })).rejects.toThrow(InputError);
    await expect(verify({ puzzle: '8puzzle', moves: [], disks: 3 })).rejects.toMatchObject({ field: 'disks' });
  });
});
