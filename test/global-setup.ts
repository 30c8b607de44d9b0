import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { preparePatternDatabases } from '../src/puzzles/tiles/pdb/database-cache.js';
import { TileBoard } from '../src/puzzles/tiles/solver.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A cache folder holding the 15-puzzle's 6-6-3 databases, built once (in one thread) for every test file. */
    pdb663: string;
  }
}

/** The one database build the fast suite shares: several files need 6-6-3, none should build it again. */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'slide-pdb-663-'));
  const fifteen = new TileBoard({ name: '15puzzle', title: '15-puzzle', aliases: [], rows: 4, cols: 4, start: null });
  await preparePatternDatabases(fifteen, folder, {}, '6-6-3', 1);
  project.provide('pdb663', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
