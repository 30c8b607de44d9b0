// A worker thread of the N-Queens count: runs the count tasks it is sent, one at a time.
import { parentPort } from 'node:worker_threads';
import { runCountTask, type CountTask } from './symmetric-count.js';

parentPort!.on('message', ({ size, task }: { size: number; task: CountTask }) => {
  parentPort!.postMessage(runCountTask(size, task));
});
