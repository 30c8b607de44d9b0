import { describe, expect, it } from 'vitest';
import { learnDuplicateStrings, type MoveEffects } from '../../src/search/duplicate-strings.js';

/**
 * Counters on a line, each moved one step either way (moves 2k and 2k + 1: counter k up and
 * down): the effect is where each counter stands, the reach how far each went either way.
 */
class Counters implements MoveEffects {
  readonly moveCount: number;
  readonly order: readonly number[];
  private readonly trail: number[][];

  constructor(
    counters: number,
    /** Positions that are the same modulo this (a ring), when given. */
    private readonly modulus = 0,
  ) {
    this.moveCount = 2 * counters;
    this.order = Array.from({ length: this.moveCount }, (_, move) => move);
    this.trail = [new Array<number>(counters).fill(0)];
  }

  play(move: number): void {
    const next = this.trail.at(-1)!.slice();
    next[move >> 1]! += move & 1 ? -1 : 1;
    this.trail.push(next);
  }

  unplay(): void {
    this.trail.pop();
  }

  effect(): string {
    const { modulus } = this;
    return this.trail
      .at(-1)!
      .map((at) => (modulus ? ((at % modulus) + modulus) % modulus : at))
      .join(',');
  }

  reach(): readonly number[] {
    return this.trail[0]!.flatMap((_, k) => [Math.max(...this.trail.map((at) => at[k]!)), -Math.min(...this.trail.map((at) => at[k]!))]);
  }
}

describe('learnDuplicateStrings', () => {
  it('forbids only undoing a move when a string can never be replaced by a shorter one', () => {
    const { forbidden, automaton } = learnDuplicateStrings(new Counters(1), 8);
    expect(forbidden).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(automaton.stateCount).toBe(3);
  });

  it('keeps the first of two orders of independent moves, as the search tries them', () => {
    const { forbidden } = learnDuplicateStrings(new Counters(2), 6);
    // Undoing, and counter 1 before counter 0: every other string is the first of its effect and reach.
    expect(forbidden).toEqual([
      [0, 1],
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 3],
      [3, 0],
      [3, 1],
      [3, 2],
    ]);
  });

  it('does not forbid a string whose stand-in would reach further', () => {
    // On a ring of three, two steps up end where one step down does, but reach elsewhere.
    const { forbidden } = learnDuplicateStrings(new Counters(1, 3), 3);
    expect(forbidden).toEqual([
      [0, 1],
      [1, 0],
      [0, 0, 0],
      [1, 1, 1],
    ]);
  });
});
