import { describe, expect, it } from 'vitest';
import { loadPuzzle } from '../../../src/library/catalogue.js';
import type { State } from '../../../src/search/space.js';

describe('wide block boxes: successors given the parent leave out only what the parent reached', () => {
  // Interned states of wide boxes with doors; in the step metric nothing may be left out.
  it.each([
    ['gnome-agatka', 'piece'],
    ['gnome-only-18-steps', 'piece'],
    ['gnome-agatka', 'step'],
  ])('%s in the %s metric', (name, metric) => {
    const puzzle = loadPuzzle(name).withMetric(metric);
    const { space } = puzzle;
    const after = space.successorsAfter!.bind(space);
    const buffer = new Float64Array(space.maxBranching);
    const successorsOf = (state: State) => Array.from(buffer.subarray(0, space.successors(state, buffer)));
    const queue: Array<[State, State]> = successorsOf(puzzle.defaultStart).map((child) => [puzzle.defaultStart, child]);
    const seen = new Set([puzzle.defaultStart]);
    let dropped = 0;
    const wrong: string[] = [];
    for (let i = 0; i < queue.length && i < 4_000; i++) {
      const [parent, state] = queue[i]!;
      const all = successorsOf(state);
      const kept = Array.from(buffer.subarray(0, after(state, parent, buffer)));
      const fromParent = new Set([parent, ...successorsOf(parent)]);
      const lost = all.filter((next) => !kept.includes(next));
      // The same moves in the same order, some left out: only what the parent reached, and nothing in the step metric.
      const inOrder = kept.join() === all.filter((next) => kept.includes(next)).join();
      const lostFairly = lost.every((next) => fromParent.has(next)) && (metric === 'piece' || lost.length === 0);
      if (!inOrder || !lostFairly) wrong.push(`state ${state} after ${parent}`);
      dropped += lost.length;
      for (const next of all) if (!seen.has(next)) seen.add(next), queue.push([state, next]);
    }
    expect(wrong).toEqual([]);
    if (metric === 'piece') expect(dropped).toBeGreaterThan(0);
  });
});
