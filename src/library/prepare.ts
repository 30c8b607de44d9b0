import { InputError } from '../util/input-error.js';
import { findDefinition } from '../puzzles/registry.js';
import { preparePatternDatabases } from '../puzzles/tiles/pdb/database-cache.js';
import { cacheDirectory } from '../store/cache-folder.js';
import { partitionName } from '../puzzles/tiles/pdb/partitions.js';
import { nameOf, policyOf } from './families.js';
import { availableMemory } from './memory.js';
import { workerThreads } from './threads.js';
import type { Prepared, PrepareRequest } from './types.js';

/**
 * Builds (or checks) the pattern databases of a tile board ahead of solving: the strongest
 * partition defined for the board unless one is named, on `threads` worker threads.
 */
export async function prepare(request: PrepareRequest): Promise<Prepared> {
  const definition = findDefinition(request.puzzle);
  const tileBoard = policyOf(definition).tileBoard;
  if (!tileBoard) throw new InputError(`pattern databases are for tile boards, not for ${nameOf(definition)} (a ${definition.family} puzzle)`);
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
    workerThreads(request.threads),
    request.memory ?? availableMemory(),
  );
  if (!prepared) throw new InputError(`no pattern databases are defined for a ${board.setup.rows}×${board.setup.cols} board (there are for 15puzzle and 2x4)`);
  return { puzzle: board.setup.name, partition: partitionName(prepared.partition), files: prepared.files };
}
