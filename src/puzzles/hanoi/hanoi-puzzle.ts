import { echo } from '../../util/echo.js';
import type { Heuristic, State } from '../../search/space.js';
import { InputError } from '../../util/input-error.js';
import type { BoardView, Goal, Puzzle } from '../puzzle.js';
import { HanoiSpace } from './hanoi-space.js';

export const PEG_LETTERS = 'ABCDEFGH';
export const MAX_PEGS = 8;

/** Reads a disc-to-peg string (`ACBA`, smallest disc first) into peg numbers. */
export function parsePegs(text: string, discs: number, pegs: number, role: string): number[] {
  const letters = Array.from(text.replace(/[\s,/]/g, '').toUpperCase());
  if (letters.length !== discs) {
    throw new InputError(`${letters.length} discs where the puzzle has ${discs} (one peg letter a disc, smallest first)`, undefined, role);
  }
  return letters.map((letter, disc) => {
    const peg = PEG_LETTERS.indexOf(letter);
    if (peg < 0 || peg >= pegs) {
      throw new InputError(`disc ${disc + 1} is on "${echo(letter)}", not one of the pegs ${PEG_LETTERS.slice(0, pegs)}`, undefined, role);
    }
    return peg;
  });
}

/** Tower of Hanoi with any number of discs and pegs; states are disc-to-peg strings, smallest first. */
export class HanoiPuzzle implements Puzzle {
  readonly family = 'hanoi';
  readonly metric = 'step';
  readonly metrics = ['step'];
  readonly aliases: readonly string[];
  readonly space: HanoiSpace;
  readonly defaultStart: State;
  readonly defaultGoal: Goal;
  readonly reachableCount: number;
  /** `max` reports the eccentricity of the start, as the literature does. */
  readonly maxFrom = 'start';

  constructor(
    readonly name: string,
    readonly title: string,
    aliases: readonly string[],
    readonly discs: number,
    readonly pegs: number,
  ) {
    this.aliases = aliases;
    this.space = new HanoiSpace(discs, pegs);
    this.defaultStart = 0;
    this.defaultGoal = this.goalAt(this.space.encode(new Array<number>(discs).fill(pegs - 1)));
    this.reachableCount = pegs ** discs;
  }

  withMetric(metric: string): Puzzle {
    if (metric !== 'step') throw new InputError(`${this.name} has only the step metric`, undefined, 'metric');
    return this;
  }

  /** The peg of each disc, smallest first. */
  pegsOf(state: State): number[] {
    return Array.from({ length: this.discs }, (_, disc) => this.space.pegOf(state, disc));
  }

  parseState(text: string, role: string): State {
    return this.space.encode(parsePegs(text, this.discs, this.pegs, role));
  }

  formatState(state: State): string {
    return this.pegsOf(state)
      .map((peg) => PEG_LETTERS[peg])
      .join('');
  }

  goalAt(state: State): Goal {
    return { state, test: (candidate) => candidate === state, description: this.formatState(state) };
  }

  reachable(): boolean {
    return true;
  }

  heuristic(goal: Goal): Heuristic {
    // Every disc not yet on its goal peg moves at least once.
    const target = goal.state === null ? null : Int32Array.from(this.pegsOf(goal.state));
    const space = this.space;
    return {
      name: 'discs-off-goal',
      estimate: (state) => {
        if (!target) return 0;
        let away = 0;
        for (let disc = 0; disc < target.length; disc++) if (space.pegOf(state, disc) !== target[disc]) away++;
        return away;
      },
    };
  }

  describeMove(from: State, to: State): string {
    const before = this.pegsOf(from);
    const after = this.pegsOf(to);
    const disc = before.findIndex((peg, d) => peg !== after[d]);
    return `${PEG_LETTERS[before[disc]!]}->${PEG_LETTERS[after[disc]!]}`;
  }

  view(state: State): BoardView {
    return { kind: 'pegs', stacks: stacksOf(this.pegsOf(state), this.pegs) };
  }

  cellNumbering(): BoardView {
    return { kind: 'pegs', stacks: Array.from({ length: this.pegs }, () => []) };
  }
}

/** Each peg's discs bottom to top, numbered from 1 (smallest), as the classic listing prints them. */
export function stacksOf(pegOfDisc: readonly number[], pegs: number): number[][] {
  const stacks = Array.from({ length: pegs }, () => [] as number[]);
  for (let disc = pegOfDisc.length - 1; disc >= 0; disc--) stacks[pegOfDisc[disc]!]!.push(disc + 1);
  return stacks;
}
