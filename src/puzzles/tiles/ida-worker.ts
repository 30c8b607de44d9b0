// A worker thread of a parallel IDA* (tile boards): it makes its own walker from the recipe and
// walks its share of each round's listing and searches its share of the round's subtrees.
import { parentPort, workerData } from 'node:worker_threads';
import { builtKernel } from './kernel/tile-kernel.js';
import { walkerOf, type WalkerRecipe } from './walker-recipe.js';
import { serveIdaRounds, type IdaListing, type IdaRound, type IdaWorkerSetup } from '../../search/parallel-ida-star.js';

const setup = workerData as IdaWorkerSetup;
serveIdaRounds(walkerOf(setup.recipe as WalkerRecipe, builtKernel()), setup, (handle) =>
  parentPort!.on('message', (task: IdaRound | IdaListing) => parentPort!.postMessage(handle(task))),
);
