import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { korfTaylorInstances } from '../../bench/korf100.js';
import { BINARY, slide } from './run-cli.js';

/** Whether this machine is one where the CLI restarts for huge pages: Linux, glibc, transparent huge pages on request. */
function restarts(): boolean {
  try {
    const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
    return readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8').includes('[madvise]') && report.header?.glibcVersionRuntime !== undefined;
  } catch {
    return false;
  }
}

/** The processes whose parent is `pid`, each with its environment. */
function children(pid: number): { pid: number; environment: string[] }[] {
  let listed = '';
  try {
    listed = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
  } catch {
    return [];
  }
  return listed
    .trim()
    .split('\n')
    .map(Number)
    .map((child) => ({ pid: child, environment: readFileSync(`/proc/${child}/environ`, 'utf8').split('\0') }));
}

const hard = korfTaylorInstances()[0]!.tiles.join(' ');
const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const empty = mkdtempSync(join(tmpdir(), 'slide-no-databases-'));

/** A solve that runs for minutes (no databases cached: linear conflict on a 100-move instance), and its children once it has any. */
async function solving(environment: Record<string, string> = {}) {
  const run = spawn(process.execPath, [BINARY, 'solve', '24puzzle', '--start', hard], {
    env: { PATH: process.env.PATH ?? '', SLIDE_CACHE_DIR: empty, ...environment },
    stdio: 'ignore',
  });
  const ended = new Promise((resolve) => run.once('exit', (code, signal) => resolve([code, signal])));
  let found: { pid: number; environment: string[] }[] = [];
  for (let tries = 0; tries < 40 && found.length === 0; tries++) {
    await until(50);
    found = children(run.pid!);
  }
  return { run, ended, children: found };
}

describe.runIf(restarts())('the 24-puzzle solved in huge pages', () => {
  it('restarts itself with glibc asking for huge pages; a kill of the first process ends both, as the signal it was', async () => {
    const { run, ended, children: restarted } = await solving();
    expect(restarted).toHaveLength(1);
    expect(restarted[0]!.environment).toContain('GLIBC_TUNABLES=glibc.malloc.hugetlb=1');
    run.kill('SIGTERM');
    expect(await ended).toEqual([null, 'SIGTERM']);
    await until(200);
    expect(() => process.kill(restarted[0]!.pid, 0)).toThrow();
  });

  it('does not restart where glibc was told already', async () => {
    const { run, ended, children: none } = await solving({ GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' });
    expect(none).toEqual([]);
    run.kill('SIGTERM');
    await ended;
  });

  it('passes the restarted solve’s output, errors and exit code through', () => {
    const stopped = slide(['solve', '24puzzle', '--start', hard, '--max-states', '1000'], { SLIDE_CACHE_DIR: empty });
    expect([stopped.status, stopped.stdout]).toEqual([3, '']);
    // The parallel search checks its state limit on a timer, so the round it stops in (84 or 86 here) varies.
    expect(stopped.stderr).toMatch(
      /^slide: no pattern database cached; using linear-conflict \(`slide prepare 24puzzle` builds one\)\nslide: search stopped after 1,000 states; no solution is shorter than (84|86) moves\nraise --max-states to go further: this search keeps no table, so only its time grows\n$/,
    );
  });
});
