import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { askWorker } from '../../../search/worker-task.js';
import { allocateNibbles, allocateWorkspace, openSearch } from './pattern-layout.js';
import { placementsOf, type PatternShape } from './pattern-search.js';

export type BuildProgress = (placementsReached: number, of: number) => void;

/** Where the bundled worker sits beside the bundle (absent when running from source). */
const WORKER = fileURLToPath(new URL('./pattern-worker.cjs', import.meta.url));

/** Below this many placements a database is built in this thread: workers would cost more than they save. */
const WORKER_THRESHOLD = 1 << 22;

/** Fills a pattern database in this thread; returns its nibbles. */
export function searchPatternHere(shape: PatternShape, onProgress: BuildProgress = () => {}): Uint8Array {
  const nibbles = allocateNibbles(shape, false);
  const search = openSearch(shape, allocateWorkspace(shape, false), new ArrayBuffer(4), nibbles);
  const entries = placementsOf(shape);
  search.seed();
  for (let level = 0; search.expandLevel(level, 0, 1) > 0; level++) onProgress(search.placementsReached, entries);
  checkComplete(search.placementsReached, entries);
  onProgress(entries, entries);
  return new Uint8Array(nibbles);
}

/** What a worker is started with: the first allocates the workspace and hands it to the others through their ports. */
export interface WorkerSetup {
  shape: PatternShape;
  nibbles: SharedArrayBuffer;
  progress: SharedArrayBuffer;
  ports: MessagePort[];
  owner: boolean;
}

export interface LevelTask {
  level: number;
  first: number;
  stride: number;
}

/** A worker's answer for one level: how many regions it marked. */
export interface LevelReport {
  marked: number;
}

/** How often the progress of a build on workers is reported while a level runs (ms). */
const PROGRESS_INTERVAL = 250;

/**
 * Fills a pattern database with `threads` worker threads sharing its memory, each expanding an
 * interleaved share of every level's blocks; in this thread when the database is small or the
 * bundled worker is not there (running from source). The workspace (four times the database)
 * lives only in the workers, so it is freed the moment they end, before the next build.
 */
export async function searchPattern(shape: PatternShape, threads: number, onProgress: BuildProgress = () => {}): Promise<Uint8Array> {
  const entries = placementsOf(shape);
  if (threads <= 1 || entries < WORKER_THRESHOLD || !existsSync(WORKER)) return searchPatternHere(shape, onProgress);
  const nibbles = allocateNibbles(shape, true) as SharedArrayBuffer;
  const progress = new SharedArrayBuffer(4);
  const reached = new Int32Array(progress);
  const { MessageChannel, Worker } = await import('node:worker_threads');
  const channels = Array.from({ length: threads - 1 }, () => new MessageChannel());
  const start = (ports: MessagePort[], owner: boolean) =>
    new Worker(WORKER, { workerData: { shape, nibbles, progress, ports, owner } satisfies WorkerSetup, transferList: ports });
  const workers = [
    start(
      channels.map((channel) => channel.port1),
      true,
    ),
    ...channels.map((channel) => start([channel.port2], false)),
  ];
  const ticker = setInterval(() => onProgress(Atomics.load(reached, 0), entries), PROGRESS_INTERVAL);
  try {
    for (let level = 0; ; level++) {
      const reports = await Promise.all(workers.map((worker, first) => askWorker<LevelTask, LevelReport>(worker, { level, first, stride: threads })));
      if (reports.every((report) => report.marked === 0)) break;
    }
  } finally {
    clearInterval(ticker);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  checkComplete(Atomics.load(reached, 0), entries);
  onProgress(entries, entries);
  return new Uint8Array(nibbles);
}

/**
 * Every placement of a group is reachable on these boards, so a search that missed one is broken
 * (it would store a database too weak, though still admissible): fail rather than keep it.
 */
function checkComplete(reached: number, entries: number): void {
  if (reached !== entries) throw new Error(`pattern search reached ${reached} of ${entries} placements`);
}
