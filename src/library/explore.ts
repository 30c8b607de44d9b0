import { InputError } from '../puzzles/input-error.js';
import type { Puzzle } from '../puzzles/puzzle.js';
import { findDefinition, type Definition } from '../puzzles/registry.js';
import { DEFAULT_MAX_STATES } from '../search/errors.js';
import { MAX_DENSE_STATES, maxDepthDense } from '../search/max-depth-dense.js';
import { maxDepth } from '../search/max-depth.js';
import { isDense } from '../search/space.js';
import { checkFields, nameOf, policyOf } from './families.js';
import { searchMonitor, since } from './monitor.js';
import type { Exploration, ExploreRequest } from './types.js';

/** Refuses families that have no positions to explore or draw, and fields they do not take. */
export function checkPositionsRequest(definition: Definition, request: ExploreRequest): void {
  const policy = policyOf(definition);
  if (!policy.puzzle) throw new InputError(`${nameOf(definition)} has no positions to explore or draw (a ${definition.family} puzzle)`);
  checkFields(request, policy.exploreFields, definition);
}

/** The search puzzle of a request, sized. */
export function positionsPuzzle(definition: Definition, request: ExploreRequest): Puzzle {
  checkPositionsRequest(definition, request);
  return policyOf(definition).puzzle!(definition, request);
}

/**
 * Every position reachable from a root, by distance, and the hardest ones (`slide max`). The
 * root is the goal, or the start where the goal is a condition or the puzzle says so (Hanoi).
 * Dense spaces up to 2^32 states keep three bits a state; others a hash table capped at
 * `maxStates`, and a space known to be larger than that is refused at once.
 */
export function explore(request: ExploreRequest): Exploration {
  request.signal?.throwIfAborted();
  const puzzle = positionsPuzzle(findDefinition(request.puzzle), request);
  const goalState = puzzle.defaultGoal.state;
  const fromGoal = request.start === undefined && goalState !== null && puzzle.maxFrom !== 'start';
  const root = fromGoal ? goalState : request.start === undefined ? puzzle.defaultStart : puzzle.parseState(request.start, 'start');
  const space = puzzle.space;
  const cap = request.maxStates ?? DEFAULT_MAX_STATES;
  // Bitsets only when they fit the cap too: an explicit small cap must not allocate gigabytes.
  const dense = isDense(space) && space.stateCount <= MAX_DENSE_STATES && (request.maxStates === undefined || request.maxStates >= space.stateCount);
  const known = puzzle.reachableCount;
  if (!dense && known !== undefined && known > cap) {
    throw new InputError(
      `${puzzle.name} has ${known.toLocaleString('en-US')} positions, more than the ${cap.toLocaleString('en-US')} a search may store`,
      'explore a smaller board, or raise the state limit if the memory is there (about 20 bytes a position)',
      'maxStates',
    );
  }
  const began = performance.now();
  const limits = { maxStates: request.maxStates, onProgress: searchMonitor('max', request, known) };
  const result = dense ? maxDepthDense(space, root, limits) : maxDepth(space, root, limits);
  const antipodes = result.antipodes
    .map((state) => ({ text: puzzle.formatState(state), state }))
    // Code-unit order, the same on every machine and locale.
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return {
    puzzle: puzzle.name,
    from: puzzle.formatState(root),
    metric: puzzle.metric,
    depth: result.depth,
    total: result.total,
    histogram: result.histogram,
    antipodes: antipodes.map(({ text }) => text),
    antipodeViews: antipodes.map(({ state }) => puzzle.view(state)),
    stats: result.stats,
    milliseconds: since(began),
  };
}
