import * as v from 'valibot';
import { CommonFields, validate } from '../definition-file.js';
import { InputError } from '../../util/input-error.js';
import { HanoiPuzzle, MAX_PEGS } from './hanoi-puzzle.js';

const Count = (min: number, max: number) =>
  v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));

export const HanoiFileSchema = v.strictObject({
  family: v.literal('hanoi'),
  ...CommonFields,
  disks: Count(1, 64),
  pegs: Count(3, MAX_PEGS),
});

/** The most discs whose positions pack into a 53-bit state (searching and `max`). */
export function maxSearchDiscs(pegs: number): number {
  return Math.floor(52 / Math.ceil(Math.log2(pegs)));
}

export interface HanoiOptions {
  disks?: number;
  pegs?: number;
}

export interface HanoiSetup {
  name: string;
  title: string;
  aliases: string[];
  discs: number;
  pegs: number;
}

/**
 * The most discs any request may have: the exact move count (2^N − 1 in decimal) still takes
 * well under a second, where a million discs would take minutes.
 */
export const MAX_DISCS = 10_000;

/** Reads the Hanoi file and applies the requested discs and pegs. */
export function hanoiSetup(data: unknown, file: string, options: HanoiOptions): HanoiSetup {
  const parsed = validate(HanoiFileSchema, data, file);
  const pegs = options.pegs ?? parsed.pegs;
  if (pegs < 3 || pegs > MAX_PEGS) throw new InputError(`${pegs} pegs; choose 3 to ${MAX_PEGS}`, undefined, 'pegs');
  const discs = options.disks ?? parsed.disks;
  if (discs < 1 || discs > MAX_DISCS) throw new InputError(`${discs} discs; choose 1 to ${MAX_DISCS.toLocaleString('en-US')}`, undefined, 'disks');
  return { name: parsed.name, title: parsed.title, aliases: parsed.aliases, discs, pegs };
}

/** The puzzle for the generic searches, when its positions fit in a state. */
export function hanoiPuzzle(setup: HanoiSetup): HanoiPuzzle {
  const limit = maxSearchDiscs(setup.pegs);
  if (setup.discs > limit) {
    throw new InputError(
      `searching ${setup.pegs} pegs handles at most ${limit} discs`,
      setup.pegs === 3 ? 'three pegs are solved directly, without a search algorithm' : undefined,
      'disks',
    );
  }
  return new HanoiPuzzle(setup.name, setup.title, setup.aliases, setup.discs, setup.pegs);
}
