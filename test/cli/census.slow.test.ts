import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlJsStatic } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { BINARY, slide } from './run-cli.js';

describe('slide census klotski', () => {
  it('killed mid-way with --checkpoint, continues when run again, and prints what one run prints', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'slide-census-kill-')), 'klotski');
    const file = join(folder, 'census-checkpoint.json');
    const first = spawn(process.execPath, [BINARY, 'census', 'klotski', '--checkpoint', folder, '-f', 'json'], { stdio: 'ignore' });
    // Killed outright (no chance to clean up) once a good share of the piece sets is done.
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).setsDone >= 40) break;
    }
    first.kill('SIGKILL');
    await new Promise((resolve) => first.on('exit', resolve));
    const resumed = slide(['census', 'klotski', '--checkpoint', folder, '-f', 'json'], {}, 600_000);
    expect(resumed.status).toBe(0);
    const whole = slide(['census', 'klotski', '-f', 'json'], {}, 600_000);
    expect(resumed.stdout).toBe(whole.stdout);
    expect(JSON.parse(whole.stdout)).toMatchObject({ layouts: 29_334_498, groups: 25_422 });
  }, 900_000);

  it('keeps only the minimal (or solvable) groups in its database when asked, and only their layouts', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-census-'));
    const sql = await (createRequire(import.meta.url)('sql.js') as () => Promise<SqlJsStatic>)();
    const { minimalGroups, solvableGroups } = JSON.parse(slide(['census', 'rushhour-4x4', '-f', 'json']).stdout);
    for (const [which, groups] of [
      ['minimal', minimalGroups],
      ['solvable', solvableGroups],
    ]) {
      const file = join(folder, `${which}.sqlite`);
      expect(slide(['census', 'rushhour-4x4', '--db', file, '--db-groups', which, '--layouts', '-q']).status).toBe(0);
      const database = new sql.Database(readFileSync(file));
      const value = (query: string) => database.exec(query)[0]!.values;
      expect(value('SELECT count(*) FROM groups')).toEqual([[groups]]);
      expect(value('SELECT count(*) FROM groups WHERE hardest IS NULL')).toEqual([[0]]);
      if (which === 'minimal') expect(value('SELECT count(*) FROM groups WHERE minimal = 1')).toEqual([[groups]]);
      expect(value('SELECT count(*) FROM layouts')).toEqual(value('SELECT sum(size) FROM groups'));
      expect(value("SELECT value FROM census WHERE key = 'database_groups'")).toEqual([[which]]);
      database.close();
    }
    expect(slide(['census', 'rushhour-4x4', '--db', join(folder, 'x.sqlite'), '--db-groups', 'hardest']).stderr).toMatch(/^slide: .*--db-groups.*hardest/);
  });

  it('runs as shards whose parts slide merge joins into the same bytes as one run, naming missing shards', () => {
    const parts = [1, 2, 3].map((index) => slide(['census', 'box3x3', '--shard', `${index}/3`, '-f', 'json']).stdout).join('');
    const whole = slide(['census', 'box3x3', '-f', 'json']).stdout;
    expect(slide(['merge', '-f', 'json'], {}, 60_000, parts).stdout).toBe(whole);
    const folder = mkdtempSync(join(tmpdir(), 'slide-census-parts-'));
    for (const index of [1, 2]) expect(slide(['census', 'rushhour-4x4', '--shard', `${index}/2`, '-f', 'json', '--parts', folder]).status).toBe(0);
    expect(slide(['merge', folder, '-f', 'json']).stdout).toBe(slide(['census', 'rushhour-4x4', '-f', 'json']).stdout);
    const missing = slide(['merge', '-f', 'json'], {}, 60_000, parts.split('\n')[1]!);
    expect([missing.status, missing.stderr]).toEqual([2, 'slide: merge: shards 1, 3 of 3 missing\n']);
  });
});

// A progress line is at most one a second, so it needs a census that lasts a few on any machine: a 6×6 shard on
// one thread (the whole 5×5 census can end within the first second).
describe('slide census rushhour-6x6, one shard', () => {
  it("off a terminal (a batch job's log) writes a progress line with the time left every SLIDE_PROGRESS_SECONDS, stdout untouched", () => {
    const run = slide(['census', 'rushhour-6x6', '--shard', '3/970', '--threads', '1', '-f', 'json'], { SLIDE_PROGRESS_SECONDS: '0.5' });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ census: 'rushhour-6x6' });
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(/^slide: census: [\d,]+ of 48,492,573 layouts · piece set \d+\/\d+ · [\d.]+% · \d+:\d\d:\d\d elapsed · ETA \d+:\d\d:\d\d$/);
    expect(slide(['census', 'rushhour-4x4', '-q'], { SLIDE_PROGRESS_SECONDS: '1' }).stderr).toBe('');
  });
});

// Rush Hour's 4×4 census several times over (its database, shards, memory caps): some seconds.
describe('slide census rushhour-4x4', () => {
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

  it('stops with exit 3 where a set needs more memory than --memory allows, on one thread or sharing it on two', () => {
    for (const threads of ['1', '2']) {
      const run = slide(['census', 'rushhour-4x4', '--memory', '1K', '--threads', threads]);
      expect([run.status, run.stdout]).toEqual([3, '']);
      expect(run.stderr).toMatch(/^slide: not enough memory: a set of \d+ layouts, with (1,024|512) bytes a thread, needs [\d,]+ bytes\n$/);
    }
    expect(slide(['census', 'rushhour-4x4', '--memory', '1M', '-f', 'json']).stdout).toBe(slide(['census', 'rushhour-4x4', '-f', 'json']).stdout);
  });
});
