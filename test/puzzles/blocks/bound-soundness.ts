import { expect } from 'vitest';
import { loadPuzzle } from '../../../src/library/catalogue.js';
import type { Puzzle } from '../../../src/puzzles/puzzle.js';
import type { State } from '../../../src/search/space.js';

/** Every position reachable from the start, with its true distance to the nearest goal position (moves are reversible). */
export function distancesToGoal(puzzle: Puzzle): Map<State, number> {
  const { space, defaultStart, defaultGoal } = puzzle;
  const successors = new Float64Array(space.maxBranching);
  const neighbours = (state: State) => Array.from(successors.subarray(0, space.successors(state, successors)));
  const component = [defaultStart];
  const seen = new Set(component);
  for (let i = 0; i < component.length; i++) {
    for (const next of neighbours(component[i]!)) {
      if (!seen.has(next)) seen.add(next), component.push(next);
    }
  }
  const distance = new Map<State, number>();
  let layer = component.filter((state) => defaultGoal.test(state));
  for (const goal of layer) distance.set(goal, 0);
  for (let depth = 1; layer.length > 0; depth++) {
    const next: State[] = [];
    for (const state of layer) {
      for (const neighbour of neighbours(state)) {
        if (distance.has(neighbour)) continue;
        distance.set(neighbour, depth);
        next.push(neighbour);
      }
    }
    layer = next;
  }
  expect(distance.size).toBe(component.length);
  return distance;
}

/** The pieces-in-the-way bound of a bundled puzzle, against true distances over its start's whole component. */
export function expectSoundBound(name: string): void {
  const puzzle = loadPuzzle(name);
  const bound = puzzle.heuristic(puzzle.defaultGoal);
  expect(bound.name).toBe('pieces in the way');
  const distance = distancesToGoal(puzzle);
  const successors = new Float64Array(puzzle.space.maxBranching);
  const above: string[] = [];
  const atGoal: number[] = [];
  const dropsMore: string[] = [];
  let blocked = 0;
  for (const [state, moves] of distance) {
    const estimate = bound.estimate(state);
    if (estimate > moves) above.push(`${puzzle.formatState(state)}: ${estimate} > ${moves}`);
    if (moves === 0 && estimate !== 0) atGoal.push(estimate);
    if (estimate > 1) blocked++;
    const count = puzzle.space.successors(state, successors);
    for (let k = 0; k < count; k++) {
      if (estimate > 1 + bound.estimate(successors[k]!)) dropsMore.push(puzzle.formatState(state));
    }
  }
  expect(above).toEqual([]);
  expect(atGoal).toEqual([]);
  expect(dropsMore).toEqual([]);
  // More than "not there yet" somewhere: pieces do stand in the goal piece's way.
  expect(blocked).toBeGreaterThan(0);
}
