import { readCheckpointFile } from '../store/checkpoint-file.js';
import { closeSync, fstatSync, openSync, readdirSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { makeFolder, removeLeftover } from '../store/stored-file.js';
import { join } from 'node:path';
import { InputError } from '../util/input-error.js';
import type { DenseMemory } from '../search/dense-level.js';
import { allocateDenseMemory } from '../search/dense-level.js';
import type { DenseResume } from '../search/max-depth-dense.js';
import type { SearchStats } from '../search/space.js';

/** What a checkpoint belongs to: a checkpoint of another search is refused, never resumed. */
export interface SearchIdentity {
  puzzle: string;
  stateCount: number;
  root: number;
  space: unknown;
}

// 2: the counts of the levels searched (generated, expanded) are kept too.
const FORMAT = 2;
const LEVEL = /^level-(\d{6})$/;
const levelFolder = (depth: number) => `level-${String(depth).padStart(6, '0')}`;

/**
 * Saves the search after a complete level: the seen states, the frontier and the counts, in a
 * folder written under a temporary name and renamed into place, so a checkpoint is whole or not
 * there (a run killed while writing leaves only a `.tmp` folder, which is ignored and removed).
 * Older levels are removed once the new one is in place.
 */
export function saveCheckpoint(
  directory: string,
  identity: SearchIdentity,
  histogram: readonly number[],
  memory: DenseMemory,
  stats: Readonly<SearchStats>,
): void {
  const depth = histogram.length - 1;
  const temporary = join(directory, `.${levelFolder(depth)}.${process.pid}.tmp`);
  try {
    makeFolder(temporary);
    writeFileSync(join(temporary, 'visited.bin'), new Uint8Array(memory.visited));
    writeFileSync(join(temporary, 'frontier.bin'), new Uint8Array(depth & 1 ? memory.layers[1] : memory.layers[0]));
    writeFileSync(
      join(temporary, 'checkpoint.json'),
      `${JSON.stringify({ format: FORMAT, ...identity, histogram, stats: { generated: stats.generated, expanded: stats.expanded } })}\n`,
    );
    renameSync(temporary, join(directory, levelFolder(depth)));
  } catch (error) {
    removeLeftover(temporary);
    throw new InputError(
      `cannot write the checkpoint in ${directory} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      undefined,
      'checkpoint',
    );
  }
  for (const entry of readdirSync(directory)) {
    const level = LEVEL.exec(entry);
    if ((level && Number(level[1]) < depth) || (entry.startsWith('.level-') && entry.endsWith('.tmp')))
      rmSync(join(directory, entry), { recursive: true, force: true });
  }
}

/** The latest checkpoint of this search in `directory`, or null where there is none yet. */
export function loadCheckpoint(directory: string, identity: SearchIdentity, shared: boolean): DenseResume | null {
  let entries: string[];
  try {
    entries = readdirSync(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new InputError(`cannot read the checkpoint folder ${directory} (${(error as NodeJS.ErrnoException).code})`, undefined, 'checkpoint');
  }
  const depths = entries.flatMap((entry) => LEVEL.exec(entry)?.[1] ?? []).map(Number);
  if (depths.length === 0) return null;
  const depth = Math.max(...depths);
  const folder = join(directory, levelFolder(depth));
  const remedy = 'remove the folder to start afresh';
  const saved = readCheckpointFile(folder, 'checkpoint.json', remedy) as (SearchIdentity & { format: number; histogram: number[]; stats: SearchStats }) | null;
  if (saved === null || typeof saved !== 'object') throw new InputError(`the checkpoint in ${folder} is damaged`, remedy, 'checkpoint');
  const same =
    saved.format === FORMAT &&
    JSON.stringify([saved.puzzle, saved.stateCount, saved.root, saved.space]) ===
      JSON.stringify([identity.puzzle, identity.stateCount, identity.root, identity.space]);
  if (!same || !Array.isArray(saved.histogram) || saved.histogram.length !== depth + 1 || !isCounts(saved.stats)) {
    throw new InputError(`${directory} holds the checkpoint of another search`, 'give another folder, or remove it to start afresh', 'checkpoint');
  }
  const memory = allocateDenseMemory(identity.stateCount, shared);
  readExactly(join(folder, 'visited.bin'), memory.visited);
  readExactly(join(folder, 'frontier.bin'), depth & 1 ? memory.layers[1] : memory.layers[0]);
  return { memory, histogram: saved.histogram, stats: { generated: saved.stats.generated, expanded: saved.stats.expanded } };
}

function isCounts(stats: unknown): stats is SearchStats {
  const counts = stats as SearchStats | null;
  return typeof counts === 'object' && counts !== null && Number.isSafeInteger(counts.generated) && Number.isSafeInteger(counts.expanded);
}

/** Reads a regular file of exactly the buffer's size into it (anything else is a damaged checkpoint). */
function readExactly(file: string, buffer: ArrayBufferLike): void {
  const bytes = new Uint8Array(buffer);
  let descriptor: number | undefined;
  try {
    descriptor = openSync(file, 'r');
    const stat = fstatSync(descriptor);
    if (!stat.isFile() || stat.size !== bytes.length) throw new Error('wrong size');
    for (let read = 0; read < bytes.length; ) {
      const count = readSync(descriptor, bytes, read, bytes.length - read, read);
      if (count === 0) throw new Error('short');
      read += count;
    }
  } catch {
    throw new InputError(`the checkpoint file ${file} is damaged`, 'remove its folder to start afresh', 'checkpoint');
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}
