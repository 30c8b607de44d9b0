import type { Definition, Family, Shufflable } from './family.js';
import type { Puzzle } from './puzzle.js';
import { puzzleReplayer } from './replayer.js';
import { searchSolver } from './search-solver.js';
import type { FamilyField } from './types.js';

/**
 * `threads` and `checkpoint` are taken by every `explore`: a dense search uses them, the others
 * need no threads (and `explore` refuses their checkpoint itself, saying which searches save one).
 */
export const POSITION_FIELDS: readonly FamilyField[] = ['start', 'metric', 'maxStates', 'threads', 'checkpoint'];
export const SEARCH_FIELDS: readonly FamilyField[] = ['start', 'goal', 'algorithm', 'metric', 'maxStates', 'beamWidth'];

export const withMetric = (puzzle: Puzzle, metric: string | undefined) => (metric === undefined ? puzzle : puzzle.withMetric(metric));

/** A family whose puzzles the generic searches solve as they are: its definitions load into a Puzzle. */
export function searchFamily(name: string, load: (definition: Definition) => Puzzle, shuffle?: (definition: Definition) => Shufflable): Family {
  return {
    name,
    solveFields: SEARCH_FIELDS,
    exploreFields: POSITION_FIELDS,
    solver: (definition, request) => searchSolver(withMetric(load(definition), request.metric), request),
    puzzle: (definition, request) => withMetric(load(definition), request.metric),
    replayer: (definition, request) => puzzleReplayer(withMetric(load(definition), request.metric), request.goal, 'boards'),
    positions: (definition) => load(definition).reachableCount ?? null,
    ...(shuffle ? { shuffle } : {}),
  };
}
