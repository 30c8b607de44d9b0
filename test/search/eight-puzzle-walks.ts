import { loadPuzzle } from '../../src/library/catalogue.js';
import { breadthFirst } from '../../src/search/bfs.js';

/** The 8-puzzle and its goal, for the searches whose paths are checked against breadth-first search's. */
export const puzzle = loadPuzzle('8puzzle');
export const goal = puzzle.defaultGoal;

/** A solvable start: a random walk from the goal. */
export function walkFromGoal(choices: number[]) {
  const successors = new Float64Array(puzzle.space.maxBranching);
  let state = goal.state!;
  for (const choice of choices) state = successors[choice % puzzle.space.successors(state, successors)]!;
  return state;
}

/** The fewest moves between two positions. */
export const shortest = (from: number, to: number) => breadthFirst(puzzle.space, from, (state) => state === to).path!.length - 1;
