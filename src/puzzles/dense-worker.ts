// A worker thread of a dense breadth-first search (`explore` on tile boards and Hanoi): it
// rebuilds the space from its recipe and runs its share of each phase it is sent, in memory
// shared with the other workers.
import { parentPort, workerData } from 'node:worker_threads';
import type { DenseRecipe } from './dense-index.js';
import { families } from './families.js';
import { DenseLevels, type DenseReport, type DenseTask } from '../search/dense-level.js';
import type { DenseWorkerSetup } from '../search/max-depth-dense.js';

const { recipe, memory } = workerData as DenseWorkerSetup;
const { kind } = recipe as DenseRecipe;
const space = families()
  .find((family) => family.name === kind)
  ?.denseSpace?.(recipe as DenseRecipe);
if (!space) throw new Error(`no family rebuilds a dense space of kind ${kind}`);
const levels = new DenseLevels(space, memory);

parentPort!.on('message', (task: DenseTask) => {
  parentPort!.postMessage(levels.run(task) satisfies DenseReport);
});
