import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPuzzle } from '../../../../src/index.js';
import type { BlockPuzzle } from '../../../../src/puzzles/blocks/block-puzzle.js';
import { compiledBreadthFirst } from '../../../../src/puzzles/blocks/kernel/block-kernel.js';
import { WideBlockSpace } from '../../../../src/puzzles/blocks/wide-block-space.js';
import { breadthFirst } from '../../../../src/search/bfs.js';
import { wasm } from '../../../../src/util/wasm.js';
import { expectLegalPath } from '../../../helpers.js';
import { GNOME_FOLDER, publishedMoves } from '../gnome-levels.js';

const folder = mkdtempSync(join(tmpdir(), 'slide-block-kernel-'));
let module: object;

beforeAll(() => {
  const file = join(folder, 'block-kernel.wasm');
  execFileSync(process.execPath, ['scripts/build-kernel.mjs', 'src/puzzles/blocks/kernel/assembly/breadth-first.ts', file], { stdio: 'ignore' });
  module = new wasm.Module(readFileSync(file));
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A GNOME level's puzzle, its wide space, the kernel's view of the box and the goal piece's slot and target. */
function level(name: string) {
  const puzzle = loadPuzzle(`${GNOME_FOLDER}${name}.json`) as BlockPuzzle;
  const space = puzzle.space;
  if (!(space instanceof WideBlockSpace)) throw new Error(`${name} is not a wide box`);
  const board = space.compactBoard()!;
  return { puzzle, space, board };
}

/** The compiled search from a level's start towards its goal piece's place, its path as the space's states. */
function compiledSolve(name: string, maxStates = 1_000_000) {
  const { puzzle, space, board } = level(name);
  const placed = (puzzle as unknown as { spec: { goal: { placed: { kind: number; cell: number }[] } } }).spec.goal.placed[0]!;
  const [slot] = space.anchorSlots(placed.kind);
  const found = compiledBreadthFirst(board, space.anchorsOf(puzzle.defaultStart), slot!, placed.cell, maxStates, module);
  return { puzzle, found, path: found?.path?.map((anchors) => space.stateOf(anchors)) ?? null };
}

describe('the compiled breadth-first search of small block boxes', () => {
  const SHORT_LEVELS = ['agatka', 'bone', 'cleopatra', 'daisy', 'only-18-steps', 'pansy', 'pennant-puzzle', 'red-donkey', 'trail', 'violet'];

  it.each(SHORT_LEVELS)('meets GNOME’s published minimum of %s by a legal path', (name) => {
    const { puzzle, path } = compiledSolve(name);
    expectLegalPath(puzzle, path, puzzle.defaultStart, puzzle.defaultGoal);
    expect(path!.length - 1).toBe(publishedMoves(name));
  });

  it('meets every position the JavaScript search meets, and no other: Hakoiri walled into a 5×7 box, 25,955 positions', () => {
    const puzzle = loadPuzzle(fileURLToPath(new URL('../../../cli/fixtures/hakoiri-7x5.json', import.meta.url)));
    const space = puzzle.space as WideBlockSpace;
    // A target no anchor ever equals: the compiled search exhausts the start's component.
    const found = compiledBreadthFirst(space.compactBoard()!, space.anchorsOf(puzzle.defaultStart), 0, -1, 100_000, module);
    const reference = breadthFirst(space, puzzle.defaultStart, () => false);
    expect(found).toEqual({ path: null, stats: { ...reference.stats, expanded: 25_955, stored: 25_955 } });
  });

  it('leaves the search to the caller once it has met its most positions, or where no module was built', () => {
    expect(compiledSolve('red-donkey', 1_000).found).toBeUndefined();
    const { space, board, puzzle } = level('bone');
    expect(compiledBreadthFirst(board, space.anchorsOf(puzzle.defaultStart), 0, 0, 1_000, null)).toBeUndefined();
  });

  it('describes only boxes of at most 64 cells', () => {
    expect(level('red-donkey').board.cells).toBe(54);
    const sunshine = loadPuzzle(`${GNOME_FOLDER}sunshine.json`).space as WideBlockSpace;
    expect(sunshine.compactBoard()).toBeNull();
  });
});
