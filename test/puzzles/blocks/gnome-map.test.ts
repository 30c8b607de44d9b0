import { describe, expect, it } from 'vitest';
import { kindsFromMap } from '../../../src/puzzles/blocks/gnome-map.js';
import { NoSolutionError, solve } from '../../../src/index.js';
import { publishedMoves, solvedLength } from './gnome-levels.js';

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
