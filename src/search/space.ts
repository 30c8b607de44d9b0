/**
 * The small interface every puzzle implements so the search algorithms can run on it.
 *
 * A state is an integer-valued number in [0, 2^53): puzzles pack their positions into it so the
 * algorithms can keep millions of them in typed arrays instead of per-node objects.
 */
export type State = number;

export interface SearchSpace {
  /** The most successors any state can have; sizes the algorithms' scratch buffers. */
  readonly maxBranching: number;
  /**
   * Writes the successors of `state` into `out`, always in the same order, and returns how many.
   * Moves are assumed reversible (every successor has `state` among its own successors), which is
   * what bidirectional search and "never undo the previous move" pruning rely on.
   */
  successors(state: State, out: Float64Array): number;
  /**
   * The successors of `state`, reached from `parent` by one move, less those the space knows a
   * search with tables has met already: where one move carries a piece any distance (the piece
   * metric), moving the same piece again at once reaches nothing one move from `parent` did not.
   * Searches that keep every state they meet (breadth-first, bidirectional, A*) call it instead
   * of `successors` where a state has a parent; their answers stay the same, with fewer duplicates.
   */
  successorsAfter?(state: State, parent: State, out: Float64Array): number;
  /**
   * States are numbered 0, 1, 2, … in the order the space first meets them (an intern table), so
   * a search can look them up in an array indexed by state instead of hashing them again.
   */
  readonly numbered?: boolean;
  /** Bytes the space itself keeps for each position it numbers (its intern table), besides a search's own tables. */
  readonly bytesPerState?: number;
}

/**
 * A space whose states are exactly the integers 0 … stateCount − 1 (possibly with some unused):
 * breadth-first search over it can keep one bit per state instead of a hash table, which is what
 * lets `max` cover a billion states in a few hundred megabytes.
 */
export interface DenseSpace extends SearchSpace {
  readonly stateCount: number;
}

export function isDense(space: SearchSpace): space is DenseSpace {
  return typeof (space as Partial<DenseSpace>).stateCount === 'number';
}

/** A goal test rather than a fixed goal state, so "the 2×2 piece at the exit" is a goal too. */
export type GoalTest = (state: State) => boolean;

/** An admissible lower bound on the number of moves from a state to the goal. */
export type LowerBound = (state: State) => number;

/**
 * A lower bound that can be updated per move: given a state, its bound and one successor, the
 * successor's bound. Lets IDA* and A* avoid recomputing the bound from scratch at every node.
 */
export type IncrementalBound = (state: State, bound: number, next: State) => number;

export interface Heuristic {
  readonly name: string;
  readonly estimate: LowerBound;
  readonly update?: IncrementalBound;
  /** A finer ranking for searches that need not prove a path shortest (beam search); the bound itself where absent. */
  readonly guide?: Guide;
}

/**
 * How near the goal a state looks, lower nearer, with no promise of admissibility: a beam search
 * keeps the states it ranks best. `jitter` is the spread of the deterministic noise the search
 * adds on its later tries, in the estimate's own units, so that ties and near-ties fall otherwise.
 */
export interface Guide {
  readonly estimate: (state: State) => number;
  readonly jitter: number;
  /** Whole steps still to go, coarser than the estimate: what a staged search drives down. */
  readonly progress?: Progress;
}

/** A coarse distance to the goal in whole steps (a goal piece's route on the empty board), lower nearer. */
export type Progress = (state: State) => number;

/** Counts every search reports; deterministic for a given puzzle, start and algorithm. */
export interface SearchStats {
  /** Successor states produced (duplicates included). */
  generated: number;
  /** States whose successors were produced. */
  expanded: number;
  /** States held in the visited tables when the search ended (table-based searches only). */
  stored?: number;
}

export interface SearchResult {
  /** Start first, a goal state last; `null` when the goal cannot be reached. */
  path: State[] | null;
  stats: SearchStats;
}

export interface SearchLimits {
  /** States the search's table starts with room for: a hint for many small searches, which need not pay for a large table each. */
  initialCapacity?: number;
  /** Stop with `StateLimitError` once this many states are stored (or, for depth-first search, expanded). */
  maxStates?: number;
  /** Breadth-first and bidirectional search: look no deeper than this many moves (a goal beyond it is reported as none). */
  maxDepth?: number;
  /**
   * Called at every layer (or IDA* threshold) and every 65,536 expanded states with the counts so
   * far. It may throw to stop the search (an aborted request does), so it is also the search's
   * only cancellation point: cheap enough to sit in the hot loops.
   */
  onProgress?: (progress: SearchProgress) => void;
}

/** How far a running search has come. */
export interface SearchProgress {
  generated: number;
  expanded: number;
  /** States held in the visited tables (table-based and dense searches). */
  stored?: number;
  /** The breadth-first layer being expanded, the IDA* threshold being searched, or the least cost A* has proven so far. */
  depth: number;
}

/** Progress reports come this often, in expanded states (a mask: every 65,536). */
export const PROGRESS_MASK = 0xffff;
