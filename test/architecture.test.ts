import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * Which layers each layer may import (docs/architecture.md): search ← puzzles ← library ← cli,
 * with util and store beneath all, and render beside the library, drawing the puzzles' views.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  util: ['util'],
  store: ['util', 'store'],
  search: ['util', 'search'],
  puzzles: ['util', 'store', 'search', 'puzzles'],
  library: ['util', 'store', 'search', 'puzzles', 'library'],
  render: ['util', 'puzzles', 'render'],
  cli: ['util', 'store', 'render', 'library', 'cli'],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The project files a module imports, statically or lazily, types included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
}

const layerOf = (file: string) => relative(SRC, file).split('/')[0]!.replace(/\.ts$/, '');

describe('the architecture', () => {
  const files = sourceFiles(SRC);

  it('imports only downwards: each layer names only the layers beneath it', () => {
    const breaches = files.flatMap((file) => {
      const layer = layerOf(file);
      const allowed = MAY_IMPORT[layer];
      if (!allowed) return layer === 'index' ? [] : [`${relative(SRC, file)}: no layer`];
      return importsOf(file)
        .filter((target) => !allowed.includes(layerOf(target)))
        .map((target) => `${relative(SRC, file)} imports ${relative(SRC, target)}`);
    });
    expect(breaches).toEqual([]);
  });

  it('has no import cycles', () => {
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map((path) => relative(SRC, path)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('keeps the search core blind to puzzles and the puzzles silent: no printing below the CLI', () => {
    const printing = files.filter(
      (file) => !['cli', 'index'].includes(layerOf(file)) && /console\.|process\.std(out|err)\.write/.test(readFileSync(file, 'utf8')),
    );
    expect(printing.map((file) => relative(SRC, file))).toEqual([]);
  });
});
