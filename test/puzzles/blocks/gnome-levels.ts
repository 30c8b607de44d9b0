import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { loadPuzzle, solve, verify } from '../../../src/index.js';
import { expectLegalPath } from '../../helpers.js';

export const GNOME_FOLDER = fileURLToPath(new URL('../../../puzzles/gnome/', import.meta.url));

/** The fewest moves a level's file records from GNOME's help (null where none was published). */
export function publishedMoves(level: string): number | null {
  return JSON.parse(readFileSync(`${GNOME_FOLDER}${level}.json`, 'utf8')).publishedMoves;
}

/** Solves a GNOME level, checks the path move by move and by `verify`, and returns its length. */
export async function solvedLength(level: string): Promise<number> {
  const file = `${GNOME_FOLDER}${level}.json`;
  const solution = await solve({ puzzle: file });
  const puzzle = loadPuzzle(file);
  const states = [...solution.path].map((text) => puzzle.parseState(text, 'path'));
  expectLegalPath(puzzle, states, puzzle.defaultStart, puzzle.defaultGoal);
  const replay = await verify({ puzzle: file, moves: [...solution.moves] });
  expect([replay.legal, replay.solved]).toEqual([true, true]);
  return solution.length;
}
