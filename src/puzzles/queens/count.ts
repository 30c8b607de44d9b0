import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runCountTask, countTasks, type ClassCounts, type CountTask } from './symmetric-count.js';
import { eventsHeard } from '../../util/event-loop.js';
import { shardOf, type Shard } from '../../util/shard.js';
import { conflictOf, type Placement } from './first-solution.js';

export interface QueensCount {
  total: bigint;
  /** Solutions distinct up to rotation and reflection (only without pre-placed queens). */
  unique: bigint | null;
}

/** Where the bundled worker sits beside the bundle (absent when running from source). */
const WORKER = fileURLToPath(new URL('./queens-worker.cjs', import.meta.url));

/** Counts by brute force, pre-placed queens honoured: small boards and constrained counts. */
export function countWithPlacements(size: number, placed: readonly Placement[]): bigint {
  if (conflictOf(size, placed)) return 0n;
  const fixed = new Int32Array(size).fill(-1);
  for (const { row, col } of placed) fixed[row] = col;
  const all = (1 << size) - 1;
  let total = 0;
  const count = (row: number, down: number, left: number, right: number): void => {
    if (row === size) {
      total++;
      return;
    }
    let free = all & ~(down | left | right);
    if (fixed[row]! >= 0) free &= 1 << fixed[row]!;
    while (free !== 0) {
      const bit = free & -free;
      free ^= bit;
      count(row + 1, down | bit, ((left | bit) << 1) & all, (right | bit) >>> 1);
    }
  };
  count(0, 0, 0, 0);
  return BigInt(total);
}

/** Unique counts for boards too small for the symmetry classes (N ≤ 4), from A002562. */
const SMALL_UNIQUE = [1n, 1n, 0n, 0n, 1n];

function sum(parts: readonly ClassCounts[]): QueensCount {
  let c2 = 0n;
  let c4 = 0n;
  let c8 = 0n;
  for (const part of parts) {
    c2 += BigInt(part.count2);
    c4 += BigInt(part.count4);
    c8 += BigInt(part.count8);
  }
  return { total: 2n * c2 + 4n * c4 + 8n * c8, unique: c2 + c4 + c8 };
}

/**
 * Total and unique solutions of the N×N board, the work spread over `threads` worker threads
 * (in this thread when 1, or when the bundled worker is not there). `onProgress` hears how many
 * of the tasks are done.
 */
export async function countQueens(
  size: number,
  threads: number,
  onProgress: (done: number, of: number) => void = () => {},
  shard: Shard = { index: 1, of: 1 },
): Promise<QueensCount> {
  if (size < 5) {
    // Too small to split: the first shard counts it all.
    if (shard.index > 1) return { total: 0n, unique: 0n };
    const total = countWithPlacements(size, []);
    return { total, unique: SMALL_UNIQUE[size] ?? null };
  }
  // Longest tasks first (small bounds prune least), so the last ones to finish are short.
  const tasks = shardOf(countTasks(size), shard).sort((a, b) => a.bound - b.bound || a.phase - b.phase);
  if (threads <= 1 || !existsSync(WORKER)) {
    const parts: ClassCounts[] = [];
    for (const [i, task] of tasks.entries()) {
      // A turn of the event loop between tasks: a signal (Ctrl-C, a scheduler's SIGTERM) is
      // handled before the next task, not after the whole count has been written out.
      await eventsHeard();
      parts.push(runCountTask(size, task));
      onProgress(i + 1, tasks.length);
    }
    return sum(parts);
  }
  const { Worker } = await import('node:worker_threads');
  const parts: ClassCounts[] = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(threads, tasks.length) }, () => new Worker(WORKER));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const give = () => {
              if (next === tasks.length) return resolve();
              const task: CountTask = tasks[next++]!;
              worker.postMessage({ size, task });
            };
            worker.on('message', (part: ClassCounts) => {
              parts.push(part);
              onProgress(parts.length, tasks.length);
              give();
            });
            worker.on('error', reject);
            give();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return sum(parts);
}
