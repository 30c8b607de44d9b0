import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlJsStatic } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { expectGolden, slide } from './run-cli.js';

describe('slide census', () => {
  it('prints the totals, the hardest groups and the groups by hardest distance for people', () => {
    const run = slide(['census', 'box3x3', '--top', '5']);
    expect(run.status).toBe(0);
    expectGolden('census-box3x3.txt', run.stdout);
  });

  it('gives scripts the same bytes every run as JSON, the time only on stderr with --stats', () => {
    const first = slide(['census', 'box3x3', '-f', 'json', '--stats']);
    const second = slide(['census', 'box3x3', '-f', 'json']);
    expect(first.stdout).toBe(second.stdout);
    expect(first.stderr).toMatch(/^stats: 1530 layouts · [\d.]+ m?s\n$/);
    expect(JSON.parse(first.stdout)).toMatchObject({ census: 'box3x3', layouts: 1530, groups: 73, solvableGroups: 33, solvableLayouts: 1188 });
  });

  it('writes every group, and with --layouts every layout, to a SQLite file that answers queries', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'slide-census-')), 'box.sqlite');
    const run = slide(['census', 'box3x3', '--db', file, '--layouts', '-f', 'json']);
    expect(run.status).toBe(0);
    const sql = await (createRequire(import.meta.url)('sql.js') as () => Promise<SqlJsStatic>)();
    const database = new sql.Database(readFileSync(file));
    const value = (query: string) => database.exec(query)[0]!.values;
    expect(value("SELECT value FROM census WHERE key = 'groups'")).toEqual([['73']]);
    expect(value('SELECT count(*), sum(size) FROM groups')).toEqual([[73, 1530]]);
    expect(value('SELECT hardest_layout FROM groups WHERE hardest = 11')).toEqual([[JSON.parse(run.stdout).top[0].hardestLayout]]);
    expect(value('SELECT count(*) FROM layouts')).toEqual([[1530]]);
    // A layout's group and distance: every layout at 11 moves lies in the group whose hardest is 11.
    expect(value('SELECT DISTINCT groups.hardest FROM layouts JOIN groups ON groups.id = layouts.group_id WHERE distance = 11')).toEqual([[11]]);
    // No minimal test in a block census: the column is NULL throughout.
    expect(value('SELECT count(*) FROM groups WHERE minimal IS NULL')).toEqual([[73]]);
    database.close();
  });

  it('marks the minimal groups of a Rush Hour census in its database, and counts them in the totals', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'slide-census-')), 'rush.sqlite');
    const run = slide(['census', 'rushhour-4x4', '--db', file, '-f', 'json']);
    const { minimalGroups, solvableGroups, minimalHistogram } = JSON.parse(run.stdout);
    const sql = await (createRequire(import.meta.url)('sql.js') as () => Promise<SqlJsStatic>)();
    const database = new sql.Database(readFileSync(file));
    const value = (query: string) => database.exec(query)[0]!.values;
    expect(value('SELECT count(*) FROM groups WHERE minimal = 1')).toEqual([[minimalGroups]]);
    // The totals count the minimal groups by moves as the rows do (Fogleman's database table is this, summed from k up).
    const byMoves = value('SELECT hardest, count(*) FROM groups WHERE minimal = 1 GROUP BY hardest ORDER BY hardest');
    expect(minimalHistogram.flatMap((groups: number, moves: number) => (groups > 0 ? [[moves, groups]] : []))).toEqual(byMoves);
    expect(value('SELECT count(*) FROM groups WHERE minimal IS NOT NULL')).toEqual([[solvableGroups]]);
    expect(value("SELECT value FROM census WHERE key = 'minimal_groups'")).toEqual([[String(minimalGroups)]]);
    database.close();
  });

  it('merges shards into the minimal groups by moves of one run, and leaves them out where a part did not count them', () => {
    const whole = JSON.parse(slide(['census', 'rushhour-4x4', '-f', 'json']).stdout);
    const parts = [1, 2].map((index) => JSON.parse(slide(['census', 'rushhour-4x4', '--shard', `${index}/2`, '-f', 'json']).stdout));
    const merge = (lines: object[]) => JSON.parse(slide(['merge', '-f', 'json'], {}, 60_000, lines.map((part) => JSON.stringify(part)).join('\n')).stdout);
    expect(merge(parts).minimalHistogram).toEqual(whole.minimalHistogram);
    const { minimalHistogram: _dropped, ...older } = parts[1];
    const merged = merge([parts[0], older]);
    expect(merged.minimalGroups).toBe(whole.minimalGroups);
    expect(merged).not.toHaveProperty('minimalHistogram');
  });

  it('gives the same bytes on worker threads as on one thread', () => {
    const one = slide(['census', 'box3x3', '-f', 'json', '--threads', '1']).stdout;
    expect(slide(['census', 'box3x3', '-f', 'json', '--threads', '2']).stdout).toBe(one);
  });

  it('stops with exit 3 where a set needs more memory than --memory allows, on one thread or sharing it on two', () => {
    for (const threads of ['1', '2']) {
      const run = slide(['census', 'rushhour-4x4', '--memory', '1K', '--threads', threads]);
      expect([run.status, run.stdout]).toEqual([3, '']);
      expect(run.stderr).toMatch(/^slide: not enough memory: a set of \d+ layouts, with (1,024|512) bytes a thread, needs [\d,]+ bytes\n$/);
    }
    expect(slide(['census', 'rushhour-4x4', '--memory', '1M', '-f', 'json']).stdout).toBe(slide(['census', 'rushhour-4x4', '-f', 'json']).stdout);
  });

  it('names an unknown census with the nearest known one, exit 2', () => {
    const run = slide(['census', 'klotsky']);
    expect([run.status, run.stderr]).toEqual([
      2,
      "slide: unknown census 'klotsky'\ndid you mean klotski? (the censuses are box3x3, klotski, rushhour-4x4, rushhour-4x4-walls, rushhour-5x5, rushhour-5x5-walls, rushhour-6x6, rushhour-6x6-walls)\n",
    ]);
  });
});
