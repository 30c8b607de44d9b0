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

  it('never gives a thread a share of no bytes: a --memory smaller than the threads runs on fewer of them', () => {
    const run = slide(['census', 'box3x3', '--memory', '1', '--threads', '2']);
    expect([run.status, run.stdout]).toEqual([3, '']);
    expect(run.stderr).toMatch(/^slide: not enough memory: a set of \d+ layouts, with 1 byte a thread, needs [\d,]+ bytes\n$/);
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

  it('gives the same bytes on worker threads as on one thread', () => {
    const one = slide(['census', 'box3x3', '-f', 'json', '--threads', '1']).stdout;
    expect(slide(['census', 'box3x3', '-f', 'json', '--threads', '2']).stdout).toBe(one);
  });

  it('names an unknown census with the nearest known one, exit 2', () => {
    const run = slide(['census', 'klotsky']);
    expect([run.status, run.stderr]).toEqual([
      2,
      "slide: unknown census 'klotsky'\ndid you mean klotski? (the censuses are box3x3, klotski, rushhour-4x4, rushhour-4x4-walls, rushhour-5x5, rushhour-5x5-walls, rushhour-6x6, rushhour-6x6-walls)\n",
    ]);
  });
});
