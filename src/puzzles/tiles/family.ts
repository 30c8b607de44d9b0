import { InputError } from '../../util/input-error.js';
import { tilesIndex, tilesSpace } from './dense-index.js';
import { withFileContext } from '../definition-file.js';
import type { Definition, Family } from '../family.js';
import type { BoardCodec } from '../graph/board-codec.js';
import { GraphPuzzle } from '../graph/graph-puzzle.js';
import { tileReplayer, type Replayer } from '../replayer.js';
import { POSITION_FIELDS, SEARCH_FIELDS, withMetric } from '../search-family.js';
import { searchSolver } from '../search-solver.js';
import { cacheDirectory } from '../../store/cache-folder.js';
import { tilesGraphSpec, tilesSetup } from './definition.js';
import { MAX_HALF_SPACE_CELLS } from './half-space.js';
import { inPlaceSolver, readsLargeDatabases, solvesInPlace } from './in-place-solver.js';
import { preparePatternDatabases } from './pdb/database-cache.js';
import { partitionName } from './pdb/partitions.js';
import { TileBoard } from './solver.js';

const tileBoard = (definition: Definition) => withFileContext(definition.file, () => new TileBoard(tilesSetup(definition.data, definition.file)));

/** The board as a search puzzle (states are permutation ranks), for bfs, bi, astar and max. */
function load(definition: Definition): GraphPuzzle {
  const setup = tilesSetup(definition.data, definition.file);
  const spec = withFileContext(definition.file, () => tilesGraphSpec(setup));
  try {
    return new GraphPuzzle(spec, definition.file, 'ranked');
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new InputError(
      `${setup.name}: a ${setup.rows}×${setup.cols} board is too large for bfs, bi, astar and max (states must fit in 53 bits)`,
      'IDA* (the algorithm ida, the default past 3×3) solves boards of any size',
    );
  }
}

function factorial(n: number): bigint {
  let product = 1n;
  for (let k = 2n; k <= BigInt(n); k++) product *= k;
  return product;
}

const IDA_FIELDS = ['heuristic', 'partition', 'cacheDir', 'threads', 'roundOrder', 'checkpoint', 'shard'] as const;

/** R×C boards of numbered tiles and one blank: IDA* in place past 3×3, the generic searches below. */
export const tilesFamily: Family = {
  name: 'tiles',
  solveFields: [...SEARCH_FIELDS, ...IDA_FIELDS],
  exploreFields: POSITION_FIELDS,
  solver: (definition, request) => {
    const board = tileBoard(definition);
    if (solvesInPlace(board, request)) return inPlaceSolver(board, request);
    const stray = IDA_FIELDS.find((field) => request[field] !== undefined);
    if (stray) throw new InputError(`applies to IDA* (the algorithm ida, the default past 3×3), not to ${request.algorithm ?? 'bi'}`, undefined, stray);
    return searchSolver(withMetric(load(definition), request.metric), request);
  },
  readsLargeTables: (definition, request) => {
    const board = tileBoard(definition);
    return solvesInPlace(board, request) && readsLargeDatabases(board, request);
  },
  puzzle: (definition, request) => withMetric(load(definition), request.metric),
  describe: (definition, request) => {
    // Every board size, also those too large for the searches' packed states.
    const board = tileBoard(definition);
    const state = request.start === undefined ? board.defaultStart : board.parse(request.start, 'start');
    const goal = board.format(board.goal);
    const { name, title } = board.setup;
    const views = { state: board.view(state), cells: board.numbering(), goal: board.view(board.goal) };
    return {
      puzzle: name,
      title,
      family: 'tiles',
      metric: 'step',
      state: board.format(state),
      stateCaption: request.start === undefined ? 'start' : 'state',
      goal,
      goalDescription: goal,
      positions: null,
      views,
    };
  },
  // Half of all arrangements: the other half has the wrong parity.
  positions: (definition) => factorial(tileBoard(definition).geometry.cells) / 2n,
  shuffle: (definition) => {
    const board = tileBoard(definition);
    return { name: board.setup.name, goal: Array.from(board.goal), solvable: (b) => board.solvable(b), format: (b) => board.format(b) };
  },
  prepare: async (definition, request, defaults) => {
    const board = tileBoard(definition);
    const { onProgress, onWarning } = request;
    const prepared = await preparePatternDatabases(
      board,
      cacheDirectory(request.cacheDir),
      {
        onBuild: (database, done, of) => onProgress?.({ kind: 'build', database, done, of }),
        onRebuild: (file) => onWarning?.({ kind: 'database-rebuilt', file }),
      },
      request.partition,
      defaults.threads,
      defaults.memory,
    );
    if (!prepared)
      throw new InputError(`no pattern databases are defined for a ${board.setup.rows}×${board.setup.cols} board (there are for 15puzzle, 24puzzle and 2x4)`);
    return { puzzle: board.setup.name, partition: partitionName(prepared.partition), files: prepared.files };
  },
  replayer: (definition, request) => tileReplayer(tileBoard(definition), request.goal) as Replayer<unknown>,
  denseIndex: (definition, puzzle, root) => {
    const { rows, cols } = tileBoard(definition).setup;
    return rows * cols <= MAX_HALF_SPACE_CELLS ? tilesIndex(rows, cols, puzzle.space as BoardCodec, root) : null;
  },
  denseSpace: tilesSpace,
};
