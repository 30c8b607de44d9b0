import type { Worker } from 'node:worker_threads';
import { DenseLevels, allocateDenseMemory, wordsFor, type DenseMemory, type DenseReport, type DenseTask } from './dense-level.js';
import { MemoryLimitError, StateLimitError, isAllocationFailure } from './errors.js';
import type { MaxDepthResult } from './max-depth.js';
import type { DenseSpace, SearchLimits, SearchStats, State } from './space.js';
import { askWorker } from './worker-task.js';

/** Past 2^36 states (three bitsets of 8 GB each) a machine rarely has the memory; checked before allocating. */
export const MAX_DENSE_STATES = 2 ** 36;

/** What the three bitsets of a dense search over `stateCount` states take. */
export function denseBytes(stateCount: number): number {
  return 3 * 4 * wordsFor(stateCount);
}

/** Below this many states a search is over before worker threads would have started. */
const WORKER_STATES = 1 << 22;

/** How often progress is reported while a level runs on workers (ms). */
const PROGRESS_INTERVAL = 250;

/**
 * Worker threads for a dense search: a script (src/library/dense-worker.ts, bundled) that builds
 * the same space from `recipe` — plain data, since a space cannot be posted to a thread — and
 * answers DenseTasks over the shared memory. The search core never looks inside the recipe.
 */
export interface DenseThreads {
  file: string;
  recipe: unknown;
  threads: number;
}

/** A search picked up where a checkpoint left it: its memory after the merge of the last level, and the counts so far. */
export interface DenseResume {
  memory: DenseMemory;
  histogram: number[];
  stats: SearchStats;
}

export interface DenseOptions extends SearchLimits {
  threads?: DenseThreads;
  /** Called after each complete level (a checkpoint is saved here), with the memory as it then is. */
  onLevel?: (histogram: readonly number[], memory: DenseMemory, stats: Readonly<SearchStats>) => void | Promise<void>;
  resume?: DenseResume;
}

/** The worker setup posted once: the recipe and the shared memory. */
export interface DenseWorkerSetup {
  recipe: unknown;
  memory: DenseMemory;
}

/**
 * Breadth-first search over everything reachable from `root` in a space whose states are the
 * integers below `stateCount`, one bit a state in three bitsets (seen, this frontier, the next).
 * Each level runs in three phases over interleaved blocks of the bitsets — expand the frontier,
 * merge the next one into the seen states, clear the old one — on worker threads sharing the
 * memory when there are several, else in this thread.
 */
export async function maxDepthDense(space: DenseSpace, root: State, options: DenseOptions = {}): Promise<MaxDepthResult> {
  const workers = options.threads && options.threads.threads > 1 && space.stateCount >= WORKER_STATES ? options.threads : undefined;
  const memory = options.resume?.memory ?? allocate(space.stateCount, workers !== undefined);
  const here = new DenseLevels(space, memory);
  const histogram = options.resume ? [...options.resume.histogram] : [1];
  if (!options.resume) here.seed(root);
  const pool = workers ? await startWorkers(workers, memory) : null;
  const run = (task: Omit<DenseTask, 'first' | 'stride'>): Promise<DenseReport[]> =>
    pool
      ? Promise.all(pool.map((worker, first) => askWorker<DenseTask, DenseReport>(worker, { ...task, first, stride: pool.length })))
      : Promise.resolve([here.run({ ...task, first: 0, stride: 1 })]);
  const cap = options.maxStates ?? Number.POSITIVE_INFINITY;
  const stats = { generated: options.resume?.stats.generated ?? 0, expanded: options.resume?.stats.expanded ?? 0 };
  const progress = new BigInt64Array(memory.progress);
  let total = histogram.reduce((sum, size) => sum + size, 0);
  let ticker: NodeJS.Timeout | undefined;
  try {
    for (;;) {
      const level = histogram.length - 1;
      const report = () => options.onProgress?.({ ...stats, stored: total + Number(Atomics.load(progress, 0)), depth: level });
      Atomics.store(progress, 0, 0n);
      report();
      if (pool && options.onProgress) ticker = setInterval(report, PROGRESS_INTERVAL);
      for (const { generated, expanded } of await run({ phase: 'expand', level })) {
        stats.generated += generated;
        stats.expanded += expanded;
      }
      clearInterval(ticker);
      const size = (await run({ phase: 'merge', level })).reduce((sum, { found }) => sum + found, 0);
      if (size === 0) break;
      total += size;
      if (total > cap) throw new StateLimitError(cap);
      histogram.push(size);
      await run({ phase: 'clear', level });
      await options.onLevel?.(histogram, memory, stats);
    }
  } finally {
    clearInterval(ticker);
    if (pool) await Promise.all(pool.map((worker) => worker.terminate()));
  }
  const depth = histogram.length - 1;
  return { depth, total, histogram, antipodes: here.frontier(depth), stats };
}

function allocate(stateCount: number, shared: boolean): DenseMemory {
  if (stateCount > MAX_DENSE_STATES) throw new MemoryLimitError(denseBytes(stateCount), 'a dense search');
  try {
    return allocateDenseMemory(stateCount, shared);
  } catch (error) {
    if (isAllocationFailure(error) || error instanceof RangeError) throw new MemoryLimitError(denseBytes(stateCount), 'a dense search');
    throw error;
  }
}

async function startWorkers({ file, recipe, threads }: DenseThreads, memory: DenseMemory): Promise<Worker[]> {
  const { Worker } = await import('node:worker_threads');
  return Array.from({ length: threads }, () => new Worker(file, { workerData: { recipe, memory } satisfies DenseWorkerSetup }));
}
