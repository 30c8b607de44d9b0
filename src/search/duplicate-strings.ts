import { FORBIDDEN, MoveAutomaton } from './move-automaton.js';

/**
 * A puzzle's moves as a learner of duplicate strings sees them: played in place from a position
 * far enough from every edge that any string up to the learning length can be played.
 */
export interface MoveEffects {
  /** The moves, numbered 0 … moveCount − 1 as the search numbers them. */
  readonly moveCount: number;
  /** The moves in the order the search tries them: of two strings with the same effect, the first in this order is kept. */
  readonly order: readonly number[];
  play(move: number): void;
  /** Takes back the last move played. */
  unplay(move: number): void;
  /** What the moves played so far did, exactly: two strings have the same effect iff they leave the same position. */
  effect(): string;
  /**
   * How far the moves played so far reached, one figure per direction: a string may stand in for
   * another only where it reaches no further in any of them, so that it can be played wherever
   * the other can (near an edge of the board too).
   */
  reach(): readonly number[];
}

export interface DuplicateStrings {
  /** The strings that no shortest path needs (minimal: none contains another), shortest first. */
  forbidden: number[][];
  automaton: MoveAutomaton;
}

/**
 * Learns which move strings a shortest path never needs, by listing every string up to
 * `maxLength` moves, shortest first and in the search's order within a length: a string is
 * forbidden when an earlier one (shorter, or as long and first in that order) has the same
 * effect and reaches no further. The least path to any position in that order (shortest, then
 * first) contains no forbidden string, since swapping one for its stand-in would give a lesser
 * path, so a search that drops every move completing a forbidden string still finds a shortest
 * path, and the same first one (Taylor & Korf 1993).
 *
 * Each length is listed depth-first through the machine of the strings forbidden so far, so a
 * string containing one is never listed; the strings of one length cannot contain each other.
 */
export function learnDuplicateStrings(moves: MoveEffects, maxLength: number): DuplicateStrings {
  const reaches = new Map<string, (readonly number[])[]>([[moves.effect(), [moves.reach()]]]);
  const forbidden: number[][] = [];
  const path: number[] = [];
  let automaton = MoveAutomaton.forbidding(moves.moveCount, []);
  const classify = () => {
    const effect = moves.effect();
    const reach = moves.reach();
    const earlier = reaches.get(effect);
    if (earlier?.some((other) => other.every((figure, i) => figure <= reach[i]!))) forbidden.push(path.slice());
    else if (earlier) earlier.push(reach);
    else reaches.set(effect, [reach]);
  };
  const list = (length: number, state: number) => {
    if (path.length === length) return classify();
    for (const move of moves.order) {
      const next = automaton.next(state, move);
      if (next === FORBIDDEN) continue;
      moves.play(move);
      path.push(move);
      list(length, next);
      path.pop();
      moves.unplay(move);
    }
  };
  for (let length = 1; length <= maxLength; length++) {
    list(length, 0);
    automaton = MoveAutomaton.forbidding(moves.moveCount, forbidden);
  }
  return { forbidden, automaton };
}
