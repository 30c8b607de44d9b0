import type { Worker } from 'node:worker_threads';
import { eventsHeard } from './event-loop.js';

/** What a task of a batch ended with: its result, or what it threw (as data, so it crosses threads). */
export type TaskOutcome<R> = { result: R } | { thrown: unknown };

/** A worker's report: one task's outcome. */
interface TaskReport<R> {
  index: number;
  outcome: TaskOutcome<R>;
}

function attempt<R>(task: () => R): TaskOutcome<R> {
  try {
    return { result: task() };
  } catch (thrown) {
    return { thrown };
  }
}

/**
 * In a worker thread: takes the batch's next task from the shared counter until none is left,
 * doing each and posting its outcome. `fail` turns what a task threw into data that crosses threads.
 */
export function serveTasks<R>(
  next: SharedArrayBuffer,
  count: number,
  task: (index: number) => R,
  fail: (thrown: unknown) => unknown,
  post: (report: TaskReport<R>) => void,
): void {
  const counter = new Int32Array(next);
  for (let index = Atomics.add(counter, 0, 1); index < count; index = Atomics.add(counter, 0, 1)) {
    const outcome = attempt(() => task(index));
    post({ index, outcome: 'thrown' in outcome ? { thrown: fail(outcome.thrown) } : outcome });
  }
}

/**
 * Does `count` independent tasks on this thread and on the workers `startWorkers` starts (each
 * serving the same counter with serveTasks), and yields their outcomes in task order, each as
 * soon as it and every one before it are done. Threads take tasks from a shared counter, so a
 * long task holds up no other thread; this thread works too, so no task waits for a worker to
 * start. Leaving the loop early stops the workers.
 */
export async function* sideBySide<R>(
  count: number,
  here: (index: number) => R,
  startWorkers: (next: SharedArrayBuffer) => Worker[],
  revive: (thrown: unknown) => unknown,
): AsyncGenerator<TaskOutcome<R>> {
  const next = new SharedArrayBuffer(4);
  const counter = new Int32Array(next);
  const outcomes: (TaskOutcome<R> | undefined)[] = new Array(count);
  let failure = null as { error: unknown } | null;
  let wake: (() => void) | null = null;
  const woken = () => {
    wake?.();
    wake = null;
  };
  const workers = startWorkers(next);
  for (const worker of workers) {
    worker.on('message', ({ index, outcome }: TaskReport<R>) => {
      outcomes[index] = 'thrown' in outcome ? { thrown: revive(outcome.thrown) } : outcome;
      woken();
    });
    worker.on('error', (error) => {
      failure ??= { error: revive(error) };
      woken();
    });
    // A worker that is done ends of itself (its reports come first); one that is stopped otherwise fails the batch.
    worker.on('exit', (code) => {
      if (code !== 0) failure ??= { error: new Error(`a worker thread stopped (exit code ${code})`) };
      woken();
    });
  }
  try {
    let emitted = 0;
    while (emitted < count) {
      if (failure) throw failure.error;
      const ready = outcomes[emitted];
      if (ready) {
        outcomes[emitted++] = undefined;
        yield ready;
        continue;
      }
      const index = Atomics.add(counter, 0, 1);
      if (index < count) {
        outcomes[index] = attempt(() => here(index));
        // Lets the workers' reports in between this thread's tasks.
        await eventsHeard();
      } else {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    }
  } finally {
    Atomics.store(counter, 0, count);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
