import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, report } from './harness.js';

const SLIDE = fileURLToPath(new URL('../dist/cli/slide.cjs', import.meta.url));
const TIME = '/usr/bin/time';

/** `slide prepare 15puzzle --partition <split>` into an empty cache: wall seconds and, where /usr/bin/time is, peak RSS in MB. */
function prepareFresh(partition: string): { seconds: number; megabytes: number | null } {
  const directory = mkdtempSync(join(tmpdir(), 'slide-bench-pdb-'));
  const command = [process.execPath, SLIDE, 'prepare', '15puzzle', '--partition', partition, '--cache-dir', directory];
  const measured = existsSync(TIME);
  const began = performance.now();
  const result = measured ? spawnSync(TIME, ['-f', '%M', ...command], { encoding: 'utf8' }) : spawnSync(command[0]!, command.slice(1), { encoding: 'utf8' });
  const seconds = (performance.now() - began) / 1000;
  rmSync(directory, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`slide prepare exited ${result.status}: ${result.stderr}`);
  const kilobytes = measured ? Number(result.stderr.trim().split('\n').at(-1)) : NaN;
  return { seconds, megabytes: Number.isFinite(kilobytes) ? kilobytes / 1024 : null };
}

function reportBuild(partition: string, runs: number, target?: string): void {
  const builds = Array.from({ length: runs }, () => prepareFresh(partition));
  const memory = builds.map((build) => build.megabytes).filter((megabytes) => megabytes !== null);
  const rss = memory.length > 0 ? `, peak RSS ${Math.max(...memory).toFixed(0)} MB` : '';
  report(`prepare --partition ${partition}${rss}`, `${median(builds.map((build) => build.seconds)).toFixed(1)} s`, target);
}

export function benchPatternDatabases(): void {
  console.log('\n# pattern databases built from scratch on every core (whole processes, median of 3)');
  reportBuild('6-6-3', 3);
}

/** The default databases: about two minutes. */
export function benchPatternDatabases78(): void {
  console.log('\n# the 7-8 pattern databases built from scratch (whole process)');
  reportBuild('7-8', 1, '≤ 5 min, ≤ 2 GB');
}
