import { availableParallelism } from 'node:os';

/**
 * Worker threads to start: as many as asked, but never more than the cores. More would not
 * count or build faster, and each reserves its own code space: under an address-space limit
 * (ulimit -v) a dozen of them make V8 abort the whole process, which no error handler can catch.
 */
export function workerThreads(asked: number | undefined): number {
  const cores = availableParallelism();
  return Math.min(asked ?? cores, cores);
}
