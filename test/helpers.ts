import { expect } from 'vitest';
import type { Goal, Puzzle } from '../src/puzzles/puzzle.js';
import { loadPuzzle } from '../src/library/catalogue.js';
import { type ALGORITHM_NAMES, runAlgorithm } from '../src/search/algorithms.js';
import type { State } from '../src/search/space.js';

/** Every step of `path` is one legal move of `puzzle`, from `start` to a state meeting `goal`. */
export function expectLegalPath(puzzle: Puzzle, path: readonly State[] | null, start: State, goal: Goal): void {
  expect(path).not.toBeNull();
  const states = path!;
  expect(states[0]).toBe(start);
  const successors = new Float64Array(puzzle.space.maxBranching);
  for (let i = 1; i < states.length; i++) {
    const count = puzzle.space.successors(states[i - 1]!, successors);
    const legal = Array.from(successors.subarray(0, count)).includes(states[i]!);
    if (!legal) throw new Error(`step ${i}: ${puzzle.formatState(states[i - 1]!)} -> ${puzzle.formatState(states[i]!)} is not a move`);
  }
  expect(goal.test(states[states.length - 1]!)).toBe(true);
}

/**
 * A deliberately naive breadth-first search over strings, sharing no code with src/search:
 * an independent source for state counts and depths.
 */
export function naiveMax(root: string, successors: (state: string) => string[]): { depth: number; total: number; antipodes: string[] } {
  const seen = new Set([root]);
  let layer = [root];
  let depth = 0;
  for (;;) {
    const next: string[] = [];
    for (const state of layer) for (const s of successors(state)) if (!seen.has(s)) seen.add(s), next.push(s);
    if (next.length === 0) return { depth, total: seen.size, antipodes: layer.sort() };
    layer = next;
    depth++;
  }
}

/** One-blank sliding on an adjacency list, over strings of one-character tokens. */
export function slideSuccessors(adjacency: number[][], empty: string): (state: string) => string[] {
  return (state) => {
    const blank = state.indexOf(empty);
    return adjacency[blank]!.map((cell) => {
      const chars = state.split('');
      [chars[blank], chars[cell]] = [chars[cell]!, chars[blank]!];
      return chars.join('');
    });
  };
}

export function gridAdjacencyOf(rows: number, cols: number): number[][] {
  const adjacency: number[][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const list: number[] = [];
      if (r > 0) list.push((r - 1) * cols + c);
      if (c > 0) list.push(r * cols + c - 1);
      if (c < cols - 1) list.push(r * cols + c + 1);
      if (r < rows - 1) list.push((r + 1) * cols + c);
      adjacency.push(list);
    }
  }
  return adjacency;
}

/** Solves a bundled puzzle with one algorithm through the search core and checks the path is legal. */
export function solveWith(name: string, algorithm: (typeof ALGORITHM_NAMES)[number], startText?: string) {
  const puzzle = loadPuzzle(name);
  const start = startText ? puzzle.parseState(startText, '--start') : puzzle.defaultStart;
  const goal = puzzle.defaultGoal;
  const result = runAlgorithm(algorithm, {
    space: puzzle.space,
    start,
    isGoal: goal.test,
    goal: goal.state,
    heuristic: puzzle.heuristic(goal),
  });
  expectLegalPath(puzzle, result.path, start, goal);
  return { length: result.path!.length - 1, result, puzzle };
}
