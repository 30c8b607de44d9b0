import { hanoiIndex, tilesIndex, type DenseIndex } from '../puzzles/dense-recipes.js';
import type { BoardCodec } from '../puzzles/graph/board-codec.js';
import { GraphPuzzle } from '../puzzles/graph/graph-puzzle.js';
import type { HanoiPuzzle } from '../puzzles/hanoi/hanoi-puzzle.js';
import { MAX_HALF_SPACE_CELLS } from '../puzzles/tiles/half-space.js';
import type { State } from '../search/space.js';
import { hanoiPuzzle, hanoiSetup } from '../puzzles/hanoi/definition.js';
import { withFileContext } from '../puzzles/definition-file.js';
import { InputError } from '../util/input-error.js';
import type { Puzzle } from '../puzzles/puzzle.js';
import { puzzleOf, type Definition } from '../puzzles/registry.js';
import { tilesSetup } from '../puzzles/tiles/definition.js';
import { TileBoard } from '../puzzles/tiles/solver.js';
import { describeHanoi, hanoiMoveCount, hanoiSolver } from './hanoi.js';
import { countSolutions, queensSolver } from './queens.js';
import { puzzleReplayer, tileReplayer, type Replayer } from './replayer.js';
import { searchSolver } from './search-solver.js';
import type { Solver } from './solver.js';
import { inPlaceSolver, solvesInPlace } from './tiles.js';
import type { Count, CountRequest, Description, ExploreRequest, MoveCount, SolveRequest } from './types.js';

/** The request fields that choose how a family is solved, explored or drawn. */
const FIELDS = ['start', 'goal', 'algorithm', 'metric', 'heuristic', 'partition', 'cacheDir', 'threads', 'maxStates', 'disks', 'pegs', 'size', 'place'] as const;
export type Field = (typeof FIELDS)[number];

/** What shuffling needs of a puzzle: its goal's tokens, a solvability test and the notation. */
export interface Shufflable {
  name: string;
  goal: number[];
  solvable(board: number[]): boolean;
  format(board: number[]): string;
}

/**
 * Everything the library knows of one family: which fields each operation takes, its defaults
 * and how it is solved. Adding a family means adding an entry here (and its rules in src/puzzles).
 */
export interface FamilyPolicy {
  readonly solveFields: readonly Field[];
  /** Fields of `explore` and `describe`; none where the family has no positions to explore. */
  readonly exploreFields: readonly Field[];
  solver(definition: Definition, request: SolveRequest): Solver | Promise<Solver>;
  /** The puzzle the generic searches and drawings work on, sized by the request. */
  puzzle?(definition: Definition, request: ExploreRequest): Puzzle;
  /** How `describe` presents a position, where the search puzzle cannot (too large, or none). */
  describe?(definition: Definition, request: ExploreRequest): Description;
  /** Positions reachable from the goal where known without searching. */
  positions(definition: Definition): number | bigint | null;
  shuffle?(definition: Definition): Shufflable;
  count?(definition: Definition, request: CountRequest): Promise<Count>;
  moveCount?(definition: Definition, request: SolveRequest): MoveCount;
  /** Tile boards: the board whose pattern databases can be prepared. */
  tileBoard?(definition: Definition): TileBoard;
  /** For `max`: a dense index of the root's component that worker threads can share, where the family has one. */
  denseIndex?(definition: Definition, puzzle: Puzzle, root: State): DenseIndex | null;
  /** How a move list is replayed (`verify`, `apply`); none where the family has no moves. */
  replayer?(definition: Definition, request: ExploreRequest & { goal?: string }): Replayer<unknown>;
}

/** `threads` is taken by every `explore`: a dense search uses them, the others need none. */
const POSITION_FIELDS: readonly Field[] = ['start', 'metric', 'maxStates', 'threads'];
const SEARCH_FIELDS: readonly Field[] = ['start', 'goal', 'algorithm', 'metric', 'maxStates'];

const withMetric = (puzzle: Puzzle, metric: string | undefined) => (metric === undefined ? puzzle : puzzle.withMetric(metric));

const searchFamily = (shuffle?: FamilyPolicy['shuffle']): FamilyPolicy => ({
  solveFields: SEARCH_FIELDS,
  exploreFields: POSITION_FIELDS,
  solver: (definition, request) => searchSolver(withMetric(puzzleOf(definition), request.metric), request),
  puzzle: (definition, request) => withMetric(puzzleOf(definition), request.metric),
  replayer: (definition, request) => puzzleReplayer(withMetric(puzzleOf(definition), request.metric), request.goal, 'boards'),
  positions: (definition) => puzzleOf(definition).reachableCount ?? null,
  ...(shuffle ? { shuffle } : {}),
});

/** A one-blank puzzle with distinct tokens shuffles like a tile board; parity decides the rest. */
function shuffleGraph(definition: Definition): Shufflable {
  const puzzle = puzzleOf(definition) as GraphPuzzle;
  const goal = puzzle.defaultGoal;
  const encode = (b: number[]) => puzzle.space.encode(b);
  const goalCodes = Array.from(puzzle.space.decode(goal.state!));
  if (new Set(goalCodes).size !== goalCodes.length) throw new InputError(`${puzzle.name} repeats tokens; random starts need distinct ones`);
  return { name: puzzle.name, goal: goalCodes, solvable: (b) => puzzle.reachable(encode(b), goal) !== false, format: (b) => puzzle.formatState(encode(b)) };
}

const tileBoard = (definition: Definition) => withFileContext(definition.file, () => new TileBoard(tilesSetup(definition.data, definition.file)));

function factorial(n: number): bigint {
  let product = 1n;
  for (let k = 2n; k <= BigInt(n); k++) product *= k;
  return product;
}

const FAMILIES: Record<string, FamilyPolicy> = {
  graph: searchFamily(shuffleGraph),
  blocks: searchFamily(),
  tiles: {
    solveFields: [...SEARCH_FIELDS, 'heuristic', 'partition', 'cacheDir', 'threads'],
    exploreFields: POSITION_FIELDS,
    solver: (definition, request) => {
      const board = tileBoard(definition);
      if (solvesInPlace(board, request)) return inPlaceSolver(board, request);
      const stray = (['heuristic', 'partition', 'cacheDir', 'threads'] as const).find((field) => request[field] !== undefined);
      if (stray) throw new InputError(`applies to IDA* (the algorithm ida, the default past 3×3), not to ${request.algorithm ?? 'bi'}`, undefined, stray);
      return searchSolver(withMetric(puzzleOf(definition), request.metric), request);
    },
    puzzle: (definition, request) => withMetric(puzzleOf(definition), request.metric),
    describe: (definition, request) => {
      // Every board size, also those too large for the searches' packed states.
      const board = tileBoard(definition);
      const state = request.start === undefined ? board.defaultStart : board.parse(request.start, 'start');
      const goal = board.format(board.goal);
      const { name, title } = board.setup;
      const views = { state: board.view(state), cells: board.numbering(), goal: board.view(board.goal) };
      return { puzzle: name, title, family: 'tiles', metric: 'step', state: board.format(state), stateCaption: request.start === undefined ? 'start' : 'state', goal, goalDescription: goal, positions: null, views };
    },
    // Half of all arrangements: the other half has the wrong parity.
    positions: (definition) => factorial(tileBoard(definition).geometry.cells) / 2n,
    shuffle: (definition) => {
      const board = tileBoard(definition);
      return { name: board.setup.name, goal: Array.from(board.goal), solvable: (b) => board.solvable(b), format: (b) => board.format(b) };
    },
    tileBoard,
    replayer: (definition, request) => tileReplayer(tileBoard(definition), request.goal) as Replayer<unknown>,
    denseIndex: (definition, puzzle, root) => {
      const { rows, cols } = tileBoard(definition).setup;
      return rows * cols <= MAX_HALF_SPACE_CELLS ? tilesIndex(rows, cols, puzzle.space as BoardCodec, root) : null;
    },
  },
  hanoi: {
    solveFields: [...SEARCH_FIELDS, 'disks', 'pegs'],
    exploreFields: [...POSITION_FIELDS, 'disks', 'pegs'],
    solver: hanoiSolver,
    puzzle: (definition, request) => withMetric(hanoiPuzzle(hanoiSetup(definition.data, definition.file, request)), request.metric),
    describe: describeHanoi,
    denseIndex: (_, puzzle) => hanoiIndex((puzzle as HanoiPuzzle).space),
    replayer: (definition, request) =>
      puzzleReplayer(withMetric(hanoiPuzzle(hanoiSetup(definition.data, definition.file, request)), request.metric), request.goal, 'listing'),
    positions: (definition) => {
      const { discs, pegs } = hanoiSetup(definition.data, definition.file, {});
      return BigInt(pegs) ** BigInt(discs);
    },
    moveCount: hanoiMoveCount,
  },
  queens: {
    solveFields: ['size', 'place'],
    exploreFields: [],
    solver: queensSolver,
    positions: () => null,
    count: countSolutions,
  },
};

export function policyOf(definition: Definition): FamilyPolicy {
  return FAMILIES[definition.family]!;
}

/** The puzzle's name as the definition gives it (before validation, for messages). */
export function nameOf(definition: Definition): string {
  const name = definition.data['name'];
  return typeof name === 'string' ? name : definition.file;
}

/**
 * Refuses a request field the family does not take, naming it: a silently ignored option
 * would leave the user believing it had an effect.
 */
export function checkFields(request: object, allowed: readonly Field[], definition: Definition): void {
  const given = request as Partial<Record<Field, unknown>>;
  for (const field of FIELDS) {
    if (given[field] !== undefined && !allowed.includes(field)) {
      throw new InputError(`does not apply to ${nameOf(definition)} (a ${definition.family} puzzle)`, undefined, field);
    }
  }
}
