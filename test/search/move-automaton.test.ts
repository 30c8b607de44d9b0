import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, MoveAutomaton } from '../../src/search/move-automaton.js';

/** Every string over `moveCount` moves of exactly `length` moves. */
function strings(moveCount: number, length: number): number[][] {
  if (length === 0) return [[]];
  return strings(moveCount, length - 1).flatMap((prefix) => Array.from({ length: moveCount }, (_, move) => [...prefix, move]));
}

const contains = (string: number[], part: readonly number[]) =>
  string.some((_, start) => part.length > 0 && part.every((move, k) => string[start + k] === move));

describe('MoveAutomaton', () => {
  it('refuses a string exactly when it contains a forbidden one', () => {
    const forbiddenSets = fc.array(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 4 }), { maxLength: 6 });
    fc.assert(
      fc.property(forbiddenSets, (forbidden) => {
        const automaton = MoveAutomaton.forbidding(3, forbidden);
        const all = strings(3, 6);
        const refusedAt = all.map((string) => {
          let state = 0;
          return string.findIndex((move) => {
            state = automaton.next(state, move);
            return state === FORBIDDEN;
          });
        });
        const firstBad = all.map((string) => string.findIndex((_, end) => forbidden.some((part) => contains(string.slice(0, end + 1), part))));
        expect(refusedAt).toEqual(firstBad);
      }),
      { numRuns: 60 },
    );
  });

  it('with nothing forbidden has one state that takes every move', () => {
    const automaton = MoveAutomaton.forbidding(4, []);
    expect(automaton.stateCount).toBe(1);
    expect(Array.from(automaton.table)).toEqual([0, 0, 0, 0]);
  });

  it('is rebuilt from its table, as a worker thread receives it', () => {
    const automaton = MoveAutomaton.forbidding(2, [
      [0, 1],
      [1, 1, 0],
    ]);
    const copy = MoveAutomaton.fromTable(2, automaton.table.slice());
    expect(copy.stateCount).toBe(automaton.stateCount);
    for (let state = 0; state < automaton.stateCount; state++) for (const move of [0, 1]) expect(copy.next(state, move)).toBe(automaton.next(state, move));
  });
});
