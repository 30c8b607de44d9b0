// A worker thread of a parallel IDA* (tile boards): it makes its own walker from the recipe and
// walks its share of each round's listing and searches its share of the round's subtrees.
import { parentPort, workerData } from 'node:worker_threads';
import { builtKernel } from './kernel/tile-kernel.js';
import { compilableWalkerOf, type WalkerRecipe } from './walker-recipe.js';
import { serveIdaRounds, type IdaListing, type IdaRound, type IdaWorkerSetup } from '../../search/parallel-ida-star.js';

/**
 * The round size from which the compiled search is worth its start: it copies the databases into
 * its own memory (about 2 s for the 24-puzzle's 1.34 GB), which a round of a few million nodes
 * would not win back. Between rounds the walker stands at its start, as handing over requires.
 */
const COMPILE_FROM_PREFIXES = 250_000;

const setup = workerData as IdaWorkerSetup;
const recipe = setup.recipe as WalkerRecipe;
const compileFrom = recipe.compileFrom ?? COMPILE_FROM_PREFIXES;
const { walker, compile } = compilableWalkerOf(recipe, builtKernel());
serveIdaRounds(walker, setup, (handle) =>
  parentPort!.on('message', (task: IdaRound | IdaListing) => {
    if (!('kind' in task) && task.count >= compileFrom) compile();
    parentPort!.postMessage(handle(task));
  }),
);
