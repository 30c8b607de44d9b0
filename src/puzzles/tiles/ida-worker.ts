// A worker thread of a parallel IDA* (tile boards): it makes its own walker from the recipe and
// searches its share of each round's subtrees.
import { parentPort, workerData } from 'node:worker_threads';
import { walkerOf, type WalkerRecipe } from './walker-recipe.js';
import { serveIdaRounds, type IdaRound, type IdaWorkerSetup } from '../../search/parallel-ida-star.js';

const setup = workerData as IdaWorkerSetup;
serveIdaRounds(walkerOf(setup.recipe as WalkerRecipe), setup, (handle) =>
  parentPort!.on('message', (round: IdaRound) => parentPort!.postMessage(handle(round))),
);
