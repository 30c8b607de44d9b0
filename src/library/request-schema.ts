import * as v from 'valibot';
import { TILE_HEURISTICS } from '../puzzles/tiles/solver.js';
import { ALGORITHM_NAMES } from '../search/algorithms.js';
import { PREFIX_ORDERS } from '../search/ida-round-list.js';
import { InputError } from '../util/input-error.js';
import type {
  CensusGroup,
  CensusRequest,
  CountRequest,
  ExploreRequest,
  PrepareRequest,
  Progress,
  RandomRequest,
  SolveRequest,
  VerifyRequest,
  Warning,
} from './types.js';

/**
 * The library's door: every request is checked against its schema before anything is looked
 * up, so a JavaScript caller (or data read from JSON) gets an InputError naming the field, never
 * a TypeError from deep inside a search. Each request type lists every field it has here once;
 * a field added to a request type without a schema does not compile.
 */

/** Seeds are taken whole: xoroshiro128+ is seeded from 32 bits, so larger seeds are refused rather than wrapped. */
export const MAX_SEED = 2 ** 32 - 1;
/** The longest random walk (a walk of a million moves is as random as a shuffle anyway). */
export const MAX_WALK = 1_000_000;
/** The most starts one call makes: they are made one at a time, so this bounds time, not memory. */
export const MAX_RANDOM_COUNT = 2 ** 32;
/** Beam widths past this would hold more positions than any machine's memory before the first layer is done. */
export const MAX_BEAM_WIDTH = 100_000_000;

const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.number('expected a number'),
    v.safeInteger(`expected a whole number from ${min} to ${max}`),
    v.minValue(min, `expected a whole number from ${min} to ${max}`),
    v.maxValue(max, `expected a whole number from ${min} to ${max}`),
  );
const text = v.string('expected a string');
const optional = <T extends v.GenericSchema>(schema: T) => v.optional(schema);
const isFunction = (value: unknown) => typeof value === 'function';
const callback = <F>() => v.custom<F>(isFunction, 'expected a function');

const puzzle = v.union(
  [
    v.pipe(text, v.minLength(1, 'expected a name, an alias or a file')),
    v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
  ],
  'expected a name, an alias, a file or a definition object',
);

const hooks = {
  signal: optional(v.instance(AbortSignal, 'expected an AbortSignal')),
  onProgress: optional(callback<(progress: Progress) => void>()),
  onWarning: optional(callback<(warning: Warning) => void>()),
};

const sizing = { disks: optional(whole(1)), pegs: optional(whole(1)), size: optional(whole(1)) };

const placement = v.strictObject({ row: whole(0), col: whole(0) }, 'expected { row, col }');

const shard = optional(
  v.pipe(
    v.strictObject({ index: whole(1), of: whole(1) }, 'expected { index, of }'),
    v.check((given) => given.index <= given.of, 'expected K/N with 1 ≤ K ≤ N'),
  ),
);

/** Every key of a request type, each with its schema. */
type Entries<T> = { [K in keyof Required<T>]: v.GenericSchema };

const solveEntries = {
  puzzle,
  ...hooks,
  ...sizing,
  start: optional(text),
  goal: optional(text),
  algorithm: optional(v.picklist(ALGORITHM_NAMES, `expected one of ${ALGORITHM_NAMES.join(', ')}`)),
  metric: optional(text),
  heuristic: optional(v.picklist(TILE_HEURISTICS, `expected one of ${TILE_HEURISTICS.join(', ')}`)),
  partition: optional(text),
  cacheDir: optional(v.pipe(text, v.minLength(1, 'expected a folder'))),
  threads: optional(whole(1)),
  roundOrder: optional(v.picklist(PREFIX_ORDERS, `expected one of ${PREFIX_ORDERS.join(', ')}`)),
  checkpoint: optional(v.pipe(text, v.minLength(1, 'expected a folder'))),
  onResume: optional(callback<(bound: number) => void>()),
  shard,
  maxStates: optional(whole(1)),
  beamWidth: optional(whole(1, MAX_BEAM_WIDTH)),
  memory: optional(whole(1)),
  place: optional(v.array(placement, 'expected a list of { row, col }')),
} satisfies Entries<SolveRequest>;

const exploreEntries = {
  puzzle,
  ...hooks,
  ...sizing,
  start: optional(text),
  metric: optional(text),
  maxStates: optional(whole(1)),
  threads: optional(whole(1)),
  memory: optional(whole(1)),
  checkpoint: optional(v.pipe(text, v.minLength(1, 'expected a folder'))),
  onResume: optional(callback<(depth: number) => void>()),
} satisfies Entries<ExploreRequest>;

const countEntries = {
  puzzle,
  ...hooks,
  size: optional(whole(1)),
  place: optional(v.array(placement, 'expected a list of { row, col }')),
  unique: optional(v.boolean('expected true or false')),
  threads: optional(whole(1)),
  shard,
} satisfies Entries<CountRequest>;

const verifyEntries = {
  puzzle,
  ...hooks,
  ...sizing,
  start: optional(text),
  goal: optional(text),
  metric: optional(text),
  moves: v.union([text, v.array(text)], 'expected the moves as text or a list of labels'),
  optimal: optional(v.boolean('expected true or false')),
} satisfies Entries<VerifyRequest>;

const randomEntries = {
  puzzle,
  seed: optional(whole(0, MAX_SEED)),
  count: optional(whole(0, MAX_RANDOM_COUNT)),
  moves: optional(whole(0, MAX_WALK)),
} satisfies Entries<RandomRequest>;

const prepareEntries = {
  puzzle,
  ...hooks,
  partition: optional(text),
  cacheDir: optional(v.pipe(text, v.minLength(1, 'expected a folder'))),
  threads: optional(whole(1)),
  memory: optional(whole(1)),
} satisfies Entries<PrepareRequest>;

/** The most groups a census result lists by name (the database holds them all). */
export const MAX_CENSUS_TOP = 10_000;

const censusEntries = {
  puzzle,
  ...hooks,
  top: optional(whole(0, MAX_CENSUS_TOP)),
  shard,
  threads: optional(whole(1)),
  checkpoint: optional(v.pipe(text, v.minLength(1, 'expected a folder'))),
  memory: optional(whole(1)),
  onGroup: optional(callback<(group: CensusGroup) => void>()),
  onDistance: optional(callback<(layout: string, distance: number) => void>()),
} satisfies Entries<CensusRequest>;

const request = <T extends Record<string, v.GenericSchema>>(entries: T) => v.strictObject(entries, 'expected a request object');

export const SolveRequestSchema = request(solveEntries);
export const ExploreRequestSchema = request(exploreEntries);
export const CountRequestSchema = request(countEntries);
export const VerifyRequestSchema = request(verifyEntries);
export const RandomRequestSchema = request(randomEntries);
export const PrepareRequestSchema = request(prepareEntries);
export const CensusRequestSchema = request(censusEntries);

/** The request itself once its schema accepts it; else an InputError naming the first field at fault. */
export function checkedRequest<T>(schema: v.GenericSchema, given: T): T {
  parseRequest(schema, given);
  return given;
}

/** A request read from untyped data (a front end's options, JSON): typed by its schema, or an InputError naming the field. */
export function parseRequest<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, raw, { abortEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  if (key === undefined) throw new InputError(issue.message);
  const field = String(key);
  // A key no request has: strictObject names it with the message of the object itself.
  const unknown = issue.kind === 'schema' && issue.type === 'strict_object' && issue.path?.length === 1 && issue.expected === 'never';
  throw new InputError(unknown ? 'is not a field of this request' : issue.message, undefined, field);
}
