// A worker thread of a batch of tile-board starts solved side by side: it makes the bound once,
// then searches the starts it takes from the shared counter, reporting each.
import { parentPort, workerData } from 'node:worker_threads';
import { serveTasks } from '../../util/side-by-side.js';
import { errorAsData, searchStart, type TileBatchSetup } from './batch-solve.js';
import { walkersOf } from './walker-recipe.js';

const { recipe, starts, maxStates, next } = workerData as TileBatchSetup;
const walkerFrom = walkersOf(recipe);
serveTasks(
  next,
  starts.length,
  (index) => searchStart(walkerFrom(starts[index]!), { maxStates }),
  errorAsData,
  (report) => parentPort!.postMessage(report),
);
