import * as v from 'valibot';
import { classifyLayouts } from '../../search/census.js';
import { CommonFields, DefinitionError, validate, withFileContext } from '../definition-file.js';
import type { CensusHooks } from '../types.js';
import { TrafficCensusSpace } from './traffic-census.js';

const Side = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(3, 'must be 3 or more'), v.maxValue(6, 'must be at most 6'));

/**
 * A census of Rush Hour (`"family": "rushhour"` with `"census"`): every position of a board
 * without walls, as Fogleman's census counts them (see TrafficCensusSpace).
 */
export const TrafficCensusSchema = v.strictObject({
  family: v.literal('rushhour'),
  ...CommonFields,
  census: v.strictObject({ rows: Side, cols: Side, primaryRow: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more')) }),
  metric: v.optional(v.literal('piece'), 'piece'),
});

export function trafficCensusSpace(data: unknown, file: string): { title: string; space: TrafficCensusSpace } {
  const { title, census } = validate(TrafficCensusSchema, data, file);
  return withFileContext(file, () => {
    if (census.primaryRow >= census.rows) throw new DefinitionError('census.primaryRow', `a board of ${census.rows} rows has no row ${census.primaryRow}`);
    return { title, space: new TrafficCensusSpace(census.rows, census.cols, census.primaryRow) };
  });
}

/** Classifies every position as one closed set (a move keeps the vehicles and their lanes). */
export function runTrafficCensus(space: TrafficCensusSpace, hooks: CensusHooks): void {
  // One closed set: the piece set 0 of the spec, all of it.
  if (!hooks.pieceSets.includes(0)) return;
  const layouts = space.layouts();
  const text = (code: number) => space.format(code);
  classifyLayouts(layouts, space, (code) => space.isGoal(code), {
    onGroup: (group) => {
      const solvable = group.hardest >= 0;
      hooks.onGroup({
        pieces: space.vehicleCounts(group.first),
        first: text(group.first),
        size: group.size,
        goals: group.goals,
        hardest: solvable ? group.hardest : null,
        hardestCount: group.hardestCount,
        hardestLayout: solvable ? text(group.hardestLayout) : null,
        histogram: group.histogram,
      });
    },
    onDistance: hooks.onDistance ? (layout, distance) => hooks.onDistance!(text(layout), distance) : undefined,
    onProgress: (classified) => hooks.onProgress?.(classified, 0),
  });
  hooks.onProgress?.(layouts.length, 1);
}
