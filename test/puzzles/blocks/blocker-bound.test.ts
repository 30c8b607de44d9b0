import { describe, expect, it } from 'vitest';
import { loadPuzzle } from '../../../src/library/catalogue.js';
import type { Puzzle } from '../../../src/puzzles/puzzle.js';
import type { State } from '../../../src/search/space.js';

/** Every position reachable from the start, with its true distance to the nearest goal position (moves are reversible). */
function distancesToGoal(puzzle: Puzzle): Map<State, number> {
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

describe('the pieces-in-the-way bound of block puzzles', () => {
  // Hakoiri keeps ranked states (20 cells); the GNOME levels are wide boxes with walls, doors and goal cells.
  it.each(['hakoiri', 'gnome-agatka'])('%s: never above the true distance, 0 at every goal, and down by at most 1 a move', (name) => {
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
  });

  it('follows the largest piece of its kind alone in a goal layout, and falls back to 0 or 1 without one', () => {
    const hakoiri = loadPuzzle('hakoiri');
    const layoutGoal = hakoiri.goalAt(hakoiri.parseState('MNNM/MOOM/MOOM/MLLM/.LL.', '--goal'));
    const bound = hakoiri.heuristic(layoutGoal);
    expect(bound.name).toBe('pieces in the way');
    // She moves, and first the two small pieces on her goal cells do (the clerk below her can be passed either side).
    expect(bound.estimate(hakoiri.defaultStart)).toBe(3);
    const nooff = loadPuzzle('nooff');
    expect(nooff.heuristic(nooff.goalAt(nooff.defaultStart)).estimate(nooff.defaultStart)).toBe(0);
  });
});
