import { StateLimitError } from './errors.js';
import { PROGRESS_MASK, type SearchLimits, type SearchStats } from './space.js';

/**
 * A puzzle position that is changed in place by moves and can undo them: the shape IDA* wants
 * for hard instances, where billions of nodes are generated and none may allocate. Moves are
 * small integers in the puzzle's own code; the bound is updated by each move.
 */
export interface InPlaceSpace {
  readonly maxBranching: number;
  /** The admissible lower bound of the current position. */
  bound(): number;
  isGoal(): boolean;
  /** Writes the moves available now into `out`, in a fixed order, leaving out the one that undoes `last` (-1: none). */
  moves(out: Int32Array, last: number): number;
  /** Makes `move`; returns the bound of the new position. */
  apply(move: number): number;
  undo(move: number): void;
}

export interface InPlaceResult {
  /** The moves from the start to a goal, or null when the goal is unreachable within `maxDepth`. */
  moves: number[] | null;
  stats: SearchStats;
}

/**
 * IDA* over an in-place space: depth-first searches bounded by f = g + h, the bound raised each
 * round to the least f that exceeded it. The position is restored on return.
 */
export function idaStarInPlace(
  space: InPlaceSpace,
  limits: SearchLimits & { maxDepth?: number } = {},
): InPlaceResult {
  const { onProgress } = limits;
  const maxExpanded = limits.maxStates ?? Number.POSITIVE_INFINITY;
  const maxDepth = limits.maxDepth ?? Number.POSITIVE_INFINITY;
  const stats = { generated: 0, expanded: 0 };
  const path: number[] = [];
  const buffers: Int32Array[] = [];
  let threshold = space.bound();
  let nextThreshold = Number.POSITIVE_INFINITY;

  const search = (depth: number, bound: number, last: number): boolean => {
    const f = depth + bound;
    if (f > threshold) {
      if (f < nextThreshold) nextThreshold = f;
      return false;
    }
    if (bound === 0 && space.isGoal()) {
      path.length = depth;
      return true;
    }
    if (stats.expanded >= maxExpanded) throw new StateLimitError(maxExpanded);
    const moves = (buffers[depth] ??= new Int32Array(space.maxBranching));
    const count = space.moves(moves, last);
    if ((++stats.expanded & PROGRESS_MASK) === 0 && onProgress) {
      onProgress({ generated: stats.generated, expanded: stats.expanded, depth: threshold });
    }
    stats.generated += count;
    for (let k = 0; k < count; k++) {
      const move = moves[k]!;
      const next = space.apply(move);
      path[depth] = move;
      const found = search(depth + 1, next, move);
      space.undo(move);
      if (found) return true;
    }
    return false;
  };

  for (;;) {
    onProgress?.({ generated: stats.generated, expanded: stats.expanded, depth: threshold });
    if (search(0, space.bound(), -1)) return { moves: path.slice(), stats };
    if (nextThreshold === Number.POSITIVE_INFINITY || nextThreshold > maxDepth) return { moves: null, stats };
    threshold = nextThreshold;
    nextThreshold = Number.POSITIVE_INFINITY;
  }
}
