import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CensusReply, CensusTask } from '../puzzles/census-worker.js';
import type { Definition } from '../puzzles/family.js';
import { familyOf, nameOf } from '../puzzles/families.js';
import { askWorker } from '../search/worker-task.js';
import { shardOf } from '../util/shard.js';
import { workerThreads } from '../util/threads.js';
import { findCensusSpec } from '../puzzles/registry.js';
import { now, since } from '../util/clock.js';
import { InputError } from '../util/input-error.js';
import { availableMemory } from '../util/memory.js';
import { addTally, type CensusTally, emptyTally, tally } from '../puzzles/census-tally.js';
import { loadCensusCheckpoint, saveCensusCheckpoint } from './census-checkpoint.js';
import { CensusRequestSchema, checkedRequest } from './request-schema.js';
import type { Census, CensusGroup, CensusRequest } from './types.js';

/** How many of the hardest groups a census lists unless asked for another number. */
export const DEFAULT_CENSUS_TOP = 20;

/**
 * Every layout a box and a piece set allow, split into groups (layouts that reach one another),
 * with each group's size and hardest puzzle, summed up: totals, the largest group, the groups
 * by hardest distance, and the hardest groups. `onGroup` hears every group (for a database).
 */
export async function census(given: CensusRequest): Promise<Census> {
  const request = checkedRequest(CensusRequestSchema, given);
  request.signal?.throwIfAborted();
  const definition = findCensusSpec(request.puzzle);
  const family = familyOf(definition);
  if (!family.census || !family.censusFacts) throw new InputError(`a census applies to block puzzles and Rush Hour, not to a ${definition.family} puzzle`);
  const facts = family.censusFacts(definition);
  const began = now();
  const top = request.top ?? DEFAULT_CENSUS_TOP;
  // This run's piece sets: its shard's, less those a checkpoint has done already.
  const sets = shardOf(
    Array.from({ length: facts.pieceSets }, (_, i) => i),
    request.shard,
  );
  const identity = { spec: definition.data, shard: request.shard ?? null, top };
  const resumed = request.checkpoint === undefined ? null : loadCensusCheckpoint(request.checkpoint, identity);
  // A checkpoint saved before any piece set holds no groups to hand back: the run starts afresh.
  if (resumed && resumed.setsDone > 0 && (request.onGroup || request.onDistance))
    throw new InputError('a resumed census cannot hand back the groups it classified before the checkpoint', 'start afresh without --checkpoint', 'checkpoint');
  const result: CensusTally = resumed?.tally ?? emptyTally(sets.length, facts.minimal === true);
  const skipped = resumed?.setsDone ?? 0;
  // Saved at once, so a folder that cannot hold it is refused before the first piece set's work.
  if (request.checkpoint !== undefined && !resumed) saveCensusCheckpoint(request.checkpoint, identity, 0, result);
  const remaining = sets.slice(skipped);
  // Where the family counts this run's layouts ahead, progress (and its time left) follows them, not the piece sets.
  const total = family.censusLayouts?.(definition, remaining) ?? undefined;
  const progress = (layouts: number, done: number) => request.onProgress?.({ kind: 'census', layouts, total, done: skipped + done, of: sets.length });
  const onGroup = (group: CensusGroup) => {
    tally(result, group, top);
    request.onGroup?.(group);
  };
  const onSetDone = (layouts: number, done: number) => {
    if (request.checkpoint !== undefined) saveCensusCheckpoint(request.checkpoint, identity, skipped + done, result);
    progress(layouts, done);
  };
  // Piece sets side by side on worker threads, unless every layout is wanted back (too much to send between threads).
  const memory = request.memory ?? availableMemory();
  // Threads share the memory, so never more of them than it has bytes: a share of 0 bytes is no share.
  const threads = Math.min(workerThreads(request.threads), remaining.length, memory);
  if (threads > 1 && !request.onDistance && existsSync(CENSUS_WORKER)) {
    let layouts = 0;
    await classifyInWorkers(
      definition,
      remaining,
      threads,
      // Each thread classifies its own sets in its own arrays: they share the memory.
      { top, groups: request.onGroup !== undefined, memory: Math.floor(memory / threads) },
      (reply, done) => {
        if (reply.groups) for (const group of reply.groups) onGroup(group);
        else addTally(result, reply.tally!, top);
        layouts += reply.layouts;
        onSetDone(layouts, done);
      },
      request.signal,
    );
  } else {
    let finished = 0;
    await family.census(definition, {
      signal: request.signal,
      pieceSets: remaining,
      onGroup,
      onDistance: request.onDistance,
      memory,
      onProgress: (layouts, done) => {
        request.signal?.throwIfAborted();
        if (done > finished) onSetDone(layouts, (finished = done));
        else progress(layouts, done);
      },
    });
  }
  if (result.largest === null && request.shard === undefined) throw new InputError(`${nameOf(definition)}: the spec allows no layout at all`);
  const { minimal: _tested, ...described } = facts;
  return { census: nameOf(definition), ...described, ...result, shard: request.shard ?? null, milliseconds: since(began) };
}

/** Where the bundled worker sits beside the bundle (absent when running from source). */
const CENSUS_WORKER = fileURLToPath(new URL('./census-worker.cjs', import.meta.url));

/**
 * Classifies `sets` on `threads` worker threads, handing each the next set as it finishes one,
 * and reports each set's groups in the spec's order (a set that finishes early waits for the
 * ones before it), so the groups come out as one thread would give them.
 */
async function classifyInWorkers(
  definition: Definition,
  sets: readonly number[],
  threads: number,
  wanted: Omit<CensusTask, 'set'>,
  onSet: (reply: CensusReply, done: number) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  const { Worker } = await import('node:worker_threads');
  const workers = Array.from({ length: threads }, () => new Worker(CENSUS_WORKER, { workerData: { definition } }));
  const waiting = new Map<number, CensusReply>();
  let next = 0;
  let reported = 0;
  try {
    await Promise.all(
      workers.map(async (worker) => {
        while (next < sets.length) {
          signal?.throwIfAborted();
          const set = sets[next++]!;
          waiting.set(set, await askWorker<CensusTask, CensusReply>(worker, { set, ...wanted }));
          while (reported < sets.length && waiting.has(sets[reported]!)) {
            const reply = waiting.get(sets[reported]!)!;
            waiting.delete(sets[reported]!);
            onSet(reply, ++reported);
          }
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** The census specs bundled in puzzles/census/, by name. */
export { bundledCensusNames as censusNames } from '../puzzles/registry.js';
