import type { Worker } from 'node:worker_threads';
import { idaStarInPlace, type InPlaceResult, type InPlaceSpace } from '../../search/ida-star-in-place.js';
import { revivedError } from '../../search/errors.js';
import { sideBySide, type TaskOutcome } from '../../util/side-by-side.js';
import { now, since } from '../../util/clock.js';
import type { SearchLimits } from '../../search/space.js';
import type { WalkerRecipe } from './walker-recipe.js';

/** One start of a batch searched: the search's result and how long it took. */
export interface SearchedStart extends InPlaceResult {
  milliseconds: number;
}

/** What a worker of a batch is started with: the bound and pruning as a recipe (its start unused), every start, the shared counter of the next. */
export interface TileBatchSetup {
  recipe: WalkerRecipe;
  starts: number[][];
  maxStates: number | undefined;
  next: SharedArrayBuffer;
}

/** IDA* from one start of a batch, timed (in whichever thread takes it). */
export function searchStart(walker: InPlaceSpace, limits: SearchLimits): SearchedStart {
  const began = now();
  const result = idaStarInPlace(walker, limits);
  return { ...result, milliseconds: since(began) };
}

/** An error thrown in a worker, as data: its name, message and fields (revivedError makes it its class again). */
export function errorAsData(thrown: unknown): unknown {
  return thrown instanceof Error ? { ...thrown, name: thrown.name, message: thrown.message } : thrown;
}

/**
 * Searches a batch of starts side by side: this thread (with `limits`) and threads − 1 workers
 * (the bundled `workerFile`, with the setup's state cap) each take the next start until none is left, every start searched by IDA* in one
 * thread, so each answer and count is that of searching the starts one after another.
 * Outcomes come in the starts' order.
 */
export async function* searchSideBySide(
  starts: readonly Uint8Array[],
  here: (start: Uint8Array) => InPlaceSpace,
  limits: SearchLimits,
  setup: Omit<TileBatchSetup, 'starts' | 'next'>,
  workerFile: string,
  threads: number,
): AsyncGenerator<TaskOutcome<SearchedStart>> {
  const { Worker } = await import('node:worker_threads');
  const plain = starts.map((start) => Array.from(start));
  const startWorkers = (next: SharedArrayBuffer): Worker[] =>
    Array.from(
      { length: Math.min(threads, starts.length) - 1 },
      () => new Worker(workerFile, { workerData: { ...setup, starts: plain, next } satisfies TileBatchSetup }),
    );
  yield* sideBySide(starts.length, (index) => searchStart(here(starts[index]!), limits), startWorkers, revive);
}

const revive = (thrown: unknown): unknown =>
  revivedError(
    thrown instanceof Error ? thrown : typeof thrown === 'object' && thrown !== null ? Object.assign(new Error(), thrown) : new Error(String(thrown)),
  );
