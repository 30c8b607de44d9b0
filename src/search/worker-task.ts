import type { Worker } from 'node:worker_threads';
import { revivedError } from './errors.js';

/** Posts one task to a worker thread and resolves with its one reply (or rejects with its error). */
export function askWorker<Task, Reply>(worker: Worker, task: Task): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(revivedError(error));
    worker.once('message', (reply: Reply) => {
      worker.off('error', onError);
      resolve(reply);
    });
    worker.once('error', onError);
    worker.postMessage(task);
  });
}
