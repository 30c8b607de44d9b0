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
  /** Makes `move`; returns the bound of the new position (a cheaper one where the space has `sharpen`). */
  apply(move: number): number;
  undo(move: number): void;
  /**
   * The full bound of the current position, where `apply` gives a cheaper, weaker one: asked
   * only when the cheap bound neither prunes the node nor settles the next threshold. The space
   * may stop short of the full bound once the one it has passes `limit`: that settles both.
   */
  sharpen?(limit: number): number;
  /**
   * The bound `apply(move)` would return, without making the move: a search drops a child this
   * already settles (pruned, and no lower next threshold) and saves its move and undo.
   */
  peek?(move: number): number;
  /**
   * Runs `search` below the current position (at `depth`, its bound from the last move
   * `cheapBound`) in compiled code of the space's own: the same nodes in the same order as
   * `BoundedSearch.run`, its thresholds, counts, path and ticks kept in `search` as that would.
   * Returns the goal's depth, or -1 when there is none below.
   */
  searchBelow?(depth: number, cheapBound: number, search: BoundedSearch): number;
  /** How many bytes name a position, where the space can name them (writePosition). */
  readonly positionBytes?: number;
  /** Writes the current position's name, `positionBytes` bytes that differ for any two positions. */
  writePosition?(out: Uint8Array): void;
}

/**
 * The bound to compare with `threshold`: the space's full one wherever the cheap one might
 * decide something (the node is not pruned, or its f could be the least over the threshold),
 * so the search and its counts are those of the full bound.
 */
export function decidingBound(space: InPlaceSpace, depth: number, bound: number, threshold: number, nextThreshold: number): number {
  if (space.sharpen === undefined) return bound;
  const f = depth + bound;
  const settled = settledPast(threshold, nextThreshold);
  return f <= settled ? space.sharpen(settled - depth) : bound;
}

/** Past this f a node is pruned and cannot lower the next threshold (bounds are integers). */
const settledPast = (threshold: number, nextThreshold: number): number => Math.max(threshold, nextThreshold - 1);

export interface InPlaceResult {
  /** The moves from the start to a goal, or null when the goal is unreachable within `maxDepth`. */
  moves: number[] | null;
  stats: SearchStats;
}

/**
 * One bounded depth-first search of IDA*: from the space's current position at `depth`, every
 * node with f = depth + bound ≤ threshold, in the space's move order, stopping at the first goal
 * (whose moves are then in `path` from `depth` on). The least f over the threshold is gathered in
 * `nextThreshold`. The sequential search and the workers of the parallel one share it, so both
 * visit nodes in the same order and count them alike.
 */
export class BoundedSearch {
  readonly path: number[] = [];
  readonly stats = { generated: 0, expanded: 0 };
  nextThreshold = Number.POSITIVE_INFINITY;
  threshold = 0;
  /** The depth the search stood at when it stopped by throwing (from a tick or the node limit), 0 while it has not: `unwind` goes back from there. */
  private stoppedAt = 0;
  private readonly buffers: Int32Array[] = [];
  /** Whether the space's moves give cheap bounds to sharpen (read once: most spaces have none). */
  private readonly sharpens: boolean;
  private readonly peeks: boolean;

  constructor(
    private readonly space: InPlaceSpace,
    readonly maxExpanded = Number.POSITIVE_INFINITY,
    /** Called every PROGRESS_MASK + 1 expansions; may throw to stop the search. */
    private readonly onTick: (() => void) | null = null,
  ) {
    this.sharpens = space.sharpen !== undefined;
    this.peeks = space.peek !== undefined;
  }

  /** Starts a fresh count under a new threshold (the move buffers are kept: workers search thousands of subtrees). */
  restart(threshold: number): void {
    this.threshold = threshold;
    this.nextThreshold = Number.POSITIVE_INFINITY;
    this.stats.generated = 0;
    this.stats.expanded = 0;
  }

  run(depth: number, cheapBound: number, last: number): boolean {
    const { space, stats } = this;
    if (space.searchBelow) return this.runCompiled(depth, cheapBound);
    const bound = this.sharpens ? decidingBound(space, depth, cheapBound, this.threshold, this.nextThreshold) : cheapBound;
    const f = depth + bound;
    if (f > this.threshold) {
      if (f < this.nextThreshold) this.nextThreshold = f;
      return false;
    }
    if (bound === 0 && space.isGoal()) {
      this.path.length = depth;
      return true;
    }
    // Every round below this one ended without a goal: no solution is shorter than its bound.
    if (stats.expanded >= this.maxExpanded) {
      this.stoppedAt = depth;
      throw new StateLimitError(this.maxExpanded, this.threshold, 0);
    }
    const moves = (this.buffers[depth] ??= new Int32Array(space.maxBranching));
    const count = space.moves(moves, last);
    if ((++stats.expanded & PROGRESS_MASK) === 0 && this.onTick) {
      // A tick may throw to stop the search: then the moves made below `run`'s first depth are still made.
      this.stoppedAt = depth;
      this.onTick();
      this.stoppedAt = 0;
    }
    stats.generated += count;
    for (let k = 0; k < count; k++) {
      const move = moves[k]!;
      if (this.peeks) {
        // As the child would decide: its cheap bound prunes it, and decides its f unless the space sharpens (decidingBound).
        const f = depth + 1 + space.peek!(move);
        if (f > (this.sharpens ? settledPast(this.threshold, this.nextThreshold) : this.threshold)) {
          if (f < this.nextThreshold) this.nextThreshold = f;
          continue;
        }
      }
      const next = space.apply(move);
      this.path[depth] = move;
      const found = this.run(depth + 1, next, move);
      space.undo(move);
      if (found) return true;
    }
    return false;
  }

  /** `run` where the space searches itself: it makes no move of its position, so a stop leaves nothing to take back. */
  private runCompiled(depth: number, cheapBound: number): boolean {
    this.stoppedAt = depth;
    const goal = this.space.searchBelow!(depth, cheapBound, this);
    this.stoppedAt = 0;
    if (goal < 0) return false;
    this.path.length = goal;
    return true;
  }

  /** What a compiled search calls every PROGRESS_MASK + 1 expansions (stats up to date): may throw to stop it. */
  tick(): void {
    this.onTick?.();
  }

  /** What a compiled search calls at `maxExpanded` expansions, where `run` would stop. */
  stopAtLimit(): never {
    throw new StateLimitError(this.maxExpanded, this.threshold, 0);
  }

  /**
   * Takes back the moves a search that stopped by throwing left made, down to `depth` (where its
   * `run` began), so the space stands where it did before: a stopped search leaves no trace.
   */
  unwind(depth: number): void {
    takeBack(this.space, this.path, this.stoppedAt, depth);
    this.stoppedAt = 0;
  }
}

/** Undoes `moves[depth]` … `moves[from − 1]`, the last first: the space goes back from depth `from` to `depth`. */
export function takeBack(space: InPlaceSpace, moves: ArrayLike<number>, from: number, depth: number): void {
  for (let d = from - 1; d >= depth; d--) space.undo(moves[d]!);
}

/**
 * IDA* over an in-place space: depth-first searches bounded by f = g + h, the bound raised each
 * round to the least f that exceeded it. The position is restored on return, and when the
 * search stops (the node limit, or a progress callback that throws).
 */
export function idaStarInPlace(space: InPlaceSpace, limits: SearchLimits & { maxDepth?: number } = {}): InPlaceResult {
  const { onProgress } = limits;
  const maxDepth = limits.maxDepth ?? Number.POSITIVE_INFINITY;
  const report = () => onProgress?.({ generated: search.stats.generated, expanded: search.stats.expanded, depth: search.threshold });
  const search = new BoundedSearch(space, limits.maxStates, onProgress ? report : null);
  search.threshold = space.bound();
  try {
    for (;;) {
      report();
      if (search.run(0, space.bound(), -1)) return { moves: search.path.slice(), stats: search.stats };
      if (search.nextThreshold === Number.POSITIVE_INFINITY || search.nextThreshold > maxDepth) return { moves: null, stats: search.stats };
      search.threshold = search.nextThreshold;
      search.nextThreshold = Number.POSITIVE_INFINITY;
    }
  } catch (error) {
    search.unwind(0);
    throw error;
  }
}
