import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PatternDatabase } from '../puzzles/tiles/pattern-database.js';
import { PatternDatabaseHeuristic } from '../puzzles/tiles/pattern-heuristic.js';
import { partitionFor, partitionName } from '../puzzles/tiles/partitions.js';
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
): Promise<PatternDatabase> {
  // Loaded on use: only building a database draws a progress bar.
  const { default: cliProgress } = await import('cli-progress');
  const bar = new cliProgress.SingleBar(
    { format: `building pattern database ${tiles.join(',')}  {bar} {percentage}% | {eta_formatted} left`, stream: process.stderr, noTTYOutput: false, etaBuffer: 50 },
    cliProgress.Presets.shades_classic,
  );
  const useBar = process.stderr.isTTY === true;
  if (useBar) bar.start(100, 0);
  else report(`building pattern database ${tiles.join(',')} for ${board.setup.rows}×${board.setup.cols}`);
  const database = PatternDatabase.build(board.geometry, tiles, (done, of) => {
    if (useBar) bar.update(Math.floor((done / of) * 100));
  });
  if (useBar) bar.stop();
  mkdirSync(directory, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, database.serialize());
  renameSync(temporary, file);
  return database;
}

/**
 * The board's pattern-database bound from the cache: null when none is cached (the caller falls
 * back to linear conflict); a damaged or outdated file is rebuilt, since it was wanted.
 */
export async function cachedPatternDatabase(
  board: TileBoard,
  directory: string,
  warn: (line: string) => void,
): Promise<TileHeuristic | null> {
  const partition = partitionFor(board.setup.rows, board.setup.cols);
  if (!partition) return null;
  const databases: PatternDatabase[] = [];
  for (const tiles of partition) {
    const file = fileFor(directory, board, tiles);
    const status = read(file, board, tiles);
    if ('missing' in status) return null;
    if ('corrupt' in status) {
      warn(`slide: ${file} is damaged or outdated; rebuilding it`);
      databases.push(await build(file, board, tiles, directory, warn));
    } else {
      databases.push(status.database);
    }
  }
  // The transposed lookup needs a square board (the goal's blank sits on the diagonal).
  const reflect = board.setup.rows === board.setup.cols;
  return new PatternDatabaseHeuristic(board.geometry, databases, partitionName(partition), reflect);
}

/** `slide prepare`: builds (or checks) every database of the board's partition. */
export async function preparePatternDatabases(board: TileBoard, directory: string, warn: (line: string) => void): Promise<string[]> {
  const partition = partitionFor(board.setup.rows, board.setup.cols);
  if (!partition) return [];
  const files: string[] = [];
  for (const tiles of partition) {
    const file = fileFor(directory, board, tiles);
    files.push(file);
    const status = read(file, board, tiles);
    if ('database' in status) continue;
    if ('corrupt' in status) warn(`slide: ${file} is damaged or outdated; rebuilding it`);
    await build(file, board, tiles, directory, warn);
  }
  return files;
}
