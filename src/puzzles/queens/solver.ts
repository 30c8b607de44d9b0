import { InputError } from '../../util/input-error.js';
import type { BoardView } from '../puzzle.js';
import { constructSolution } from './constructive.js';
import { countQueens, countWithPlacements } from './count.js';
import { queensSetup, type QueensSetup } from './definition.js';
import { conflictOf, firstSolution, MAX_BACKTRACK_SIZE, type Placement } from './first-solution.js';
import type { Definition } from '../family.js';
import { NoSolutionError } from '../no-solution.js';
import { workerThreads } from '../../util/threads.js';
import type { PuzzleSolver } from '../solver.js';
import type { Count, CountRequest, Sequence, SolveRequest } from '../types.js';
import { now, since } from '../../util/clock.js';

/** The largest board solved: its solution is a million rows, and that is what gets printed. */
export const MAX_QUEENS_SIZE = 1_000_000;

/** The board's size, checked, and the pre-placed queens, checked against each other. */
function boardOf(definition: Definition, request: { size?: number; place?: readonly Placement[] }): { setup: QueensSetup; placed: Placement[] } {
  const setup = queensSetup(definition.data, definition.file, request.size);
  if (setup.size > MAX_QUEENS_SIZE)
    throw new InputError(`boards go up to ${MAX_QUEENS_SIZE.toLocaleString('en-US')} × ${MAX_QUEENS_SIZE.toLocaleString('en-US')}`, undefined, 'size');
  const placed = [...(request.place ?? [])];
  const conflict = conflictOf(setup.size, placed);
  if (conflict) throw new InputError(conflict, undefined, 'place');
  return { setup, placed };
}

/**
 * N-Queens: the first solution in row-by-row, left-to-right order holding every pre-placed
 * queen; without pre-placed queens, boards past the backtracking range use the explicit
 * construction, so a million queens take a moment.
 */
export function queensSolver(definition: Definition, request: SolveRequest): PuzzleSolver {
  const { setup, placed } = boardOf(definition, request);
  const { size } = setup;
  if (size > MAX_BACKTRACK_SIZE && placed.length > 0) {
    throw new InputError(`pre-placed queens work on boards up to ${MAX_BACKTRACK_SIZE}×${MAX_BACKTRACK_SIZE}`, undefined, 'place');
  }
  return {
    puzzle: setup.name,
    takesStarts: false,
    prepare: () => () => {
      const began = now();
      const backtracking = size <= MAX_BACKTRACK_SIZE;
      const columns = backtracking ? firstSolution(size, placed) : constructSolution(size);
      const where = placed.length ? ` with queens at ${placed.map(({ row, col }) => `${row},${col}`).join(' ')}` : '';
      if (!columns) throw new NoSolutionError(`no ${size}×${size} solution${where}`, 'none');
      const placements: Sequence<string> = {
        *[Symbol.iterator]() {
          for (let row = 0; row < size; row++) yield `${row},${columns[row]}`;
        },
      };
      const board: BoardView = { kind: 'queens', size, columns, fixed: placed.map(({ row, col }) => row * size + col) };
      return {
        puzzle: setup.name,
        algorithm: backtracking ? 'backtracking' : 'constructive',
        metric: 'step',
        start: null,
        goal: null,
        length: size,
        path: placements,
        moves: placements,
        stats: { generated: 0, expanded: 0 },
        bound: null,
        milliseconds: since(began),
        layout: 'final',
        views: [board],
        details: { size, placed: placed.map(({ row, col }) => [row, col]), columns },
      };
    },
  };
}

/** Counts N-Queens solutions (and, without pre-placed queens, those distinct up to symmetry) on worker threads. */
export async function countSolutions(definition: Definition, request: CountRequest): Promise<Count> {
  const { setup, placed } = boardOf(definition, request);
  const { size } = setup;
  if (size > MAX_BACKTRACK_SIZE) throw new InputError(`counting goes up to ${MAX_BACKTRACK_SIZE}×${MAX_BACKTRACK_SIZE}`, undefined, 'size');
  if (placed.length > 0 && request.unique) {
    throw new InputError('pre-placed queens break the symmetry, so unique counts are not defined with them', undefined, 'unique');
  }
  const shard = request.shard ?? null;
  if (shard && (!Number.isSafeInteger(shard.of) || shard.of < 1 || !Number.isSafeInteger(shard.index) || shard.index < 1 || shard.index > shard.of)) {
    throw new InputError(`shard ${shard.index}/${shard.of}: give K/N with 1 ≤ K ≤ N`, undefined, 'shard');
  }
  if (shard && placed.length > 0) throw new InputError('counts with pre-placed queens are not split into shards', undefined, 'shard');
  const answer = (total: bigint, unique: bigint | null): Count => ({ puzzle: setup.name, size, placed, total, unique: request.unique ? unique : null, shard });
  if (placed.length > 0) return answer(countWithPlacements(size, placed), null);
  const { signal, onProgress } = request;
  const result = await countQueens(
    size,
    workerThreads(request.threads),
    (done, of) => {
      signal?.throwIfAborted();
      onProgress?.({ kind: 'count', done, of });
    },
    shard ?? undefined,
  );
  return answer(result.total, result.unique);
}
