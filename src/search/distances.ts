import type { GoalTest, SearchSpace } from './space.js';

/** What `distancesTo` gives a state it did not reach (or reached in this many moves or more). */
export const UNREACHED = 255;

/**
 * Breadth-first search backwards from every goal at once, over a space whose states are the numbers
 * 0 … count − 1 (an intern table's): each state's fewest moves to the nearest goal, a byte each.
 * Moves are reversible (SearchSpace's promise), so searching forward from the goals gives the
 * distances to them.
 */
export function distancesTo(space: SearchSpace, count: number, isGoal: GoalTest): Uint8Array {
  const distance = new Uint8Array(count).fill(UNREACHED);
  let layer = new Int32Array(count);
  let next = new Int32Array(count);
  let size = 0;
  for (let state = 0; state < count; state++) {
    if (isGoal(state)) {
      distance[state] = 0;
      layer[size++] = state;
    }
  }
  const successors = new Float64Array(space.maxBranching);
  for (let moves = 1; size > 0 && moves < UNREACHED; moves++) {
    let reached = 0;
    for (let i = 0; i < size; i++) {
      const found = space.successors(layer[i]!, successors);
      for (let k = 0; k < found; k++) {
        const state = successors[k]!;
        if (distance[state] !== UNREACHED) continue;
        distance[state] = moves;
        next[reached++] = state;
      }
    }
    [layer, next] = [next, layer];
    size = reached;
  }
  return distance;
}
