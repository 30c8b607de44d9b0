import * as v from 'valibot';
import { classifyPieceSet } from '../census-run.js';
import { CommonFields, DefinitionError, validate, withFileContext } from '../definition-file.js';
import type { CensusHooks } from '../types.js';
import { TrafficCensusSpace } from './traffic-census.js';
import { minimalTest } from './traffic-minimal.js';

const Side = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(3, 'must be 3 or more'), v.maxValue(6, 'must be at most 6'));

/**
 * A census of Rush Hour (`"family": "rushhour"` with `"census"`): every position of a board with
 * up to `walls` walls, as Fogleman's census counts them (see TrafficCensusSpace).
 */
export const TrafficCensusSchema = v.strictObject({
  family: v.literal('rushhour'),
  ...CommonFields,
  census: v.strictObject({
    rows: Side,
    cols: Side,
    primaryRow: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more')),
    /** At most this many walls (1-cell blocks in rows; Fogleman's database allows 0 or 1). */
    walls: v.optional(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more'), v.maxValue(2, 'must be at most 2')), 0),
    /** Test each solvable group's hardest puzzle for Fogleman's "minimal" (every piece matters). */
    minimal: v.optional(v.boolean(), false),
  }),
  metric: v.optional(v.literal('piece'), 'piece'),
});

export function trafficCensusSpace(data: unknown, file: string): { title: string; space: TrafficCensusSpace; minimal: boolean } {
  const { title, census } = validate(TrafficCensusSchema, data, file);
  return withFileContext(file, () => {
    if (census.primaryRow >= census.rows) throw new DefinitionError('census.primaryRow', `a board of ${census.rows} rows has no row ${census.primaryRow}`);
    return { title, space: new TrafficCensusSpace(census.rows, census.cols, census.primaryRow, census.walls), minimal: census.minimal };
  });
}

/** Classifies every position as one closed set (a move keeps the vehicles and their lanes). */
export function runTrafficCensus({ space, minimal }: { space: TrafficCensusSpace; minimal: boolean }, hooks: CensusHooks): void {
  // One closed set: the piece set 0 of the spec, all of it.
  if (!hooks.pieceSets.includes(0)) return;
  classifyPieceSet(
    space.layouts(),
    space,
    (code) => space.isGoal(code),
    { text: (code) => space.format(code), pieces: (code) => space.vehicleCounts(code), ...(minimal ? { minimal: minimalTest(space) } : {}) },
    hooks,
    {
      layouts: 0,
      sets: 0,
    },
  );
}
