import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { preparePatternDatabases } from '../../src/puzzles/tiles/pdb/database-cache.js';
import { TileBoard } from '../../src/puzzles/tiles/solver.js';
import { slide } from './run-cli.js';

describe('slide prepare on worker threads', () => {
  it('builds the 6-6-3 databases on two threads byte for byte as one thread does', async () => {
    const [threaded, single] = [mkdtempSync(join(tmpdir(), 'slide-prepare-2-')), mkdtempSync(join(tmpdir(), 'slide-prepare-1-'))];
    onTestFinished(() => {
      for (const folder of [threaded, single]) rmSync(folder, { recursive: true, force: true });
    });
    const prepared = slide(['prepare', '15puzzle', '--partition', '6-6-3', '--threads', '2'], { SLIDE_CACHE_DIR: threaded });
    expect([prepared.status, prepared.stdout]).toEqual([0, '15puzzle: pdb 6-6-3 ready\n']);
    const fifteen = new TileBoard({ name: '15puzzle', title: '15-puzzle', aliases: [], rows: 4, cols: 4, start: null });
    await preparePatternDatabases(fifteen, single, {}, '6-6-3', 1);
    const files = readdirSync(single).sort();
    expect(files).toHaveLength(3);
    expect(readdirSync(threaded).sort()).toEqual(files);
    for (const file of files) expect(Buffer.compare(readFileSync(join(threaded, file)), readFileSync(join(single, file))), file).toBe(0);
  });
});
