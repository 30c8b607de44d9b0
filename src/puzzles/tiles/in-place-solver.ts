import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALGORITHMS } from '../../search/algorithms.js';
import type { PrefixOrder } from '../../search/ida-round-list.js';
import { type IdaCheckpointing, type IdaRoundPart, parallelIdaStar, type SearchingShard } from '../../search/parallel-ida-star.js';
import type { InPlaceResult } from '../../search/ida-star-in-place.js';
import type { NodeCounts } from '../../search/ida-round-list.js';
import { goalKnownInFolder, loadIdaCheckpoint, saveIdaCheckpoint, shareIdaRound } from '../ida-checkpoint.js';
import { tileAutomaton } from './move-pruning.js';
import { workerThreads } from '../../util/threads.js';
import { InputError } from '../../util/input-error.js';
import { cachedPatternDatabase } from './pdb/database-cache.js';
import { cacheDirectory } from '../../store/cache-folder.js';
import { onEndingSignal } from '../../store/stored-file.js';
import { BLANK_MOVES } from './geometry.js';
import type { TileHeuristic } from './heuristics.js';
import type { TileBoard } from './solver.js';
import { NoSolutionError } from '../no-solution.js';
import { searchMonitor } from '../monitor.js';
import { mapped } from '../../util/sequence.js';
import type { PreparedSolve, PuzzleSolver } from '../solver.js';
import { searchSideBySide } from './batch-solve.js';
import type { Hooks, Solution, SolveRequest } from '../types.js';
import { now, since } from '../../util/clock.js';

/** Tile boards of more cells than this (3×3) default to IDA* in place; `ida` asks for it on any board. */
export const IN_PLACE_PAST_CELLS = 9;

export function solvesInPlace(board: TileBoard, request: SolveRequest): boolean {
  return request.algorithm === 'ida' || (request.algorithm === undefined && board.geometry.cells > IN_PLACE_PAST_CELLS);
}

/**
 * IDA* in place on a tile board: the goal is always 1 2 … n 0, parity decides solvability at
 * once, and the bound is the strongest cached pattern database, else linear conflict (with a
 * warning), unless the request names one.
 */
export function inPlaceSolver(board: TileBoard, request: SolveRequest): PuzzleSolver {
  if (request.goal !== undefined) {
    throw new InputError('IDA* on tile boards solves to 1 2 … n 0', 'for another goal choose the algorithm astar (boards up to 18 cells)', 'goal');
  }
  // Loaded at the first solve, once: a start of the wrong parity is refused before any database is read.
  let heuristic: Promise<TileHeuristic> | null = null;
  const name = board.setup.name;
  const goal = board.format(board.goal);
  const solutionOf = (start: Uint8Array, result: InPlaceResult, bound: TileHeuristic, milliseconds: number, carried?: NodeCounts): Solution => {
    const moves = result.moves!;
    const boards = board.replay(start, moves);
    return {
      puzzle: name,
      algorithm: 'ida',
      metric: 'step',
      start: board.format(start),
      goal,
      length: moves.length,
      path: boards.map((b) => board.format(b)),
      moves: moves.map((move) => BLANK_MOVES[move]!),
      stats: result.stats,
      ...(carried && { carried }),
      bound: bound.name,
      milliseconds,
      layout: 'boards',
      views: mapped(boards, (b) => board.view(b)),
      details: {},
    };
  };
  const startOf = new WeakMap<PreparedSolve, Uint8Array>();
  return {
    puzzle: name,
    takesStarts: true,
    prepare(text, field = 'start') {
      const start = text === undefined ? board.defaultStart : board.parse(text, field);
      if (!board.solvable(start)) throw new NoSolutionError(`${board.format(start)} is of the other parity than the goal`, 'parity', field);
      const solveStart = async (hooks: Hooks) => {
        const bound = await (heuristic ??= pickHeuristic(board, request));
        const began = now();
        const limits = { maxStates: request.maxStates, onProgress: searchMonitor('ida', ALGORITHMS.ida.progress, hooks) };
        const threads = searchThreads(board, request);
        const order = request.roundOrder ?? defaultOrder(board);
        if (order === 'least-bound-first' && !existsSync(IDA_WORKER)) throw needsWorkers('roundOrder');
        const checkpoint = request.checkpoint === undefined ? undefined : checkpointing(request.checkpoint, board, start, bound, order, request);
        if (request.shard && !checkpoint)
          throw new InputError('shares an IDA* round through the checkpoint folder: give the checkpoint too', undefined, 'shard');
        const searched = async () =>
          threads > 1 || checkpoint || order === 'least-bound-first'
            ? await parallelIdaStar(
                board.walker(start, bound),
                { file: IDA_WORKER, threads, recipe: board.recipe(start, bound) },
                { ...limits, checkpoint, shard: checkpoint?.shard, order },
              )
            : board.solve(start, bound, limits);
        const result: InPlaceResult & { carried?: NodeCounts } = checkpoint ? await savingWhole(checkpoint, searched) : await searched();
        // A shard that joined its round searched only its part: the rest is carried, as a resumed search's is.
        return solutionOf(start, result, bound, since(began), result.carried ?? checkpoint?.carried ?? undefined);
      };
      startOf.set(solveStart, start);
      return solveStart;
    },
    solveEach(prepared, hooks) {
      const threads = sideBySideThreads(board, request);
      if (threads < 2 || prepared.length < 2) return null;
      const starts = prepared.map((solveStart) => startOf.get(solveStart)!);
      return (async function* () {
        const bound = await (heuristic ??= pickHeuristic(board, request));
        const setup = { recipe: board.recipe(starts[0]!, bound), maxStates: request.maxStates };
        const limits = { maxStates: request.maxStates, onProgress: searchMonitor('ida', ALGORITHMS.ida.progress, hooks) };
        let index = 0;
        for await (const outcome of searchSideBySide(starts, (start) => board.walker(start, bound), limits, setup, BATCH_WORKER, threads)) {
          if ('thrown' in outcome) throw outcome.thrown;
          yield solutionOf(starts[index++]!, outcome.result, bound, outcome.result.milliseconds);
        }
      })();
    },
  };
}

/** The pattern databases asked for are not built: `puzzle` and `partition` say what would build them. */
export class MissingDatabaseError extends InputError {
  constructor(
    readonly puzzle: string,
    rows: number,
    cols: number,
    readonly partition: string | null,
  ) {
    super(`${partition === null ? '' : `the ${partition} `}pattern databases for a ${rows}×${cols} board are not cached`, undefined, 'heuristic');
  }
}

/** How often a long round saves where it stands (ms); every round also saves as it ends. */
const CHECKPOINT_INTERVAL = 60_000;

/**
 * Saving and resuming the search in `folder`: only a checkpoint of this very search (start,
 * bound, pruning, prefix order) is resumed, and a search solved there answers at once. `finish` saves the
 * answer, or (a shard's part) joins the round when its parts are all in.
 */
function checkpointing(
  folder: string,
  board: TileBoard,
  start: Uint8Array,
  bound: TileHeuristic,
  order: PrefixOrder,
  request: SolveRequest,
): IdaCheckpointing & {
  solved: InPlaceResult | null;
  carried: { generated: number; expanded: number } | null;
  shard: SearchingShard | undefined;
  finish: (result: InPlaceResult & { part?: IdaRoundPart }) => InPlaceResult & { carried?: NodeCounts };
} {
  if (!existsSync(IDA_WORKER)) throw needsWorkers('checkpoint');
  const identity = {
    puzzle: board.setup.name,
    start: board.format(start),
    bound: bound.name,
    pruning: tileAutomaton().stateCount,
    // Prefixes numbered in another order are another search's.
    ...(order === 'depth-first' ? {} : { order }),
  };
  const { at: resume, solved } = loadIdaCheckpoint(folder, identity);
  if (resume && !solved) request.onResume?.(resume.threshold);
  let latest = resume;
  return {
    resume,
    solved,
    carried: solved ? solved.stats : resume && { generated: resume.generated, expanded: resume.expanded },
    save: (at) => saveIdaCheckpoint(folder, identity, (latest = at)),
    interval: CHECKPOINT_INTERVAL,
    // A shard drops its prefixes past a goal another shard has saved in the folder.
    shard: request.shard && { ...request.shard, goalKnown: (round) => goalKnownInFolder(folder, identity, request.shard!.of, round) },
    finish: (result) => {
      if (result.part) return shareIdaRound(folder, identity, resume, result.part);
      saveIdaCheckpoint(folder, identity, latest, result);
      return result;
    },
  };
}

/**
 * Runs a checkpointed search with ending signals heard by the event loop: a kill then lands between two of
 * its synchronous checkpoint writes, never inside one, and leaves no temporary file in the folder.
 */
async function savingWhole(checkpoint: ReturnType<typeof checkpointing>, searched: () => Promise<InPlaceResult & { part?: IdaRoundPart }>) {
  const stopListening = onEndingSignal();
  try {
    return checkpoint.solved ?? checkpoint.finish(await searched());
  } finally {
    stopListening();
  }
}

const needsWorkers = (field: string) => new InputError('needs the worker threads of the built library (run the slide binary)', undefined, field);

/** Where the bundled worker of a parallel IDA* sits beside the bundle (absent when running from source). */
const IDA_WORKER = fileURLToPath(new URL('./ida-worker.cjs', import.meta.url));

/** Where the bundled worker of a batch solved side by side sits. */
const BATCH_WORKER = fileURLToPath(new URL('./batch-worker.cjs', import.meta.url));

/**
 * A batch of starts whose every search would run in one thread in the sequential order (boards
 * below PARALLEL_CELLS, no checkpoint) is searched side by side, a start a thread, on `threads`
 * threads (default every core); others, one start after another.
 */
function sideBySideThreads(board: TileBoard, request: SolveRequest): number {
  const sequential = request.checkpoint === undefined && (request.roundOrder ?? defaultOrder(board)) === 'depth-first' && board.geometry.cells < PARALLEL_CELLS;
  return sequential && existsSync(BATCH_WORKER) ? workerThreads(request.threads) : 1;
}

/**
 * Whether IDA* reads pattern databases of gigabytes (5×5 and larger: 1.34 GB for the 24-puzzle's
 * default), whose random reads miss the TLB at nearly every read in 4 KB pages. Measured on the
 * development machine: 1.2–1.3× the nodes a second in 2 MB pages; the 15-puzzle's 290 MB gained nothing.
 */
export function readsLargeDatabases(board: TileBoard, request: SolveRequest): boolean {
  return board.geometry.cells >= PARALLEL_CELLS && (request.heuristic === undefined || request.heuristic === 'pdb');
}

/** Boards from this many cells search on every core unless told otherwise: smaller ones solve in well under a second. */
export const PARALLEL_CELLS = 25;

/**
 * Boards searched on worker threads by default take their rounds' prefixes least bound first,
 * on one thread too (a worker of its own), so any thread count gives the same answer: on Korf &
 * Taylor's instances it takes fewer nodes in all (README). Smaller boards keep the sequential
 * order, so their one-thread search needs no worker. Run from source, where there is no bundled
 * worker, every board searches in one thread in the sequential order unless told otherwise.
 */
const defaultOrder = (board: TileBoard): PrefixOrder =>
  board.geometry.cells >= PARALLEL_CELLS && existsSync(IDA_WORKER) ? 'least-bound-first' : 'depth-first';

function searchThreads(board: TileBoard, request: SolveRequest): number {
  if (!existsSync(IDA_WORKER)) return 1;
  if (request.threads === undefined) return board.geometry.cells >= PARALLEL_CELLS ? workerThreads(undefined) : 1;
  return workerThreads(request.threads);
}

async function pickHeuristic(board: TileBoard, request: SolveRequest): Promise<TileHeuristic> {
  const { heuristic: chosen, partition, onWarning, onProgress } = request;
  const wantsDatabase = chosen === undefined || chosen === 'pdb';
  const fallback = 'linear-conflict';
  const database = wantsDatabase
    ? await cachedPatternDatabase(
        board,
        cacheDirectory(request.cacheDir),
        {
          onBuild: (name, done, of) => onProgress?.({ kind: 'build', database: name, done, of }),
          onRebuild: (file) => onWarning?.({ kind: 'database-rebuilt', file }),
          onUnusable: (file, reason) => onWarning?.({ kind: 'database-unusable', file, reason, fallback }),
          onWeaker: (used, strongest) => onWarning?.({ kind: 'weaker-database', puzzle: board.setup.name, partition: used, strongest }),
        },
        partition,
        // A damaged file is rebuilt on every core, as prepare would.
        workerThreads(undefined),
      )
    : null;
  if (chosen === 'pdb' && !database) throw new MissingDatabaseError(board.setup.name, board.setup.rows, board.setup.cols, partition ?? null);
  if (chosen !== undefined) return board.heuristic(chosen, database);
  if (database) return database;
  if (partition !== undefined || (board.hasPartitions && board.geometry.cells > 9)) {
    onWarning?.({ kind: 'no-database', puzzle: board.setup.name, partition: partition ?? null, fallback });
  }
  return board.heuristic(fallback, null);
}
