import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { sideBySide, type TaskOutcome } from '../../src/util/side-by-side.js';

// A worker serving the batch's counter as serveTasks does: task i is i², slowly, and task 5 fails.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const counter = new Int32Array(workerData.next);
for (let index = Atomics.add(counter, 0, 1); index < workerData.count; index = Atomics.add(counter, 0, 1)) {
  const until = Date.now() + 2;
  while (Date.now() < until);
  parentPort.postMessage({ index, outcome: index === 5 ? { thrown: { message: 'five' } } : { result: index * index } });
}`;

/** Keeps this thread busy for `ms` milliseconds, as a task that takes time. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

const here = (index: number) => {
  if (index === 5) throw new Error('five');
  return index * index;
};
const workers = (count: number, threads: number) => (next: SharedArrayBuffer) =>
  Array.from({ length: threads }, () => new Worker(WORKER, { eval: true, workerData: { next, count } }));
const revive = (thrown: unknown) => (thrown instanceof Error ? thrown : new Error((thrown as { message: string }).message));

async function collect(batch: AsyncGenerator<TaskOutcome<number>>, take = Number.POSITIVE_INFINITY): Promise<(number | string)[]> {
  const seen: (number | string)[] = [];
  for await (const outcome of batch) {
    seen.push('result' in outcome ? outcome.result : (outcome.thrown as Error).message);
    if (seen.length === take) break;
  }
  return seen;
}

describe('tasks done side by side', () => {
  it('yields every outcome once, in task order, whichever thread did the task, failures in their place', async () => {
    const expected = Array.from({ length: 40 }, (_, i) => (i === 5 ? 'five' : i * i));
    let doneHere = 0;
    let claimed = new Int32Array(new SharedArrayBuffer(4));
    // This thread waits (ten seconds in all at most) until a worker has taken a task, so that however loaded the
    // machine, it does not finish the batch while the workers are still starting.
    const giveUpAt = Date.now() + 10_000;
    const slowHere = (index: number) => {
      doneHere++;
      while (Atomics.load(claimed, 0) <= doneHere && Date.now() < giveUpAt) busyFor(1);
      return here(index);
    };
    const watchedWorkers = (next: SharedArrayBuffer) => {
      claimed = new Int32Array(next);
      return workers(40, 2)(next);
    };
    expect(await collect(sideBySide(40, slowHere, watchedWorkers, revive))).toEqual(expected);
    expect(doneHere).toBeLessThan(40);
    expect(await collect(sideBySide(40, here, () => [], revive))).toEqual(expected);
  });

  it('stops its workers when the caller leaves early, and fails as a worker thread does', async () => {
    const started: Worker[] = [];
    const batch = sideBySide(
      1000,
      here,
      (next) => {
        started.push(...workers(1000, 1)(next));
        return started;
      },
      revive,
    );
    expect(await collect(batch, 3)).toEqual([0, 1, 4]);
    expect(started).toHaveLength(1);
    expect(started[0]!.threadId).toBe(-1);
    const broken = () => [new Worker('throw new RangeError("worker broke")', { eval: true })];
    const slowly = (index: number) => {
      busyFor(2);
      return index;
    };
    await expect(collect(sideBySide(1000, slowly, broken, revive))).rejects.toThrow('worker broke');
  });
});
