import { existsSync, readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BlockPuzzle } from './blocks/block-puzzle.js';
import { blocksSpecFromFile } from './blocks/definition.js';
import { readDefinition, withFileContext } from './definition-file.js';
import { graphSpecFromFile } from './graph/definition.js';
import { GraphPuzzle } from './graph/graph-puzzle.js';
import { echo } from '../util/echo.js';
import { InputError } from '../util/input-error.js';
import { nearestName } from '../util/nearest-name.js';
import { gridDefinition, tilesGraphSpec, tilesSetup } from './tiles/definition.js';
import type { Puzzle } from './puzzle.js';

/** The data folder of named puzzles, beside `src/` and `dist/`. */
export const PUZZLE_DIR = fileURLToPath(new URL('../../puzzles/', import.meta.url));

type FamilyLoader = (data: Record<string, unknown>, file: string) => Puzzle;

const FAMILIES: Record<string, FamilyLoader> = {
  graph: (data, file) => new GraphPuzzle(graphSpecFromFile(data, file), file),
  blocks: (data, file) => withFileContext(file, () => new BlockPuzzle(blocksSpecFromFile(data, file))),
  tiles: (data, file) => {
    const setup = tilesSetup(data, file);
    const spec = withFileContext(file, () => tilesGraphSpec(setup));
    try {
      return new GraphPuzzle(spec, file, 'ranked');
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      throw new InputError(
        `${setup.name}: a ${setup.rows}×${setup.cols} board is too large for bfs, bi, astar and max (states must fit in 53 bits)`,
        'IDA* (the algorithm ida, the default past 3×3) solves boards of any size',
      );
    }
  },
};

/** A user's own definition file rather than a puzzle name. */
export function isDefinitionPath(reference: string): boolean {
  return /[/\\]/.test(reference) || reference.endsWith('.json');
}

/** Families whose files do not describe a search puzzle of their own; commands handle them. */
const SPECIAL_FAMILIES = ['hanoi', 'queens'];

/** A definition file found and parsed, not yet validated. */
export interface Definition {
  family: string;
  data: Record<string, unknown>;
  /** How errors name the file: its path as given, or `puzzles/<name>.json`. */
  file: string;
}

function readFamily(path: string, shownAs: string): Definition {
  return familyOf(readDefinition(path, shownAs), shownAs);
}

function familyOf(data: Record<string, unknown>, shownAs: string): Definition {
  const family = Object.hasOwn(data, 'family') ? data['family'] : undefined;
  const known = [...Object.keys(FAMILIES), ...SPECIAL_FAMILIES];
  if (typeof family !== 'string' || !known.includes(family)) {
    throw new InputError(`${shownAs}: family: expected one of ${known.join(', ')}, got ${echo(String(JSON.stringify(family)))}`);
  }
  return { family, data, file: shownAs };
}

/** The search puzzle a definition describes. */
export function puzzleOf(definition: Definition): Puzzle {
  const loader = FAMILIES[definition.family];
  if (!loader) throw new InputError(`${String(definition.data['name'])} has no positions to search or draw (family ${definition.family})`, `try: slide solve ${String(definition.data["name"])}`);
  return loader(definition.data, definition.file);
}

function bundledFiles(): string[] {
  return readdirSync(PUZZLE_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** Names and aliases of every bundled puzzle, read without validating each file. */
function bundledNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of bundledFiles()) {
    const data = readDefinition(resolve(PUZZLE_DIR, file), `puzzles/${file}`);
    const name = basename(file, '.json');
    names.set(name, file);
    const aliases = data['aliases'];
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
  const names = bundledNames();
  const file = names.get(name);
  if (file) return readFamily(resolve(PUZZLE_DIR, file), `puzzles/${file}`);
  const grid = /^(\d+)x(\d+)$/.exec(name);
  if (grid) return { family: 'tiles', data: gridDefinition(Number(grid[1]), Number(grid[2])), file: name };
  const suggestion = nearestName(name, [...names.keys()]);
  throw new InputError(
    `unknown puzzle '${echo(reference)}'`,
    suggestion ? `did you mean ${suggestion}? (slide list shows them all)` : 'slide list shows the puzzles there are',
  );
}

/** Finds a search puzzle by name, alias or definition-file path. */
export function loadPuzzle(reference: string): Puzzle {
  return puzzleOf(findDefinition(reference));
}

/** Every bundled definition, in name order. */
export function bundledDefinitions(): Definition[] {
  return bundledFiles().map((file) => readFamily(resolve(PUZZLE_DIR, file), `puzzles/${file}`));
}
