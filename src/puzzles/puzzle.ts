import type { AlgorithmName } from '../search/algorithms.js';
import type { GoalTest, Heuristic, SearchResult, SearchSpace, State } from '../search/space.js';

/** The goal of a puzzle: one state, or a condition such as "the 2×2 piece at the exit". */
export interface Goal {
  /** The goal state, or null when the goal is a condition. */
  state: State | null;
  test: GoalTest;
  /** How the goal reads to a person, e.g. "123456780" or "L at row 3, column 1". */
  description: string;
}

/** What a renderer needs to draw a state; puzzles describe, they never print. */
export type BoardView =
  | {
      kind: 'grid';
      rows: number;
      cols: number;
      /** One entry per cell, row-major: the token id, and the text to draw ('' for the empty cell). */
      tokens: string[];
      glyphs: string[];
    }
  | {
      kind: 'scatter';
      /** Where each cell sits, in rows and half-width columns. */
      positions: ReadonlyArray<readonly [number, number]>;
      tokens: string[];
      glyphs: string[];
    }
  | {
      kind: 'blocks';
      rows: number;
      cols: number;
      /** Per cell: the index of the piece covering it, -1 for an empty cell, -2 for a wall. */
      pieces: Int32Array;
      /** Per piece: the letter of its kind. */
      kinds: readonly string[];
      /** Kinds drawn specially, by letter (e.g. NO-OFF's bulb). */
      labels: Record<string, string>;
      /** Per cell: the character of the door there, '' for none (drawn where the door is empty). */
      doors?: readonly string[];
      /** Goal cells (row-major), marked where they are empty. */
      goalCells?: readonly number[];
    }
  | {
      kind: 'pegs';
      /** Each peg's discs from the bottom up, numbered from 1 for the smallest. */
      stacks: number[][];
    }
  | {
      kind: 'queens';
      size: number;
      /** The column of the queen in each row. */
      columns: readonly number[];
      /** Cells (row × size + column) of the queens that were placed beforehand. */
      fixed: readonly number[];
    };

/**
 * A search from `start` meeting at most `maxStates` states (fewer if it sets its own cap): a shortest
 * path and its counts (the path null where the goal is out of reach), or undefined where it met its
 * cap first and leaves the solve to the generic searches.
 */
export type CompiledSearch = (start: State, maxStates: number) => SearchResult | undefined;

/** A named puzzle: its rules (a search space), its notation and how it looks. */
export interface Puzzle {
  readonly name: string;
  readonly title: string;
  readonly family: string;
  readonly aliases: readonly string[];
  /** The name of the move metric in force (every move costs 1 under it). */
  readonly metric: string;
  /** Every metric the puzzle can be counted in. */
  readonly metrics: readonly string[];
  readonly space: SearchSpace;
  readonly defaultStart: State;
  readonly defaultGoal: Goal;
  /** An upper bound on the number of positions (ends iterative deepening on an unreachable goal). */
  readonly stateCount?: number;
  /** How many positions are reachable from the default goal, when known without searching. */
  readonly reachableCount?: number;
  /** Where an exploration starts when no root is given: the goal (default), or the start (Hanoi). */
  readonly maxFrom?: 'start' | 'goal';
  /** The algorithm `solve` uses when none is named. */
  readonly preferredAlgorithm?: AlgorithmName;

  /** The same puzzle counted in another metric; throws InputError for one it lacks. */
  withMetric(metric: string): Puzzle;
  /** Reads a state in the contract's notation; throws InputError naming `role` when malformed. */
  parseState(text: string, role: string): State;
  formatState(state: State): string;
  /** A goal that is exactly `state`. */
  goalAt(state: State): Goal;
  /**
   * Whether `start` can reach `goal`, when that is decidable without searching (e.g. by parity):
   * false means provably unreachable, true provably reachable, undefined unknown.
   */
  reachable(start: State, goal: Goal): boolean | undefined;
  /** The best admissible lower bound this puzzle has for `goal` (a zero bound when it has none). */
  heuristic(goal: Goal): Heuristic;
  /**
   * A compiled breadth-first search towards `goal`, where the puzzle has one for it (small block
   * boxes), which a default or breadth-first solve tries before the generic searches.
   */
  compiledSearch?(goal: Goal): CompiledSearch | null;
  /** The label of the move from `from` to `to`, in the puzzle's own words. */
  describeMove(from: State, to: State): string;
  view(state: State): BoardView;
  /** The board with each cell showing its number in state strings, for `show`. */
  cellNumbering(): BoardView;
}
