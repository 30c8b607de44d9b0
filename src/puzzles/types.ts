import type { BoardView } from './puzzle.js';
import type { Placement } from './queens/first-solution.js';
import type { TileHeuristicName } from './tiles/solver.js';
import type { AlgorithmName } from '../search/algorithms.js';
import type { PrefixOrder } from '../search/ida-round-list.js';
import type { SearchStats } from '../search/space.js';
import type { Sequence } from '../util/sequence.js';

export type { AlgorithmName, BoardView, Placement, PrefixOrder, SearchStats, Sequence, TileHeuristicName };

/** A puzzle: a name or alias (`8puzzle`, `klotski`, `3x4`), a definition file's path, or a definition object. */
export type PuzzleRef = string | Record<string, unknown>;

/** How far a long piece of work has come; `onProgress` receives these now and then. */
export type Progress =
  | {
      kind: 'search';
      /** `bfs`, `bi`, `astar`, `ida`, `id` or `max`. */
      algorithm: string;
      /** What `depth` counts: the layer being expanded (breadth-first), the cost bound of the round (IDA*, iterative deepening), or the least cost proven (A*). */
      measure: 'depth' | 'bound';
      depth: number;
      generated: number;
      expanded: number;
      /** States stored so far (table-based searches and `max`). */
      stored?: number;
      /** How many positions there are, where known without searching (`max`). */
      total?: number;
    }
  | { kind: 'build'; database: string; done: number; of: number }
  | { kind: 'count'; done: number; of: number }
  /** `census`: layouts classified so far, of `total` where the family counts them ahead; piece sets done of all. */
  | { kind: 'census'; layouts: number; total?: number; done: number; of: number };

/** Something worth telling a person that does not stop the work. */
export type Warning =
  | { kind: 'no-database'; puzzle: string; partition: string | null; fallback: string }
  | { kind: 'weaker-database'; puzzle: string; partition: string; strongest: string }
  | { kind: 'database-rebuilt'; file: string }
  | { kind: 'database-unusable'; file: string; reason: string; fallback: string }
  | { kind: 'conjectured-optimum'; pegs: number };

/** What every request may carry besides its puzzle. */
export interface Hooks {
  /** Stops the work: the call rejects (or throws) with the signal's reason. */
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  onWarning?: (warning: Warning) => void;
}

/** Fields that size a family instead of choosing a position. */
export interface Sizing {
  /** Tower of Hanoi: discs and pegs. */
  disks?: number;
  pegs?: number;
  /** N-Queens: the board's side. */
  size?: number;
}

export interface SolveRequest extends Hooks, Sizing {
  puzzle: PuzzleRef;
  /** Start and goal in the state notation (default: the puzzle's own). */
  start?: string;
  goal?: string;
  algorithm?: AlgorithmName;
  /** Block puzzles: `step`, `line` or `piece`. */
  metric?: string;
  /** Tile boards: the IDA* bound, the pattern databases to use, and where they are cached. */
  heuristic?: TileHeuristicName;
  partition?: string;
  cacheDir?: string;
  /**
   * Tile boards: worker threads sharing each IDA* round (default: every core on boards of 25
   * cells and more, else 1). The answer and the counts are the same on any number.
   */
  threads?: number;
  /**
   * Tile boards' IDA*: the order each round's positions at the split depth are searched in —
   * `least-bound-first` (the default from 5×5: fewer nodes on hard starts) or `depth-first` (the
   * sequential search's own, the default below 5×5). Both find a shortest path; which one, and
   * the node counts, depend on the order.
   */
  roundOrder?: PrefixOrder;
  /**
   * Tile boards' IDA*: a folder where the search saves where it stands (the round's bound and how
   * far through the round's share-out it is) every minute and after each round; run again with
   * the same folder, it continues from there with the same answer, path and counts.
   */
  checkpoint?: string;
  /** Called when a search continues from a checkpoint, with the bound of the round it continues in. */
  onResume?: (bound: number) => void;
  /**
   * Tile boards' IDA* with a checkpoint: search only this shard's share of the round the folder
   * stands in (its prefixes i with i mod of = index − 1) and save it there as a part. The shard
   * that completes the round's parts joins them: the answer, or the next round for the shards to
   * run again (an UnfinishedRoundError, as when parts are still missing).
   */
  shard?: { index: number; of: number };
  /** Stop with a StateLimitError once a search stores (or, depth-first, expands) this many states. */
  maxStates?: number;
  /** Beam search: the positions kept from each layer (default 20,000); wider finds shorter paths, slower. */
  beamWidth?: number;
  /**
   * Bytes the tables of a breadth-first, bidirectional or A* search may take (default: the
   * machine's memory less 1.5 GB): it stops with a MemoryLimitError before the next position
   * would pass it. Depth-first searches keep no tables.
   */
  memory?: number;
  /** N-Queens: queens that must be on the board. */
  place?: readonly Placement[];
}

/** A shortest solution, the same shape for every family. */
export interface Solution {
  /** The puzzle's canonical name (never an alias). */
  puzzle: string;
  /** `bfs`, `bi`, `id`, `ida`, `astar`, `beam`, or what solved it without searching (`recursive`, `backtracking`, `constructive`). */
  algorithm: string;
  metric: string;
  /** Start and goal in the state notation; null where there is none (a goal that is a condition; N-Queens). */
  start: string | null;
  goal: string | null;
  /** The number of moves. */
  length: number;
  /** `length + 1` positions, the start first and a goal last. */
  path: Sequence<string>;
  /** `length` move labels in the puzzle's own words. */
  moves: Sequence<string>;
  /** Deterministic counts (0 where nothing was searched); `stored`: positions the search's tables held. */
  stats: { generated: number; expanded: number; stored?: number };
  /**
   * Of `stats`, what this run did not search: earlier runs' counts before the checkpoint it continued from, and
   * the other shards' where it joined their round (absent when it began afresh).
   */
  carried?: { generated: number; expanded: number };
  /** The lower bound used by IDA* or A*, by name; null for the others. */
  bound: string | null;
  /** False where nothing proves the path shortest (beam search); absent where the algorithm does. */
  optimal?: false;
  milliseconds: number;
  /** How the solution is best shown: every board, a line per move (Hanoi), or the final board (N-Queens). */
  layout: 'boards' | 'listing' | 'final';
  /** What to draw: a view per position of `path` (layout `boards` and `listing`), or the final one. */
  views: Sequence<BoardView>;
  /** Facts of the family added to the JSON after the common keys (N-Queens: size, placed, columns). */
  details: Record<string, unknown>;
}

export interface ExploreRequest extends Hooks, Sizing {
  puzzle: PuzzleRef;
  /** The root (default: the goal, or the start where the goal is a condition or the puzzle says so). */
  start?: string;
  metric?: string;
  maxStates?: number;
  /** Worker threads for a dense search (default: every core). */
  threads?: number;
  /** Bytes a dense search may allocate (default: the machine's memory less 1.5 GB); refused at once past it. */
  memory?: number;
  /**
   * A folder where a dense search saves itself after every level and, run again with the same
   * folder, continues from the last complete level.
   */
  checkpoint?: string;
  /** Called when a dense search continues from a checkpoint, with the level it continues from. */
  onResume?: (depth: number) => void;
}

/** Every position reachable from a root, by distance (`explore`). */
export interface Exploration {
  puzzle: string;
  from: string;
  metric: string;
  depth: number;
  total: number;
  /** `histogram[d]` positions at distance d. */
  histogram: number[];
  /** The positions at the largest distance, sorted as strings, with their views. */
  antipodes: string[];
  antipodeViews: BoardView[];
  stats: { generated: number; expanded: number; stored?: number };
  /** Of `stats`, what earlier runs counted before the checkpoint this one continued from (absent when it began afresh). */
  carried?: { generated: number; expanded: number };
  milliseconds: number;
}

export interface CountRequest extends Hooks {
  puzzle: PuzzleRef;
  size?: number;
  place?: readonly Placement[];
  /** Also count the solutions distinct up to rotation and reflection. */
  unique?: boolean;
  threads?: number;
  /** Count only shard `index` of `of` (1-based), a fixed slice of the work: the shards' counts add up to the whole. */
  shard?: { index: number; of: number };
}

export interface Count {
  puzzle: string;
  size: number;
  placed: Placement[];
  total: bigint;
  /** Null unless asked for. */
  unique: bigint | null;
  /** The shard counted, or null for the whole count. */
  shard: { index: number; of: number } | null;
}

/** The length of a solution without listing it (the Tower of Hanoi with any number of discs). */
export interface MoveCount {
  puzzle: string;
  disks: number;
  pegs: number;
  length: bigint;
  /** False where the number is the Frame–Stewart conjecture rather than a proved optimum. */
  proved: boolean;
}

/** A puzzle as `slide show` presents it. */
export interface Description {
  puzzle: string;
  title: string;
  family: string;
  metric: string;
  state: string;
  /** `start` for the puzzle's own start, `state` for a position asked for. */
  stateCaption: 'start' | 'state';
  goal: string | null;
  goalDescription: string;
  /** How many positions there are: exact where known (reachable from the goal), else an upper bound; null where not stated. */
  positions: { count: number; exact: boolean } | null;
  views: { state: BoardView; cells: BoardView; goal: BoardView | null };
}

export interface PuzzleSummary {
  name: string;
  family: string;
  /** Positions reachable from the goal where known without searching. */
  positions: bigint | null;
  aliases: string[];
  title: string;
}

export interface RandomRequest {
  puzzle: PuzzleRef;
  seed?: number;
  count?: number;
  /** Instead of a uniform shuffle: a random walk of this many moves from the goal, never undoing the last move. */
  moves?: number;
}

export interface RandomStarts {
  puzzle: string;
  seed: number;
  /** Made as they are walked, the same ones on every walk. */
  starts: Sequence<string>;
}

/**
 * The request fields whose meaning depends on the family: each family lists those it takes, and
 * a request naming another is refused (a silently ignored field would mislead its caller).
 */
export const FAMILY_FIELDS = [
  'start',
  'goal',
  'algorithm',
  'metric',
  'heuristic',
  'partition',
  'cacheDir',
  'threads',
  'roundOrder',
  'checkpoint',
  'shard',
  'maxStates',
  'beamWidth',
  'disks',
  'pegs',
  'size',
  'place',
] as const;
export type FamilyField = (typeof FAMILY_FIELDS)[number];

export interface PrepareRequest extends Hooks {
  puzzle: PuzzleRef;
  partition?: string;
  cacheDir?: string;
  threads?: number;
  /** Bytes a build may allocate (default: the machine's memory less 1.5 GB); a larger one is refused before it starts. */
  memory?: number;
}

export interface Prepared {
  puzzle: string;
  /** E.g. `pdb 7-8`. */
  partition: string;
  files: string[];
}

export interface VerifyRequest extends Hooks, Sizing {
  puzzle: PuzzleRef;
  /** Start and goal in the state notation (default: the puzzle's own). */
  start?: string;
  goal?: string;
  metric?: string;
  /**
   * The moves by label: a list, or text as a solution's moves are printed one a line (a label a
   * line, or a word of one-letter labels such as `uurdl`).
   */
  moves: string | readonly string[];
  /** Also solve the start and compare: `shortest` then holds the optimal length. */
  optimal?: boolean;
}

/** A move list replayed from a start (`slide verify`, `slide apply`): the moves made, in the Solution's shape. */
export interface Verification extends Solution {
  /** `replay`. */
  algorithm: string;
  goalDescription: string;
  /** The position the legal moves lead to, and its drawing. */
  final: string;
  finalView: BoardView;
  /** The first move that could not be made (1-based `index` among the moves), or null when all were legal. */
  illegal: { index: number; move: string; reason: string; legal: string[] } | null;
  /** Every move was legal (`illegal` is null). */
  legal: boolean;
  /** Every move was legal and the final position meets the goal. */
  solved: boolean;
  /** With `optimal`: the length of a shortest solution (computed only for a legal, solving move list). */
  shortest: number | null;
}

/** `census`: every layout a box and a piece set allow, split into groups. */
export interface CensusRequest extends Hooks {
  /** The census spec: a name in puzzles/census/, a file's path, or the spec as an object. */
  puzzle: PuzzleRef;
  /** How many of the hardest groups the result lists (default 20). */
  top?: number;
  /** Classify only shard `index` of `of` (1-based): a fixed share of the piece sets; `mergeCensuses` joins the shards. */
  shard?: { index: number; of: number };
  /** Worker threads classifying piece sets side by side (default: every core; one when `onDistance` listens). */
  threads?: number;
  /** A folder where the census saves its totals after each piece set, and resumes from them when run again. */
  checkpoint?: string;
  /**
   * The most bytes the classification's tables may take on all threads together (default: the
   * machine's memory less 1.5 GB): a set that would need more stops the census (MemoryLimitError).
   */
  memory?: number;
  /** Each group as it is classified (for a database of them all). */
  onGroup?: (group: CensusGroup) => void;
  /** Every layout's distance to its group's nearest goal layout, -1 where there is none. */
  onDistance?: (layout: string, distance: number) => void;
}

/** One group of a census: layouts that all reach one another by moves. */
export interface CensusGroup {
  /** The pieces of its layouts, kind by kind (`L1 N2 M3 O4`). */
  pieces: string;
  /** Its canonical layout: the first in the census's order. */
  first: string;
  size: number;
  /** Goal layouts in the group. */
  goals: number;
  /** The moves its farthest layout needs to reach a goal layout; null when no goal is in the group. */
  hardest: number | null;
  /** Layouts at that distance, and the first of them (the group's hardest puzzle). */
  hardestCount: number;
  hardestLayout: string | null;
  /** Layouts per distance to the nearest goal layout (empty when unsolvable). */
  histogram: number[];
  /**
   * Where the census tests it (Rush Hour's `minimal`), for a solvable group: whether its hardest
   * puzzle needs every piece — no piece its first optimal solution leaves still can be taken away
   * without lowering the number of moves.
   */
  minimal?: boolean;
}

/** What a family's census reports as it goes; the library sums it up. */
export interface CensusHooks {
  signal?: AbortSignal;
  /** The piece sets to classify, as indices in the spec's list (a shard's share, a worker's task). */
  pieceSets: readonly number[];
  onGroup(group: CensusGroup): void;
  onDistance?(layout: string, distance: number): void;
  /** Layouts classified so far, and piece sets finished. */
  onProgress?(layouts: number, pieceSetsDone: number): void;
  /** The most bytes one set's classification may take: a larger set stops the census with a MemoryLimitError. */
  memory?: number;
}

export interface Census {
  census: string;
  title: string;
  metric: string;
  pieceSets: number;
  layouts: number;
  groups: number;
  solvableGroups: number;
  /** Layouts in groups that hold a goal layout. */
  solvableLayouts: number;
  /** Solvable groups whose hardest puzzle is minimal, where the census tests it. */
  minimalGroups?: number;
  /** The largest group (ties: the first layout's text); null only in a shard that has no piece set. */
  largest: CensusGroup | null;
  /** Groups by their hardest distance: hardestHistogram[d] groups need d moves from their farthest layout. */
  hardestHistogram: number[];
  /** The minimal groups by their hardest distance, where the census tests them (Fogleman's database counts these). */
  minimalHistogram?: number[];
  /** The hardest groups, hardest first (ties: the larger group, then the first layout's text). */
  top: CensusGroup[];
  /** The shard classified, or null for the whole census. */
  shard: { index: number; of: number } | null;
  milliseconds: number;
}
