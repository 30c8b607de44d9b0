import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { availableParallelism, homedir } from 'node:os';
import { InputError } from '../puzzles/input-error.js';
import { searchBytes } from '../puzzles/tiles/pattern-search.js';
import { isAllocationFailure, ResourceError } from './failures.js';
import { join } from 'node:path';
import { PatternDatabase } from '../puzzles/tiles/pattern-database.js';
import { PatternDatabaseHeuristic } from '../puzzles/tiles/pattern-heuristic.js';
import { partitionName, partitionsFor, type Partition } from '../puzzles/tiles/partitions.js';
import type { TileHeuristic } from '../puzzles/tiles/heuristics.js';
import type { TileBoard } from '../puzzles/tiles/solver.js';

/** --cache-dir, else $SLIDE_CACHE_DIR, else $XDG_CACHE_HOME/slide, else ~/.cache/slide. */
export function cacheDirectory(option?: string): string {
  if (option) return option;
  const env = process.env;
  if (env['SLIDE_CACHE_DIR']) return env['SLIDE_CACHE_DIR'];
  return join(env['XDG_CACHE_HOME'] || join(homedir(), '.cache'), 'slide');
}

function fileFor(directory: string, board: TileBoard, tiles: readonly number[]): string {
  return join(directory, `pdb-${board.setup.rows}x${board.setup.cols}-${tiles.join('-')}.bin`);
}

type Status = { database: PatternDatabase } | { missing: true } | { corrupt: true };

function read(file: string, board: TileBoard, tiles: readonly number[]): Status {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return { missing: true };
  }
  const database = PatternDatabase.parse(bytes, board.setup.rows, board.setup.cols, tiles);
  return database ? { database } : { corrupt: true };
}

/** Builds one database with a progress bar on stderr, and stores it (atomically). */
async function build(
  file: string,
  board: TileBoard,
  tiles: readonly number[],
  directory: string,
  report: (line: string) => void,
  threads = availableParallelism(),
): Promise<PatternDatabase> {
  // Opened first, so an unusable cache folder is reported before minutes of building, not after.
  const output = openForWriting(directory, file);
  try {
    const database = await buildWithProgress(board, tiles, report, threads);
    writeSync(output.descriptor, database.fileHeader());
    writeSync(output.descriptor, database.nibbles);
    closeSync(output.descriptor);
    renameSync(output.temporary, file);
    return database;
  } catch (error) {
    closeSync(output.descriptor);
    rmSync(output.temporary, { force: true });
    throw error;
  }
}

function openForWriting(directory: string, file: string): { descriptor: number; temporary: string } {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(directory, { recursive: true });
    return { descriptor: openSync(temporary, 'w'), temporary };
  } catch (error) {
    throw new InputError(
      `cannot write pattern databases to ${directory}: ${(error as Error).message}`,
      'choose another folder with --cache-dir or $SLIDE_CACHE_DIR',
    );
  }
}

async function buildWithProgress(board: TileBoard, tiles: readonly number[], report: (line: string) => void, threads: number): Promise<PatternDatabase> {
  // Loaded on use: only building a database draws a progress bar.
  const { default: cliProgress } = await import('cli-progress');
  const bar = new cliProgress.SingleBar(
    { format: `building pattern database ${tiles.join(',')}  {bar} {percentage}% | {eta_formatted} left`, stream: process.stderr, noTTYOutput: false, etaBuffer: 50 },
    cliProgress.Presets.shades_classic,
  );
  const useBar = process.stderr.isTTY === true;
  if (useBar) bar.start(100, 0);
  else report(`building pattern database ${tiles.join(',')} for ${board.setup.rows}×${board.setup.cols}`);
  const { rows, cols } = board.setup;
  try {
    return await PatternDatabase.buildInWorkers(rows, cols, tiles, threads, (done, of) => {
      if (useBar) bar.update(Math.floor((done / of) * 100));
    });
  } catch (error) {
    if (!isAllocationFailure(error)) throw error;
    const megabytes = Math.ceil(searchBytes({ rows, cols, tiles }) / 2 ** 20);
    throw new ResourceError(
      `not enough memory to build pattern database ${tiles.join(',')} (it takes about ${megabytes.toLocaleString('en-US')} MB)`,
      `smaller databases: slide prepare ${board.setup.name} --partition ${partitionsFor(rows, cols).at(-1)!.name}`,
    );
  } finally {
    if (useBar) bar.stop();
  }
}

function choosePartition(board: TileBoard, name: string | undefined): Partition | null {
  const partitions = partitionsFor(board.setup.rows, board.setup.cols);
  if (name === undefined) return partitions[0] ?? null;
  const partition = partitions.find((candidate) => candidate.name === name);
  if (!partition) {
    const known = partitions.map((candidate) => candidate.name).join(', ');
    throw new InputError(
      `--partition: ${name} is not a partition of the ${board.setup.rows}×${board.setup.cols} board`,
      known ? `choose one of: ${known}` : 'no pattern databases are defined for this board',
    );
  }
  return partition;
}

/**
 * A pattern-database bound from the cache: the named partition's, else the strongest partition
 * whose files are all there; null when none is (the caller falls back to linear conflict). A
 * damaged or outdated file is rebuilt, since it was wanted.
 */
export async function cachedPatternDatabase(
  board: TileBoard,
  directory: string,
  warn: (line: string) => void,
  wanted?: string,
): Promise<TileHeuristic | null> {
  const candidates = wanted === undefined ? partitionsFor(board.setup.rows, board.setup.cols) : [choosePartition(board, wanted)!];
  const partition = candidates.find(({ groups }) => groups.every((tiles) => existsSync(fileFor(directory, board, tiles))));
  if (!partition) return null;
  const databases: PatternDatabase[] = [];
  for (const tiles of partition.groups) {
    const file = fileFor(directory, board, tiles);
    const status = read(file, board, tiles);
    if ('database' in status) {
      databases.push(status.database);
    } else {
      warn(`slide: ${file} is damaged or outdated; rebuilding it`);
      databases.push(await build(file, board, tiles, directory, warn));
    }
  }
  // The transposed lookup needs a square board (the goal's blank sits on the diagonal).
  const reflect = board.setup.rows === board.setup.cols;
  return new PatternDatabaseHeuristic(board.geometry, databases, partitionName(partition), reflect);
}

/**
 * `slide prepare`: builds (or checks) every database of a partition of the board, by default
 * its strongest, on `threads` threads (default: every core). Returns the partition and its
 * files; null when the board has none.
 */
export async function preparePatternDatabases(
  board: TileBoard,
  directory: string,
  warn: (line: string) => void,
  name?: string,
  threads?: number,
): Promise<{ partition: Partition; files: string[] } | null> {
  const partition = choosePartition(board, name);
  if (!partition) return null;
  const files: string[] = [];
  for (const tiles of partition.groups) {
    const file = fileFor(directory, board, tiles);
    files.push(file);
    const status = read(file, board, tiles);
    if ('database' in status) continue;
    if ('corrupt' in status) warn(`slide: ${file} is damaged or outdated; rebuilding it`);
    await build(file, board, tiles, directory, warn, threads);
  }
  return { partition, files };
}
