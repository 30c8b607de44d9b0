import type { SearchProgress } from '../search/space.js';
import type { Hooks } from './types.js';

/**
 * The search's progress callback for a request: checks the abort signal (the searches' only
 * cancellation point) and forwards the counts. Undefined when nobody listens, so the hot loops
 * skip the call altogether.
 */
export function searchMonitor(algorithm: string, measure: 'depth' | 'bound', hooks: Hooks, total?: number): ((progress: SearchProgress) => void) | undefined {
  const { signal, onProgress } = hooks;
  if (!signal && !onProgress) return undefined;
  return (progress) => {
    signal?.throwIfAborted();
    onProgress?.({ kind: 'search', algorithm, measure, ...progress, ...(total === undefined ? {} : { total }) });
  };
}
