import { existsSync, readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { echo } from '../util/echo.js';
import { InputError } from '../util/input-error.js';
import { nearestName } from '../util/nearest-name.js';
import { readDefinition } from './definition-file.js';
import type { Definition } from './family.js';
import { families } from './families.js';
import { gridDefinition } from './tiles/definition.js';

export type { Definition };

/** The data folder of named puzzles, beside `src/` and `dist/`. */
export const PUZZLE_DIR = fileURLToPath(new URL('../../puzzles/', import.meta.url));

/** A name that is no bundled puzzle, alias or board size; `suggestion` is the nearest known name, if any is near. */
export class UnknownPuzzleError extends InputError {
  constructor(
    readonly reference: string,
    readonly suggestion: string | null,
    /** What was looked for: a puzzle, or a census spec (puzzles/census/). */
    readonly kind: 'puzzle' | 'census' = 'puzzle',
  ) {
    super(`unknown ${kind} '${echo(reference)}'`, suggestion ? `did you mean ${suggestion}?` : undefined);
  }
}

/** The data slide ships with (puzzles/, beside dist/) is not where it belongs: an installation gone wrong, not bad input. */
export class MissingDataError extends Error {
  constructor(readonly folder: string) {
    super(`the puzzle data slide ships with is missing: no folder ${folder}`);
  }
}

/** The files of a folder of bundled data. */
function listData(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') throw new MissingDataError(resolve(folder));
    throw error;
  }
}

/** A user's own definition file rather than a puzzle name. */
export function isDefinitionPath(reference: string): boolean {
  return /[/\\]/.test(reference) || reference.endsWith('.json');
}

function readFamily(path: string, shownAs: string): Definition {
  return familyOf(readDefinition(path, shownAs), shownAs);
}

function familyOf(data: Record<string, unknown>, shownAs: string): Definition {
  const family = Object.hasOwn(data, 'family') ? data.family : undefined;
  const known = families().map((candidate) => candidate.name);
  if (typeof family !== 'string' || !known.includes(family)) {
    throw new InputError(`${shownAs}: family: expected one of ${known.join(', ')}, got ${describeValue(family)}`);
  }
  return { family, data, file: shownAs };
}

/** A value as an error names it: a scalar as JSON, a list or an object by its kind (it may nest deeper than the stack). */
function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  return echo(JSON.stringify(value));
}

/** Folders of puzzles/ whose definitions are bundled too, each named `<folder>-<file>` (GNOME's levels: gnome-solomon). */
const BUNDLED_FOLDERS = ['gnome'];

const isJson = (file: string) => file.endsWith('.json');

/** The bundled definition files, as paths inside puzzles/. */
function bundledFiles(): string[] {
  const top = listData(PUZZLE_DIR).filter(isJson);
  const nested = BUNDLED_FOLDERS.flatMap((folder) =>
    listData(resolve(PUZZLE_DIR, folder))
      .filter(isJson)
      .map((file) => `${folder}/${file}`),
  );
  return [...top, ...nested].sort();
}

/** A bundled file's puzzle name: `gnome/solomon.json` is gnome-solomon. */
const bundledName = (file: string) => file.slice(0, -'.json'.length).replace('/', '-');

/** Names and aliases of every bundled puzzle, read without validating each file. */
function bundledNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of bundledFiles()) {
    const data = readDefinition(resolve(PUZZLE_DIR, file), `puzzles/${file}`);
    names.set(bundledName(file), file);
    const aliases = data.aliases;
    if (Array.isArray(aliases)) for (const alias of aliases) names.set(String(alias), file);
  }
  return names;
}

/** A puzzle as a name, an alias, a definition file's path, or a definition object. */
export type PuzzleReference = string | Record<string, unknown>;

/** How errors name a definition given as an object rather than a file. */
const IN_MEMORY = '(definition)';

/** Finds a definition by name, alias or file path, or takes one given as an object; unknown names get a suggestion. */
export function findDefinition(reference: PuzzleReference): Definition {
  if (typeof reference !== 'string') return familyOf(reference, IN_MEMORY);
  if (isDefinitionPath(reference)) return readFamily(resolve(reference), echo(reference));
  const name = reference.toLowerCase();
  const direct = resolve(PUZZLE_DIR, `${name}.json`);
  if (/^[a-z0-9-]+$/.test(name) && existsSync(direct)) return readFamily(direct, `puzzles/${name}.json`);
  const grid = /^(\d+)x(\d+)$/.exec(name);
  const board = () => ({ family: 'tiles', data: gridDefinition(Number(grid![1]), Number(grid![2])), file: name });
  let names: Map<string, string>;
  try {
    names = bundledNames();
  } catch (error) {
    // A board size needs no data (3x3 is the 8-puzzle's alias only where the data is there).
    if (grid && error instanceof MissingDataError) return board();
    throw error;
  }
  const file = names.get(name);
  if (file) return readFamily(resolve(PUZZLE_DIR, file), `puzzles/${file}`);
  if (grid) return board();
  throw new UnknownPuzzleError(reference, nearestName(name, [...names.keys()]) ?? null);
}

/** Every bundled definition, in name order. */
export function bundledDefinitions(): Definition[] {
  return bundledFiles().map((file) => readFamily(resolve(PUZZLE_DIR, file), `puzzles/${file}`));
}

/** Census specs: every layout of a box and a piece set (`slide census klotski`). */
export const CENSUS_DIR = resolve(PUZZLE_DIR, 'census');

/** The census specs bundled in puzzles/census/, by name. */
export function bundledCensusNames(): string[] {
  return listData(CENSUS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => basename(file, '.json'))
    .sort();
}

/** Finds a census spec by name (puzzles/census/) or file path, or takes one given as an object. */
export function findCensusSpec(reference: PuzzleReference): Definition {
  if (typeof reference !== 'string') return familyOf(reference, IN_MEMORY);
  if (isDefinitionPath(reference)) return readFamily(resolve(reference), echo(reference));
  const name = reference.toLowerCase();
  if (/^[a-z0-9-]+$/.test(name) && bundledCensusNames().includes(name)) return readFamily(resolve(CENSUS_DIR, `${name}.json`), `puzzles/census/${name}.json`);
  throw new UnknownPuzzleError(reference, nearestName(name, bundledCensusNames()) ?? null, 'census');
}
