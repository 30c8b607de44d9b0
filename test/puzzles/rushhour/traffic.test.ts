import { describe, expect, it } from 'vitest';
import { explore, InputError, loadPuzzle, solve, verify } from '../../../src/index.js';
import { expectLegalPath } from '../../helpers.js';

/** The published boards (../shared/data/rush-hour.md): fewest moves and positions reachable, from Fogleman's figures. */
const BOARDS = [
  ['IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM', 60, 2_332],
  ['BBoKMxDDDKMoIAALooIoJLEEooJFFNoGGoxN', 58, 9_192],
  ['BCDDE.BCF.EGB.FAAGHHHI.G..JIKKLLJMM.', 51, 4_780],
  ['BBBCDEFGGCDEF.AADEHHI....JI.KK.JLLMM', 49, 24_132],
] as const;

/**
 * The rules written again, naively, over 36-character strings and sharing no code with src: each
 * letter's cells give its axis, and it slides along it over empty cells, any distance (`piece`)
 * or one cell (`step`).
 */
function naiveMoves(board: string, side: number, metric: 'piece' | 'step', steps: Map<string, number>): string[] {
  const next: string[] = [];
  for (const [letter, step] of steps) {
    const [first, last] = [board.indexOf(letter), board.lastIndexOf(letter)];
    const length = (last - first) / step + 1;
    for (const direction of [-1, 1]) {
      let moved = board;
      let lead = direction < 0 ? first : last;
      for (;;) {
        const target = lead + direction * step;
        const sameLane = step === 1 ? Math.floor(target / side) === Math.floor(lead / side) : true;
        if (!sameLane || target < 0 || target >= side * side || moved[target] !== '.') break;
        const tail = lead - direction * step * (length - 1);
        const chars = [...moved];
        chars[target] = letter;
        chars[tail] = '.';
        moved = chars.join('');
        lead = target;
        next.push(moved);
        if (metric === 'step') break;
      }
    }
  }
  return next;
}

function naiveSearch(start: string, metric: 'piece' | 'step'): { moves: number; positions: number } {
  const side = Math.sqrt(start.length);
  const solved = (board: string) => board[3 * side - 1] === 'A' && board[3 * side - 2] === 'A';
  const board = start.replace(/o/g, '.');
  // Each letter's axis, from its first two cells: the same in every position.
  const steps = new Map([...new Set(board.replace(/[.x]/g, ''))].map((letter) => [letter, board[board.indexOf(letter) + 1] === letter ? 1 : side]));
  const seen = new Set([board]);
  let layer = [...seen];
  let moves = -1;
  for (let depth = 0; layer.length > 0; depth++) {
    if (moves < 0 && layer.some(solved)) moves = depth;
    const following: string[] = [];
    for (const board of layer) for (const next of naiveMoves(board, side, metric, steps)) if (!seen.has(next)) seen.add(next), following.push(next);
    layer = following;
  }
  return { moves, positions: seen.size };
}

describe('Rush Hour', () => {
  it.each(BOARDS)('%s: the fewest moves and the positions reachable are the published ones, along a legal path', async (board, moves, positions) => {
    const solution = await solve({ puzzle: 'rushhour', start: board });
    expect([solution.length, solution.metric]).toEqual([moves, 'piece']);
    const puzzle = loadPuzzle('rushhour', { start: board });
    const states = [...solution.path].map((text) => puzzle.parseState(text, 'path'));
    expectLegalPath(puzzle, states, puzzle.defaultStart, puzzle.defaultGoal);
    const replay = await verify({ puzzle: 'rushhour', start: board, moves: [...solution.moves] });
    expect([replay.legal, replay.solved]).toEqual([true, true]);
    expect((await explore({ puzzle: 'rushhour', start: board })).total).toBe(positions);
    expect(naiveSearch(board, 'piece')).toEqual({ moves, positions });
  });

  it('counts steps too: the step metric agrees with the naive search', async () => {
    const board = BOARDS[3][0];
    const solution = await solve({ puzzle: 'rushhour', start: board, metric: 'step' });
    expect(solution.length).toBe(naiveSearch(board, 'step').moves);
    expect(solution.length).toBeGreaterThan(BOARDS[3][1]);
    expect([...solution.moves].every((move) => /^[A-Z][+-]1$/.test(move))).toBe(true);
  });

  it('moves a vehicle only along its own axis, never across it', () => {
    const puzzle = loadPuzzle('rushhour', { start: BOARDS[1][0] });
    const lanes = (text: string) => {
      const letters = [...new Set(text.replace(/[.x]/g, ''))];
      return Object.fromEntries(
        letters.map((letter) => {
          const cells = [...text].flatMap((mark, cell) => (mark === letter ? [cell] : []));
          const horizontal = cells[1]! - cells[0]! === 1;
          return [letter, horizontal ? `row ${Math.floor(cells[0]! / 6)}` : `column ${cells[0]! % 6}`];
        }),
      );
    };
    const out = new Float64Array(puzzle.space.maxBranching);
    let state = puzzle.defaultStart;
    const before = lanes(puzzle.formatState(state));
    for (let walk = 0; walk < 500; walk++) {
      const count = puzzle.space.successors(state, out);
      for (let i = 0; i < count; i++) expect(lanes(puzzle.formatState(out[i]!))).toEqual(before);
      state = out[(walk * 7919) % count]!;
    }
  });

  it('reads the notation with o or . for empty cells and rows separated by /, and names what is wrong', () => {
    const puzzle = loadPuzzle('rushhour', { start: BOARDS[3][0] });
    const rows = 'BBBCDE/FGGCDE/F.AADE/HHI.../.JI.KK/.JLLMM';
    expect(puzzle.parseState(rows, 'start')).toBe(puzzle.defaultStart);
    expect(puzzle.parseState(BOARDS[3][0].replace(/\./g, 'o'), 'start')).toBe(puzzle.defaultStart);
    const wrong: [string, RegExp][] = [
      ['BBBCDEFGGCDEF.AADEHHI....JI.KK.JLLM', /35 cells is no square board/],
      ['BBBCDEFGGCDEF.AADEHHI....JI.KK.JLLMq', /"q" at row 6, column 6/],
      ['BBBCDEFGGCDEF.A.DEHHIA...JI.KK.JLLMM', /vehicle A is not 2 or more cells in one row or one column/],
      ['BBBCDEFGGCDEF.AADEHHI....JI.KK.JLLMN', /vehicle M is not 2 or more cells/],
      ['BBBCDEFGGCDEF..ADEHHI.A..JI.KK.JLLMM', /vehicle A is not 2 or more cells/],
      ['BBBCDEFGGCDEF...DEHHI....JI.KK.JLLMM', /no primary car A/],
    ];
    for (const [text, message] of wrong) expect(() => loadPuzzle('rushhour', { start: text })).toThrow(message);
    // Without the car K: a position of another puzzle.
    expect(() => puzzle.parseState('BBBCDEFGGCDEF.AADEHHI....JI....JLLMM', 'goal')).toThrow(/not a position of this puzzle: other vehicles/);
    expect(() => loadPuzzle('rushhour', { start: 'B.....B.AA..B.....' })).toThrow(InputError);
  });

  it('knows at once that a wall between the primary car and the exit can never move', async () => {
    await expect(solve({ puzzle: 'rushhour', start: 'BBBCDEFGGCDEF.AAxEHHI....JI.KK.JLLMM' })).rejects.toMatchObject({ reason: 'parity' });
  });

  it('labels each move by its vehicle and signed distance, right or down positive', async () => {
    const solution = await solve({ puzzle: 'rushhour', start: '....../....../.AA.../....../....../......' });
    expect([...solution.moves]).toEqual(['A+3']);
  });
});
