import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { korfInstances } from '../../bench/korf100.js';
import { slide } from './run-cli.js';
import { expectSlidingPath } from './tile-paths.js';

describe('the 7-8 pattern databases, the default for the 15-puzzle', () => {
  const directory = mkdtempSync(join(tmpdir(), 'slide-pdb-78-'));
  const cache = { SLIDE_CACHE_DIR: directory };
  const sevenFile = join(directory, 'pdb-4x4-9-10-11-12-13-14-15.bin');
  const eightFile = join(directory, 'pdb-4x4-1-2-3-4-5-6-7-8.bin');

  beforeAll(() => {
    const prepared = slide(['prepare', '15puzzle'], cache, 600_000);
    expect([prepared.status, prepared.stdout]).toEqual([0, '15puzzle: pdb 7-8 ready\n']);
  }, 600_000);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('are stored at 4 bits an entry: 57,657,600 and 518,918,400 placements', () => {
    for (const [file, entries] of [
      [sevenFile, 57_657_600],
      [eightFile, 518_918_400],
    ] as const) {
      const header = JSON.parse(readFileSync(file).subarray(0, 300).toString('utf8').split('\n')[0]!);
      expect(header).toMatchObject({ format: 'slide-pattern-database-1', rows: 4, cols: 4, entries });
      expect(statSync(file).size).toBe(JSON.stringify(header).length + 1 + entries / 2);
    }
  });

  it('solve the ten easiest of Korf’s 100 to their published lengths, by default, with the reflected lookup', () => {
    const easiest = korfInstances()
      .sort((a, b) => a.length - b.length || a.id - b.id)
      .slice(0, 10);
    for (const instance of easiest) {
      const run = slide(['solve', '15puzzle', '--start', instance.tiles.join(' '), '--format', 'json', '--stats'], cache);
      expect(run.stderr).toMatch(/bound pdb 7-8 with reflection\n$/);
      const { length, path } = JSON.parse(run.stdout) as { length: number; path: string[] };
      expect([instance.id, length, path.length]).toEqual([instance.id, instance.length, instance.length + 1]);
      expect(path[0]).toBe(instance.tiles.join(' '));
      expect(path.at(-1)).toBe('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0');
      expectSlidingPath(path, 4);
    }
  });

  it('are checked on load: a damaged byte makes slide rebuild the file, the same as before', () => {
    const intact = readFileSync(sevenFile);
    const descriptor = openSync(sevenFile, 'r+');
    writeSync(descriptor, Buffer.from([intact[20_000_000]! ^ 0xff]), 0, 1, 20_000_000);
    closeSync(descriptor);
    // --quiet: the rebuild takes minutes, and off a terminal progress would be logged every minute.
    const run = slide(['solve', '15puzzle', '--format', 'moves', '--quiet'], cache, 600_000);
    expect([run.status, run.stdout]).toEqual([0, 'rrdllldruuurdllddrurrd\n']);
    expect(run.stderr).toBe(`slide: ${sevenFile} is damaged or outdated; rebuilding it\n`);
    expect(Buffer.compare(readFileSync(sevenFile), intact)).toBe(0);
  }, 600_000);
});
