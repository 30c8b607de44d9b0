import * as v from 'valibot';
import { CommonFields, validate } from '../definition-file.js';
import type { Definition, Family } from '../family.js';
import { puzzleReplayer } from '../replayer.js';
import { POSITION_FIELDS, SEARCH_FIELDS } from '../search-family.js';
import { searchSolver } from '../search-solver.js';
import { TRAFFIC_METRICS } from './traffic-space.js';
import { runTrafficCensus, trafficCensusBoard, trafficLayouts, trafficPieceSets } from './census.js';
import { TrafficPuzzle } from './traffic-puzzle.js';

const TrafficFileSchema = v.strictObject({
  family: v.literal('rushhour'),
  ...CommonFields,
  /** A well-known start in Fogleman's notation. */
  start: v.pipe(v.string(), v.minLength(9, 'a board of at least 3×3')),
  metric: v.optional(v.picklist(TRAFFIC_METRICS), 'piece'),
});

/**
 * The puzzle of a start: its vehicles, walls and size come from the start itself (the request's,
 * else the file's), so any board in the notation is a puzzle of this family.
 */
function load(definition: Definition, start: string | undefined, metric: string | undefined, role = 'start'): TrafficPuzzle {
  const file = validate(TrafficFileSchema, definition.data, definition.file);
  const puzzle = new TrafficPuzzle(file, start ?? file.start, file.metric, role);
  return metric === undefined ? puzzle : (puzzle.withMetric(metric) as TrafficPuzzle);
}

/** Rush Hour (Nob Yoshigahara; ThinkFun): cars and trucks that slide only along their own length. */
export const rushHourFamily: Family = {
  name: 'rushhour',
  solveFields: SEARCH_FIELDS,
  exploreFields: POSITION_FIELDS,
  solver: (definition, request) => {
    const own = searchSolver(load(definition, request.start, request.metric), request);
    return {
      puzzle: own.puzzle,
      takesStarts: true,
      // Each start brings its own vehicles, so a batch may mix boards: each is a puzzle of its own.
      prepare: (text, field = 'start') =>
        text === undefined || text === request.start
          ? own.prepare(undefined, field)
          : searchSolver(load(definition, text, request.metric, field), request).prepare(undefined, field),
    };
  },
  puzzle: (definition, request) => load(definition, request.start, request.metric),
  replayer: (definition, request) => puzzleReplayer(load(definition, request.start, request.metric), request.goal, 'boards'),
  positions: () => null,
  census: (definition, hooks) => runTrafficCensus(trafficCensusBoard(definition.data, definition.file), hooks),
  censusFacts: (definition) => {
    const { title, minimal, board } = trafficCensusBoard(definition.data, definition.file);
    return { title, metric: 'piece', pieceSets: trafficPieceSets(board), minimal };
  },
  censusLayouts: (definition, pieceSets) => trafficLayouts(trafficCensusBoard(definition.data, definition.file).board, pieceSets),
};
