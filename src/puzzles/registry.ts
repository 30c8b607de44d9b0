import { existsSync, readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BlockPuzzle } from './blocks/block-puzzle.js';
import { blocksSpecFromFile } from './blocks/definition.js';
import { readDefinition } from './definition-file.js';
import { graphSpecFromFile } from './graph/definition.js';
import { GraphPuzzle } from './graph/graph-puzzle.js';
import { InputError } from './input-error.js';
import { nearestName } from './nearest-name.js';
import type { Puzzle } from './puzzle.js';

/** The data folder of named puzzles, beside `src/` and `dist/`. */
export const PUZZLE_DIR = fileURLToPath(new URL('../../puzzles/', import.meta.url));

type FamilyLoader = (data: Record<string, unknown>, file: string) => Puzzle;

const FAMILIES: Record<string, FamilyLoader> = {
  graph: (data, file) => new GraphPuzzle(graphSpecFromFile(data, file), file),
  blocks: (data, file) => new BlockPuzzle(blocksSpecFromFile(data, file)),
};

/** A user's own definition file rather than a puzzle name. */
export function isDefinitionPath(reference: string): boolean {
  return /[/\\]/.test(reference) || reference.endsWith('.json');
}

function loadFile(path: string, shownAs: string): Puzzle {
  const data = readDefinition(path, shownAs);
  const family = data['family'];
  const loader = typeof family === 'string' ? FAMILIES[family] : undefined;
  if (!loader) {
    throw new InputError(`${shownAs}: family: expected one of ${Object.keys(FAMILIES).join(', ')}, got ${JSON.stringify(family)}`);
  }
  return loader(data, shownAs);
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

/** Finds a puzzle by name, alias or definition-file path; unknown names get a suggestion. */
export function loadPuzzle(reference: string): Puzzle {
  if (isDefinitionPath(reference)) return loadFile(resolve(reference), reference);
  const name = reference.toLowerCase();
  const direct = resolve(PUZZLE_DIR, `${name}.json`);
  if (/^[a-z0-9-]+$/.test(name) && existsSync(direct)) return loadFile(direct, `puzzles/${name}.json`);
  const names = bundledNames();
  const file = names.get(name);
  if (file) return loadFile(resolve(PUZZLE_DIR, file), `puzzles/${file}`);
  const suggestion = nearestName(name, [...names.keys()]);
  throw new InputError(
    `unknown puzzle '${reference}'`,
    suggestion ? `did you mean ${suggestion}? (slide list shows them all)` : 'slide list shows the puzzles there are',
  );
}

/** Every bundled puzzle, in name order. */
export function bundledPuzzles(): Puzzle[] {
  return bundledFiles().map((file) => loadFile(resolve(PUZZLE_DIR, file), `puzzles/${file}`));
}
