import { learnDuplicateStrings } from '../../search/duplicate-strings.js';
import { MoveAutomaton } from '../../search/move-automaton.js';
import { TileMoveEffects } from './tile-move-effects.js';

/**
 * The longest blank-move strings examined for duplicates: 358 forbidden strings, a machine of
 * 1,384 states, learned in about 0.3 s, half the nodes of parent pruning alone on the 15-puzzle.
 * (12 would save a sixth more nodes but takes ten times as long to learn.)
 */
export const PRUNING_LENGTH = 10;

let learned: MoveAutomaton | null = null;

/** The machine of strings up to `length` moves; length 2 forbids only undoing the last move (parent pruning). */
export function learnTileAutomaton(length: number): MoveAutomaton {
  return learnDuplicateStrings(new TileMoveEffects(length), length).automaton;
}

/**
 * The machine of blank-move strings that no shortest path needs, on any tile board: strings are
 * learned on a board wide enough to have no edges, and one is replaced only by a string that
 * stays within its reach. Learned once a process.
 */
export function tileAutomaton(): MoveAutomaton {
  learned ??= learnTileAutomaton(PRUNING_LENGTH);
  return learned;
}

/** The machine sent to a worker thread as its table. */
export function automatonOf(table: Int32Array): MoveAutomaton {
  return MoveAutomaton.fromTable(4, table);
}
