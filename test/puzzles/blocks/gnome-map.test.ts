import { describe, expect, it } from 'vitest';
import { kindsFromMap } from '../../../src/puzzles/blocks/gnome-map.js';
import { readFileSync } from 'node:fs';
import { NoSolutionError, solve, verify } from '../../../src/index.js';
import { drawBoard } from '../../../src/render/board.js';
import { PLAIN } from '../../../src/render/paint.js';
import { drawPicture } from '../../../src/render/svg.js';
import { loadPuzzle } from '../../../src/index.js';
import { GNOME_FOLDER, publishedMoves, solvedLength } from './gnome-levels.js';

describe("GNOME Klotski's notation", () => {
  it('turns every piece into a kind of its shape: same shapes are one kind, the goal piece its own, holes kept', () => {
    const form = kindsFromMap(['#######', '#ab**c#', '#ab**c#', '#ddd e#', '#d.d  #', '#ddd  #', '##--###', '  ..   ', '  ..   ']);
    expect(form.kinds).toEqual({
      A: { shape: ['##', '##'], name: 'goal piece' },
      B: { shape: ['#', '#'] },
      C: { shape: ['###', '#.#', '###'] },
      D: { shape: ['#'] },
    });
    expect(form.start).toBe('#######/#BBAAB#/#BBAAB#/#CCC.D#/#C.C..#/#CCC..#/##--###/......./.......');
    expect([form.doors, form.goal]).toEqual([{ '-': ['A'] }, { piece: 'A', row: 7, col: 2 }]);
    // Every `.` is drawn as GNOME draws it, the one in the ring's hole too.
    expect(form.goalCells).toEqual([30, 51, 52, 58, 59]);
  });

  it('draws the empty goal cells, in text and in SVG, and not where a piece covers them', () => {
    const puzzle = loadPuzzle({ family: 'blocks', name: 'corridor', title: 'Corridor', map: ['#####', '#*a #', '##-##', '##.##'] });
    const start = drawBoard(puzzle.view(puzzle.defaultStart), PLAIN);
    expect(start.at(-2)).toBe('        │ ◦ │        ');
    expect(
      drawPicture(puzzle.view(puzzle.defaultStart))
        .body.join('')
        .match(/<circle /g),
    ).toHaveLength(1);
    // At the goal the piece covers the goal cell.
    const solved = drawBoard(puzzle.view(puzzle.parseState('#####/#.B.#/##-##/##A##', 'goal')), PLAIN);
    expect(solved.at(-2)).toBe('        │ A │        ');
    expect(drawPicture(puzzle.view(puzzle.parseState('#####/#.B.#/##-##/##A##', 'goal'))).body.join('')).not.toContain('<circle ');
  });

  it('boards larger than 16×16 load: Sunshine (17×22) and Ithaca (19×19), with every piece kept', () => {
    for (const [level, pieces] of [
      ['sunshine', 68],
      ['ithaca', 58],
    ] as const) {
      const puzzle = loadPuzzle(`${GNOME_FOLDER}${level}.json`);
      const view = puzzle.view(puzzle.defaultStart);
      expect(view.kind === 'blocks' && view.kinds.length).toBe(pieces);
    }
  });

  it("Sunshine's best known climb is legal and lifts the ring eight rows, both blocks below it (no full solution is known)", async () => {
    const moves = readFileSync(new URL('../../fixtures/sunshine-climb.moves', import.meta.url), 'utf8');
    const climb = await verify({ puzzle: `${GNOME_FOLDER}sunshine.json`, moves });
    expect([climb.legal, climb.solved, climb.length]).toEqual([true, false, 272]);
    const rows = climb.final.split('/');
    // The ring (A) started with its top row in map row 16; its top row is now row 8, two short of the box's top.
    expect(rows.findIndex((row) => row.includes('AAA'))).toBe(8);
    expect(rows.slice(14, 19).every((row) => row.startsWith('#DDDDD') && row.endsWith('DDDDD#'))).toBe(true);
  });

  it('American Pie, which GNOME publishes no minimum for, has a legal 65-move solution, which the staged search found', async () => {
    const moves = readFileSync(new URL('../../fixtures/american-pie-solution.moves', import.meta.url), 'utf8');
    const solution = await verify({ puzzle: `${GNOME_FOLDER}american-pie.json`, moves });
    expect([solution.legal, solution.solved, solution.length]).toEqual([true, true, 65]);
  });

  it('needs a goal piece and one place for it on the goal cells', () => {
    expect(() => kindsFromMap(['#a #', '#..#'])).toThrow(/no goal piece/);
    expect(() => kindsFromMap(['#* #', '#. #', '#. #'])).toThrow(/fits the goal cells \(\.\) in 2 places/);
  });

  it('a map definition solves through the door, which only the goal piece may pass', async () => {
    const corridor = { family: 'blocks', name: 'corridor', title: 'Corridor', map: ['#####', '#*a #', '##-##', '##.##'] };
    const solution = await solve({ puzzle: corridor });
    expect([solution.length, [...solution.moves].length]).toEqual([2, 2]);
    // Here only a could clear the way, by stepping into the door: it may not.
    await expect(solve({ puzzle: { ...corridor, map: ['#####', '#*a##', '##-##', '##.##'] } })).rejects.toThrow(NoSolutionError);
  });

  it.each(['only-18-steps', 'bone', 'agatka', 'cleopatra', 'pennant-puzzle', 'red-donkey'])(
    '%s solves at the minimum GNOME published, along a legal path',
    async (level) => {
      expect(await solvedLength(level)).toBe(publishedMoves(level));
    },
  );
});
