import { readFileSync } from 'node:fs';
import { learnDuplicateStrings } from '../../search/duplicate-strings.js';
import { FORBIDDEN, MoveAutomaton } from '../../search/move-automaton.js';
import { TileMoveEffects } from './tile-move-effects.js';

/**
 * The longest blank-move strings examined for duplicates: 2,667 forbidden strings, a machine of
 * 9,732 states, learned in about 3 s (by the build, which stores it: see STORED_MACHINE). On the
 * 24-puzzle it leaves 7 % fewer nodes than length 10 (358 strings, 1,384 states) on Korf & Taylor's
 * instance 4; length 14 would leave 5 % fewer again, but takes a minute and gigabytes to learn.
 */
export const PRUNING_LENGTH = 12;

/** The machine's states at that length: a stored machine of any other size is not this one. */
export const PRUNING_STATES = 9732;

/**
 * The file the build learns the machine into, beside the bundle, so that a process reads it in
 * a millisecond instead of learning it (a tile solve would otherwise start 0.3 s later).
 */
export const STORED_MACHINE = `tile-moves-${PRUNING_LENGTH}.bin`;

let learned: MoveAutomaton | null = null;

/** The machine of strings up to `length` moves; length 2 forbids only undoing the last move (parent pruning). */
export function learnTileAutomaton(length: number): MoveAutomaton {
  return learnDuplicateStrings(new TileMoveEffects(length), length).automaton;
}

/**
 * The machine of blank-move strings that no shortest path needs, on any tile board: strings are
 * learned on a board wide enough to have no edges, and one is replaced only by a string that
 * stays within its reach. Read from the build's file where it is whole, else learned; once a process.
 */
export function tileAutomaton(): MoveAutomaton {
  learned ??= storedAutomaton() ?? learnTileAutomaton(PRUNING_LENGTH);
  return learned;
}

/** The machine sent to a worker thread as its table. */
export function automatonOf(table: Int32Array): MoveAutomaton {
  return MoveAutomaton.fromTable(4, table);
}

/** The build's machine, or null where there is none (running from source) or it is not whole. */
function storedAutomaton(): MoveAutomaton | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(new URL(`./${STORED_MACHINE}`, import.meta.url));
  } catch {
    return null;
  }
  if (bytes.length !== PRUNING_STATES * 4 * 4) return null;
  const table = new Int32Array(PRUNING_STATES * 4);
  new Uint8Array(table.buffer).set(bytes);
  return table.every((next) => next === FORBIDDEN || (next >= 0 && next < PRUNING_STATES)) ? automatonOf(table) : null;
}
