import type { BoardView, Puzzle } from './puzzle.js';
import { BLANK_MOVES } from './tiles/geometry.js';
import type { TileBoard } from './tiles/solver.js';
import type { State } from '../search/space.js';
import type { Solution } from './types.js';

/** A move that can be made from a position: its label in the puzzle's words and where it leads. */
export interface LabelledMove<P> {
  label: string;
  next: P;
}

/**
 * What replaying a move list needs of a puzzle: its notation, the moves from a position by label,
 * the goal, and how positions are drawn. `P` is whatever the family holds a position in.
 */
export interface Replayer<P> {
  readonly puzzle: string;
  readonly metric: string;
  readonly layout: Solution['layout'];
  start(text: string | undefined): P;
  /** The goal in the notation, or null where it is a condition. */
  readonly goal: string | null;
  readonly goalDescription: string;
  isGoal(position: P): boolean;
  moves(position: P): LabelledMove<P>[];
  format(position: P): string;
  view(position: P): BoardView;
}

/** The replayer of a search puzzle: its successors, labelled by `describeMove`. */
export function puzzleReplayer(puzzle: Puzzle, goalText: string | undefined, layout: Solution['layout']): Replayer<State> {
  const goal = goalText === undefined ? puzzle.defaultGoal : puzzle.goalAt(puzzle.parseState(goalText, 'goal'));
  const scratch = new Float64Array(puzzle.space.maxBranching);
  return {
    puzzle: puzzle.name,
    metric: puzzle.metric,
    layout,
    start: (text) => (text === undefined ? puzzle.defaultStart : puzzle.parseState(text, 'start')),
    goal: goal.state === null ? null : puzzle.formatState(goal.state),
    goalDescription: goal.description,
    isGoal: goal.test,
    moves(state) {
      const count = puzzle.space.successors(state, scratch);
      const moves: LabelledMove<State>[] = [];
      for (let i = 0; i < count; i++) moves.push({ label: puzzle.describeMove(state, scratch[i]!), next: scratch[i]! });
      return moves;
    },
    format: (state) => puzzle.formatState(state),
    view: (state) => puzzle.view(state),
  };
}

/** The replayer of a tile board of any size (also those too large for packed search states). */
export function tileReplayer(board: TileBoard, goalText: string | undefined): Replayer<Uint8Array> {
  const goal = goalText === undefined ? board.goal : board.parse(goalText, 'goal');
  const { neighbour } = board.geometry;
  return {
    puzzle: board.setup.name,
    metric: 'step',
    layout: 'boards',
    start: (text) => (text === undefined ? board.defaultStart : board.parse(text, 'start')),
    goal: board.format(goal),
    goalDescription: board.format(goal),
    isGoal: (position) => position.every((token, cell) => token === goal[cell]),
    moves(position) {
      const blank = position.indexOf(0);
      const moves: LabelledMove<Uint8Array>[] = [];
      for (let move = 0; move < BLANK_MOVES.length; move++) {
        const to = neighbour[blank * 4 + move]!;
        if (to < 0) continue;
        const next = Uint8Array.from(position);
        next[blank] = next[to]!;
        next[to] = 0;
        moves.push({ label: BLANK_MOVES[move]!, next });
      }
      return moves;
    },
    format: (position) => board.format(position),
    view: (position) => board.view(position),
  };
}
