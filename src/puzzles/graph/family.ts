import { InputError } from '../../util/input-error.js';
import type { Definition, Shufflable } from '../family.js';
import { searchFamily } from '../search-family.js';
import { graphSpecFromFile } from './definition.js';
import { GraphPuzzle } from './graph-puzzle.js';

const load = (definition: Definition) => new GraphPuzzle(graphSpecFromFile(definition.data, definition.file), definition.file);

/** A one-blank puzzle with distinct tokens shuffles like a tile board; parity decides the rest. */
function shuffle(definition: Definition): Shufflable {
  const puzzle = load(definition);
  const goal = puzzle.defaultGoal;
  const encode = (board: number[]) => puzzle.space.encode(board);
  const goalCodes = Array.from(puzzle.space.decode(goal.state!));
  if (new Set(goalCodes).size !== goalCodes.length) throw new InputError(`${puzzle.name} repeats tokens; random starts need distinct ones`);
  return {
    name: puzzle.name,
    goal: goalCodes,
    solvable: (board) => puzzle.reachable(encode(board), goal) !== false,
    format: (board) => puzzle.formatState(encode(board)),
  };
}

/** Puzzles on any graph of cells: tokens slide along its edges into empty cells (the 8-puzzle, the hexagram, …). */
export const graphFamily = searchFamily('graph', load, shuffle);
