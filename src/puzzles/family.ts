import type { DenseIndex, DenseRecipe } from './dense-index.js';
import type { Puzzle } from './puzzle.js';
import type { Replayer } from './replayer.js';
import type { PuzzleSolver } from './solver.js';
import type { CensusHooks, Count, CountRequest, Description, ExploreRequest, FamilyField, MoveCount, Prepared, PrepareRequest, SolveRequest } from './types.js';
import type { DenseSpace, State } from '../search/space.js';

/** A definition file found and parsed, not yet validated. */
export interface Definition {
  family: string;
  data: Record<string, unknown>;
  /** How errors name the file: its path as given, or `puzzles/<name>.json`. */
  file: string;
}

/** What shuffling needs of a puzzle: its goal's tokens, a solvability test and the notation. */
export interface Shufflable {
  name: string;
  goal: number[];
  solvable(board: number[]): boolean;
  format(board: number[]): string;
}

/**
 * Everything slide knows of one family of puzzles, in one record: the fields each operation
 * takes, how a definition becomes a puzzle, and every policy (default algorithm, fast paths,
 * counts). The library reads only this; adding a family is its folder and one line in
 * `families.ts`. Optional members are abilities a family may lack (the library then says so).
 */
export interface Family {
  /** The `family` a definition file names. */
  readonly name: string;
  /** The family fields `solve` takes. */
  readonly solveFields: readonly FamilyField[];
  /** The family fields of `explore`, `describe` and `verify`; none where there are no positions. */
  readonly exploreFields: readonly FamilyField[];
  solver(definition: Definition, request: SolveRequest): PuzzleSolver | Promise<PuzzleSolver>;
  /** The puzzle the generic searches and drawings work on, sized by the request. */
  puzzle?(definition: Definition, request: ExploreRequest): Puzzle;
  /** How `describe` presents a position, where the search puzzle cannot (too large, or none). */
  describe?(definition: Definition, request: ExploreRequest): Description;
  /** Positions reachable from the goal where known without searching. */
  positions(definition: Definition): number | bigint | null;
  shuffle?(definition: Definition): Shufflable;
  count?(definition: Definition, request: CountRequest): Promise<Count>;
  moveCount?(definition: Definition, request: SolveRequest): MoveCount;
  /** Whether solving reads tables of gigabytes at random (the 24-puzzle's databases), where huge memory pages pay. */
  readsLargeTables?(definition: Definition, request: SolveRequest): boolean;
  /** Builds (or checks) what solving needs ahead of time: pattern databases of tile boards. */
  prepare?(definition: Definition, request: PrepareRequest, defaults: { threads: number; memory: number }): Promise<Prepared>;
  /** For `max`: a dense index of the root's component that worker threads can share, where the family has one. */
  denseIndex?(definition: Definition, puzzle: Puzzle, root: State): DenseIndex | null;
  /** In a worker thread: the dense space a recipe of this family's `denseIndex` describes (its `kind` is the family's name). */
  denseSpace?(recipe: DenseRecipe): DenseSpace;
  /** Classifies every layout of a census spec of this family, group by group. */
  census?(definition: Definition, hooks: CensusHooks): void | Promise<void>;
  /** A census spec's title and metric, and how many piece sets it has (the units its shards and threads share). */
  /** `minimal`: the census tests its groups' hardest puzzles for Fogleman's minimal (CensusGroup.minimal). */
  censusFacts?(definition: Definition): { title: string; metric: string; pieceSets: number; minimal?: boolean };
  /** How many layouts the piece sets hold, where that is quick to count ahead (null otherwise): progress then measures layouts. */
  censusLayouts?(definition: Definition, pieceSets: readonly number[]): number | null;
  /** How a move list is replayed (`verify`, `apply`, random walks); none where the family has no moves. */
  replayer?(definition: Definition, request: ExploreRequest & { goal?: string }): Replayer<unknown>;
}
