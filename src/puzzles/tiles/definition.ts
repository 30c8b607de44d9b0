import * as v from 'valibot';
import { CommonFields, validate } from '../definition-file.js';
import { buildSpec, type GraphSpec } from '../graph/definition.js';

const Side = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(2, 'must be at least 2'), v.maxValue(10, 'must be at most 10'));

/** A sliding-tile board with goal 1 2 … n 0 (`"family": "tiles"`): the 15-puzzle and every R×C board. */
export const TilesFileSchema = v.strictObject({
  family: v.literal('tiles'),
  ...CommonFields,
  rows: Side,
  cols: Side,
  start: v.optional(v.string()),
});

export interface TilesSetup {
  name: string;
  title: string;
  aliases: string[];
  rows: number;
  cols: number;
  /** The default start, if the file gives one (else the goal). */
  start: string | null;
}

export function tilesSetup(data: unknown, file: string): TilesSetup {
  const parsed = validate(TilesFileSchema, data, file);
  return { ...parsed, start: parsed.start ?? null };
}

/** The definition of an `RxC` name such as `3x4` or `5x5`. */
export function gridDefinition(rows: number, cols: number): Record<string, unknown> {
  return { family: 'tiles', name: `${rows}x${cols}`, title: `${rows}×${cols} sliding tiles`, aliases: [], rows, cols };
}

/** The goal 1 2 … n 0 as tokens. */
export function goalTokens(rows: number, cols: number): string[] {
  return Array.from({ length: rows * cols }, (_, cell) => String((cell + 1) % (rows * cols)));
}

/** The board as a graph puzzle (for the breadth-first searches and A*, where its states fit). */
export function tilesGraphSpec(setup: TilesSetup): GraphSpec {
  const goal = goalTokens(setup.rows, setup.cols);
  return buildSpec({
    family: 'graph',
    name: setup.name,
    title: setup.title,
    aliases: setup.aliases,
    tokens: Object.fromEntries(goal.map((token) => [token, token === '0' ? '' : token])),
    empty: '0',
    emptyAliases: ['_', '.'],
    grid: { rows: setup.rows, cols: setup.cols },
    start: setup.start ?? goal.join(' '),
    goal: goal.join(' '),
  });
}
