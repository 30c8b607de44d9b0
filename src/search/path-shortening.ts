import { bidirectional } from './bidirectional.js';
import { StateLimitError } from './errors.js';
import type { SearchSpace, State } from './space.js';

/** The longest stretch of a found path that is searched again, from both ends, for a shorter way. */
const SHORTENING_WINDOW = 12;
/** States a shortening search may keep before that stretch is left as it is. */
const SHORTENING_STATES = 200_000;

/** The counts a search that is not proven shortest reports, added to by the shortening. */
export interface Counts {
  generated: number;
  expanded: number;
  stored: number;
}

/** `path` with every stretch of up to SHORTENING_WINDOW moves replaced by a shorter way where one exists. */
export function shortened(space: SearchSpace, path: State[], stats: Counts): State[] {
  let current = path;
  let window = 2;
  while (window <= SHORTENING_WINDOW) {
    let from = 0;
    let stretch: State[] | null = null;
    for (; from + window < current.length && !stretch; from++) stretch = shortestWithin(space, current[from]!, current[from + window]!, window - 1, stats);
    if (stretch) {
      // A shorter way: splice it in and look at the new path from the smallest stretches again.
      from--;
      current = [...current.slice(0, from), ...stretch, ...current.slice(from + window + 1)];
      window = 2;
    } else {
      window++;
    }
  }
  return current;
}

function shortestWithin(space: SearchSpace, from: State, to: State, maxDepth: number, stats: Counts): State[] | null {
  try {
    const result = bidirectional(space, from, to, { maxDepth, maxStates: SHORTENING_STATES });
    stats.generated += result.stats.generated;
    stats.expanded += result.stats.expanded;
    return result.path;
  } catch (error) {
    if (error instanceof StateLimitError) return null;
    throw error;
  }
}
