import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { loadPuzzle, solve, verify } from '../../../src/index.js';
import type { AlgorithmName } from '../../../src/search/algorithms.js';
import type { BlockPuzzle } from '../../../src/puzzles/blocks/block-puzzle.js';
import { blocksSpecFromFile } from '../../../src/puzzles/blocks/definition.js';
import { patternBound } from '../../../src/puzzles/blocks/pattern-bound.js';
import { WideBlockSpace } from '../../../src/puzzles/blocks/wide-block-space.js';
import { expectLegalPath } from '../../helpers.js';

export const GNOME_FOLDER = fileURLToPath(new URL('../../../puzzles/gnome/', import.meta.url));

/** The fewest moves a level's file records from GNOME's help (null where none was published). */
export function publishedMoves(level: string): number | null {
  return JSON.parse(readFileSync(`${GNOME_FOLDER}${level}.json`, 'utf8')).publishedMoves;
}

/** Solves a GNOME level (by the puzzle's own algorithm unless told) and checks the path move by move and by `verify`. */
export async function solvedLevel(level: string, algorithm?: AlgorithmName) {
  const file = `${GNOME_FOLDER}${level}.json`;
  const solution = await solve({ puzzle: file, algorithm });
  const puzzle = loadPuzzle(file);
  const states = [...solution.path].map((text) => puzzle.parseState(text, 'path'));
  expectLegalPath(puzzle, states, puzzle.defaultStart, puzzle.defaultGoal);
  const replay = await verify({ puzzle: file, moves: [...solution.moves] });
  expect([replay.legal, replay.solved]).toEqual([true, true]);
  return solution;
}

/** Solves a GNOME level, checks the path, and returns its length. */
export async function solvedLength(level: string): Promise<number> {
  return (await solvedLevel(level)).length;
}

/** A GNOME level, its wide space, its pieces-in-the-way bound and its pattern database of at most `budget` positions from the start. */
export function levelPattern(level: string, budget: number) {
  const file = `${GNOME_FOLDER}${level}.json`;
  const spec = blocksSpecFromFile(JSON.parse(readFileSync(file, 'utf8')), file);
  const puzzle = loadPuzzle(file) as BlockPuzzle;
  if (!(puzzle.space instanceof WideBlockSpace) || 'layout' in spec.goal) throw new Error(`${level}: not a wide box with a goal piece`);
  const goal = spec.goal.placed[0]!;
  const pattern = patternBound(puzzle.space, { ...spec, metric: 'piece' }, goal, puzzle.defaultStart, budget);
  if (!pattern) throw new Error(`${level}: no pattern within ${budget} positions`);
  return { file, spec, puzzle, goal, pattern, blockers: puzzle.space.blockerBound(goal.kind, goal.cell) };
}
