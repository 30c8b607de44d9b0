import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DenseIndex } from '../puzzles/dense-index.js';
import { InputError } from '../util/input-error.js';
import { MAX_HALF_SPACE_CELLS } from '../puzzles/tiles/half-space.js';
import type { Puzzle } from '../puzzles/puzzle.js';
import { findDefinition, type Definition } from '../puzzles/registry.js';
import type { DenseMemory } from '../search/dense-level.js';
import { DEFAULT_MAX_STATES, MemoryLimitError } from '../search/errors.js';
import { MAX_DENSE_STATES, denseBytes, maxDepthDense } from '../search/max-depth-dense.js';
import { maxDepth, type MaxDepthResult } from '../search/max-depth.js';
import { isDense, type SearchSpace, type SearchStats } from '../search/space.js';
import { loadCheckpoint, saveCheckpoint } from './checkpoint.js';
import { availableMemory, formatBytes } from '../util/memory.js';
import { workerThreads } from '../util/threads.js';
import { checkFields, familyOf, nameOf } from '../puzzles/families.js';
import { searchMonitor } from '../puzzles/monitor.js';
import { stateLimit, tableBytesPerState } from '../puzzles/state-limit.js';
import type { Exploration, ExploreRequest } from './types.js';
import { checkedRequest, ExploreRequestSchema } from './request-schema.js';
import { now, since } from '../util/clock.js';

/** Refuses families that have no positions to explore or draw, and fields they do not take. */
export function checkPositionsRequest(definition: Definition, request: ExploreRequest): void {
  const policy = familyOf(definition);
  if (!policy.puzzle) throw new InputError(`${nameOf(definition)} has no positions to explore or draw (a ${definition.family} puzzle)`);
  checkFields(request, policy.exploreFields, definition);
}

/** The search puzzle of a request, sized. */
export function positionsPuzzle(definition: Definition, request: ExploreRequest): Puzzle {
  checkPositionsRequest(definition, request);
  return familyOf(definition).puzzle!(definition, request);
}

/** Where the bundled dense-search worker is: beside this code (the CLI bundle or the library). */
const DENSE_WORKER = fileURLToPath(new URL('./dense-worker.cjs', import.meta.url));

/**
 * Every position reachable from a root, by distance, and the hardest ones. The
 * root is the goal, or the start where the goal is a condition or the puzzle says so (Hanoi).
 * Dense spaces (tile boards up to 14 cells, one parity class in n!/2; Hanoi) keep three bits a
 * state, split over worker threads; others a hash table capped at `maxStates`, and a space
 * known to be larger than that is refused at once. Dense searches are refused before they
 * allocate where their bitsets would not fit in `memory` bytes.
 */
export async function explore(given: ExploreRequest): Promise<Exploration> {
  const request = checkedRequest(ExploreRequestSchema, given);
  request.signal?.throwIfAborted();
  const definition = findDefinition(request.puzzle);
  const puzzle = positionsPuzzle(definition, request);
  const goalState = puzzle.defaultGoal.state;
  const fromGoal = request.start === undefined && goalState !== null && puzzle.maxFrom !== 'start';
  const root = fromGoal ? goalState : request.start === undefined ? puzzle.defaultStart : puzzle.parseState(request.start, 'start');
  const cap = request.maxStates ?? DEFAULT_MAX_STATES;
  const index = familyOf(definition).denseIndex?.(definition, puzzle, root) ?? plainIndex(puzzle.space);
  // Bitsets only when they fit the cap too: an explicit small cap must not allocate gigabytes.
  const dense =
    index !== null && index.space.stateCount <= MAX_DENSE_STATES && (request.maxStates === undefined || request.maxStates >= index.space.stateCount);
  const known = puzzle.reachableCount;
  if (!dense && known !== undefined && known > cap) {
    throw new InputError(
      `${puzzle.name} has ${known.toLocaleString('en-US')} positions, more than the ${cap.toLocaleString('en-US')} a search may store`,
      `explore a smaller board, or raise the state limit if the memory is there (about ${tableBytesPerState(puzzle.space)} bytes a position)`,
      'maxStates',
    );
  }
  if (request.checkpoint !== undefined && !dense) {
    throw new InputError(
      `applies to the dense searches (the tiles family's boards up to ${MAX_HALF_SPACE_CELLS} cells, such as 3x4, and Hanoi), not to ${puzzle.name} (${definition.family} family)`,
      undefined,
      'checkpoint',
    );
  }
  const began = now();
  const limits = { maxStates: request.maxStates, onProgress: searchMonitor('max', 'depth', request, known) };
  let result: MaxDepthResult;
  let carried: SearchStats | undefined;
  if (dense) {
    const needed = denseBytes(index.space.stateCount);
    const memory = request.memory ?? availableMemory();
    if (needed > memory) throw new MemoryLimitError(needed, `${puzzle.name}'s positions at one bit each in three bitsets (${formatBytes(memory)} allowed)`);
    const threads =
      index.recipe && existsSync(DENSE_WORKER) ? { file: DENSE_WORKER, recipe: index.recipe, threads: workerThreads(request.threads) } : undefined;
    const start = index.indexOf(root);
    const identity = { puzzle: puzzle.name, stateCount: index.space.stateCount, root: start, space: index.recipe };
    const folder = request.checkpoint;
    const resume = folder === undefined ? null : loadCheckpoint(folder, identity, threads !== undefined && threads.threads > 1);
    if (resume) request.onResume?.(resume.histogram.length - 1);
    const onLevel =
      folder === undefined
        ? undefined
        : (histogram: readonly number[], memory: DenseMemory, stats: Readonly<SearchStats>) => saveCheckpoint(folder, identity, histogram, memory, stats);
    const found = await maxDepthDense(index.space, start, { ...limits, threads, onLevel, resume: resume ?? undefined });
    result = { ...found, antipodes: found.antipodes.map((state) => index.stateOf(state)) };
    carried = resume?.stats;
  } else {
    const limit = stateLimit(puzzle.space, 1, request);
    result = limit.run(() => maxDepth(puzzle.space, root, { ...limits, maxStates: limit.maxStates }));
  }
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
    ...(carried && { carried }),
    milliseconds: since(began),
  };
}

/** A dense space indexed by its own states, searched in this thread (no recipe for workers). */
function plainIndex(space: SearchSpace): DenseIndex | null {
  return isDense(space) ? { space, recipe: null, indexOf: (state) => state, stateOf: (index) => index } : null;
}
