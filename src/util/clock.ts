/**
 * Milliseconds on a monotonic clock. Not `performance.now()`: the first use of that global loads
 * Node's perf_hooks, a few milliseconds of every short command's start-up.
 */
export function now(): number {
  const [seconds, nanoseconds] = process.hrtime();
  return seconds * 1000 + nanoseconds / 1e6;
}

/** Milliseconds since `began` (a reading of `now()`), for the timings reported beside results. */
export function since(began: number): number {
  return now() - began;
}
