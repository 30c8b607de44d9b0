import * as v from 'valibot';
import { GroupClassifier } from '../../search/census.js';
import { classifySets } from '../census-run.js';
import { CommonFields, DefinitionError, validate, withFileContext } from '../definition-file.js';
import type { CensusHooks } from '../types.js';
import { builtLaneKernel } from './kernel/lane-kernel.js';
import { LaneCensus } from './lane-sets.js';
import { TrafficCensusBoard } from './traffic-census.js';
import { minimalTest } from './traffic-minimal.js';

const Side = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(3, 'must be 3 or more'), v.maxValue(6, 'must be at most 6'));

/**
 * A census of Rush Hour (`"family": "rushhour"` with `"census"`): every position of a board with
 * up to `walls` walls, as Fogleman's census counts them (see TrafficCensusBoard).
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

export function trafficCensusBoard(data: unknown, file: string): { title: string; board: TrafficCensusBoard; minimal: boolean } {
  const { title, census } = validate(TrafficCensusSchema, data, file);
  return withFileContext(file, () => {
    if (census.primaryRow >= census.rows) throw new DefinitionError('census.primaryRow', `a board of ${census.rows} rows has no row ${census.primaryRow}`);
    return { title, board: new TrafficCensusBoard(census.rows, census.cols, census.primaryRow, census.walls), minimal: census.minimal };
  });
}

/**
 * The lane tables of the last board classified, and a classifier whose arrays have grown. A
 * census worker is handed one piece set at a time: building the tables (65 ms for 6×6 with walls)
 * and growing the arrays again for each would cost more than many a set's classification.
 */
let lastLanes: { key: string; lanes: LaneCensus } | null = null;
let spareClassifier: GroupClassifier | null = null;

function lanesOf(board: TrafficCensusBoard): LaneCensus {
  const key = `${board.rows}x${board.cols} row ${board.primaryRow} walls ${board.maxWalls}`;
  if (lastLanes?.key !== key) lastLanes = { key, lanes: new LaneCensus(board, builtLaneKernel()) };
  return lastLanes.lanes;
}

/** How many piece sets a Rush Hour census has: its row signatures (each row's vehicles and walls in order). */
export function trafficPieceSets(board: TrafficCensusBoard): number {
  return lanesOf(board).rowSignatures.length;
}

/** The most row tuples a census counts its layouts over before it starts (about a second's work; 6×6 has 25.8 million). */
const COUNT_BUDGET = 50_000_000;

/** How many layouts the row signatures hold, where counting them is quick (see LaneCensus.positionsOf); else null. */
export function trafficLayouts(board: TrafficCensusBoard, pieceSets: readonly number[]): number | null {
  return lanesOf(board).positionsOf(pieceSets, COUNT_BUDGET);
}

/** Classifies the row signatures asked for, each split into its column signatures (see LaneCensus). */
export function runTrafficCensus({ board, minimal }: { board: TrafficCensusBoard; minimal: boolean }, hooks: CensusHooks): void {
  const lanes = lanesOf(board);
  const classifier = spareClassifier ?? new GroupClassifier();
  spareClassifier = null;
  let layouts = 0;
  hooks.pieceSets.forEach((signature, sets) => {
    const { set, each } = lanes.setsOf(signature);
    const naming = {
      text: (index: number) => set.format(index),
      pieces: () => set.vehicleCounts(),
      ...(minimal ? { minimal: minimalTest(set) } : {}),
    };
    layouts += classifySets(each(), classifier, naming, hooks, { layouts, sets });
  });
  // Kept only after a whole run: one stopped inside a set leaves its arrays marked.
  spareClassifier = classifier;
}
