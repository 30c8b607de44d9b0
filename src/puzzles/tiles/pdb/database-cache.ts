import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { FolderError, isPresent, readStoredFileInChunks, writeAtomically } from '../../../store/stored-file.js';
import { isAllocationFailure, MemoryLimitError } from '../../../search/errors.js';
import { InputError } from '../../../util/input-error.js';
import { databaseSources, partitionsFor, type Partition } from './partitions.js';
import type { TileHeuristic } from '../heuristics.js';
import { patternHeuristic } from './heuristic-recipe.js';
import { entriesChecksum, PatternDatabase } from './pattern-database.js';
import { entriesOf, searchBytes } from './pattern-layout.js';
import type { TileBoard } from '../solver.js';

/** What the cache tells its caller while it works: it never prints. */
export interface CacheEvents {
  onBuild?: (database: string, done: number, of: number) => void;
  /** A file was damaged or outdated and is being rebuilt. */
  onRebuild?: (file: string) => void;
  /** A file cannot be used or rebuilt here (say a read-only cache): the caller falls back. */
  onUnusable?: (file: string, reason: string) => void;
  /** No partition was named and the strongest one cached is not the board's strongest: `prepare` would build it. */
  onWeaker?: (used: string, strongest: string) => void;
}

function fileFor(directory: string, board: TileBoard, tiles: readonly number[]): string {
  return join(directory, `pdb-${board.setup.rows}x${board.setup.cols}-${tiles.join('-')}.bin`);
}

type Status = { database: PatternDatabase } | { missing: true } | { corrupt: string };

/** The header line, the entries, and slack: anything longer than this is not one of our files. */
function expectedSize(board: TileBoard, tiles: readonly number[]): number {
  return 1024 + Math.ceil(entriesOf({ rows: board.setup.rows, cols: board.setup.cols, tiles }) / 2);
}

/** Reads a cached database, checking its entries as they are read: only a regular file of about the right size is read at all. */
async function read(file: string, board: TileBoard, tiles: readonly number[]): Promise<Status> {
  const checksum = entriesChecksum();
  const stored = await readStoredFileInChunks(file, expectedSize(board, tiles), (chunk) => checksum.add(chunk));
  if (!('bytes' in stored)) return stored;
  const database = PatternDatabase.parse(stored.bytes, board.setup.rows, board.setup.cols, tiles, checksum.digest());
  return database ? { database } : { corrupt: 'damaged or outdated' };
}

/** A cache folder that cannot hold databases: bad input (the folder given), reported before building. */
function unusableFolder(error: FolderError): InputError {
  return new InputError(`cannot write pattern databases to ${error.folder} (${error.code})`, undefined, 'cacheDir');
}

/** Builds one database and stores it atomically: a temporary file renamed into place. */
async function build(
  file: string,
  board: TileBoard,
  tiles: readonly number[],
  directory: string,
  events: CacheEvents,
  threads: number,
  memory: number,
): Promise<PatternDatabase> {
  checkMemory(board, tiles, memory);
  try {
    return await writeAtomically(directory, file, async () => {
      const database = await buildDatabase(board, tiles, events, threads);
      return { value: database, chunks: [database.fileHeader(), database.nibbles] };
    });
  } catch (error) {
    throw error instanceof FolderError ? unusableFolder(error) : error;
  }
}

async function buildDatabase(board: TileBoard, tiles: readonly number[], events: CacheEvents, threads: number): Promise<PatternDatabase> {
  const { rows, cols } = board.setup;
  const name = tiles.join(',');
  try {
    return await PatternDatabase.buildInWorkers(rows, cols, tiles, threads, (done, of) => events.onBuild?.(name, done, of));
  } catch (error) {
    if (!isAllocationFailure(error)) throw error;
    throw memoryError(board, tiles);
  }
}

/** Too little memory for a group's build; names a weaker partition where the board has one whose builds need less. */
function memoryError(board: TileBoard, tiles: readonly number[]): MemoryLimitError {
  const { rows, cols } = board.setup;
  const needed = searchBytes({ rows, cols, tiles });
  const weakest = partitionsFor(rows, cols).at(-1);
  const lighter = weakest && Math.max(...weakest.groups.map((group) => searchBytes({ rows, cols, tiles: group }))) < needed;
  return new MemoryLimitError(needed, `pattern database ${tiles.join(',')}`, lighter ? { puzzle: board.setup.name, partition: weakest.name } : undefined);
}

/** Refuses, before allocating anything, a build that needs more than `memory` bytes. */
function checkMemory(board: TileBoard, tiles: readonly number[], memory: number): void {
  if (searchBytes({ rows: board.setup.rows, cols: board.setup.cols, tiles }) > memory) throw memoryError(board, tiles);
}

/** The groups whose databases are built and cached (a turned or mirrored copy of a group reads that one's). */
function builtGroups(board: TileBoard, partition: Partition): number[][] {
  const sources = databaseSources(partition, board.setup.rows, board.setup.cols);
  return partition.groups.filter((_, group) => !sources[group]!.map);
}

function choosePartition(board: TileBoard, name: string | undefined): Partition | null {
  const partitions = partitionsFor(board.setup.rows, board.setup.cols);
  if (name === undefined) return partitions[0] ?? null;
  const partition = partitions.find((candidate) => candidate.name === name);
  if (!partition) {
    const known = partitions.map((candidate) => candidate.name).join(', ');
    throw new InputError(
      `${name} is not a partition of the ${board.setup.rows}×${board.setup.cols} board`,
      known ? `choose one of: ${known}` : 'no pattern databases are defined for this board',
      'partition',
    );
  }
  return partition;
}

/**
 * A pattern-database bound from the cache: the named partition's, else the strongest partition
 * whose files are all there; null when none is, or when a damaged file cannot be rebuilt here
 * (the caller falls back to linear conflict). A damaged or outdated file is rebuilt, since it
 * was wanted.
 */
export async function cachedPatternDatabase(
  board: TileBoard,
  directory: string,
  events: CacheEvents,
  wanted?: string,
  threads = 1,
): Promise<TileHeuristic | null> {
  const candidates = wanted === undefined ? partitionsFor(board.setup.rows, board.setup.cols) : [choosePartition(board, wanted)!];
  const partition = candidates.find((candidate) => builtGroups(board, candidate).every((tiles) => isPresent(fileFor(directory, board, tiles))));
  if (!partition) return null;
  if (partition !== candidates[0]) events.onWeaker?.(partition.name, candidates[0]!.name);
  const databases: PatternDatabase[] = [];
  for (const tiles of builtGroups(board, partition)) {
    const file = fileFor(directory, board, tiles);
    const status = await read(file, board, tiles);
    if ('database' in status) {
      databases.push(status.database);
      continue;
    }
    events.onRebuild?.(file);
    try {
      databases.push(await build(file, board, tiles, directory, events, threads, Number.POSITIVE_INFINITY));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      events.onUnusable?.(file, error.message);
      return null;
    }
  }
  return patternHeuristic(board.geometry, partition, databases);
}

/**
 * Builds (or checks) every database of a partition of the board, by default its strongest, on
 * `threads` threads, refusing at once a build that needs more than `memory` bytes. Returns the partition and its files; null when the board has none.
 */
export async function preparePatternDatabases(
  board: TileBoard,
  directory: string,
  events: CacheEvents,
  name?: string,
  threads = 1,
  memory = Number.POSITIVE_INFINITY,
): Promise<{ partition: Partition; files: string[] } | null> {
  const partition = choosePartition(board, name);
  if (!partition) return null;
  const files: string[] = [];
  for (const tiles of builtGroups(board, partition)) {
    const file = fileFor(directory, board, tiles);
    files.push(file);
    const status = await read(file, board, tiles);
    if ('database' in status) continue;
    // A folder or other non-file where the database goes cannot be replaced by a rename.
    if ('corrupt' in status && status.corrupt === 'not a regular file' && !lstatSync(file).isSymbolicLink()) {
      throw new InputError(`${file} is not a regular file`, undefined, 'cacheDir');
    }
    if ('corrupt' in status) events.onRebuild?.(file);
    await build(file, board, tiles, directory, events, threads, memory);
  }
  return { partition, files };
}
