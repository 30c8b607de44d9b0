import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { grouped } from '../src/render/numbers.js';

const SLIDE = fileURLToPath(new URL('../dist/cli/slide.cjs', import.meta.url));
const SOURCE = fileURLToPath(new URL('./reference/bfs.cpp', import.meta.url));

/** The C++ reference (bench/reference/bfs.cpp) built with -O2, or null where there is no g++. */
function buildReference(): string | null {
  if (spawnSync('g++', ['--version']).status !== 0) return null;
  const binary = join(mkdtempSync(join(tmpdir(), 'slide-bench-')), 'bfs');
  execFileSync('g++', ['-O2', '-o', binary, SOURCE]);
  return binary;
}

const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/** Whole-process wall time in seconds, and the peak memory where GNU time is there to tell it. */
function timedRun(command: string[]): { seconds: number; megabytes: number | null; stdout: string } {
  const began = performance.now();
  const run = GNU_TIME
    ? spawnSync(GNU_TIME, ['-f', '%M', ...command], { encoding: 'utf8', maxBuffer: 1 << 26 })
    : spawnSync(command[0]!, command.slice(1), { encoding: 'utf8', maxBuffer: 1 << 26 });
  const seconds = (performance.now() - began) / 1000;
  if (run.status !== 0) throw new Error(`${command.join(' ')} exited ${run.status}: ${run.stderr}`);
  return { seconds, megabytes: GNU_TIME ? Number(run.stderr.trim().split('\n').at(-1)) / 1024 : null, stdout: run.stdout };
}

/**
 * `slide max` over the dense spaces against the plain single-thread C++ breadth-first searches,
 * run one after the other in this process: positions a second and the ratio of times.
 */
function compare(title: string, positions: number, slideArgs: string[], referenceArgs: string[]): void {
  console.log(`\n# ${title} (${grouped(positions)} positions)`);
  const slide = timedRun([process.execPath, SLIDE, ...slideArgs, '--format', 'json']);
  const answer = JSON.parse(slide.stdout) as { depth: number; total: number; antipodes: string[] };
  const memory = slide.megabytes === null ? '' : `, ${Math.round(slide.megabytes)} MB peak`;
  console.log(
    `slide ${slideArgs.join(' ')}`.padEnd(44),
    `${slide.seconds.toFixed(1)} s  ${grouped(Math.round(positions / slide.seconds))} positions/s${memory}  (depth ${answer.depth}, ${answer.antipodes.length} antipodes)`,
  );
  const reference = buildReference();
  if (!reference) {
    console.log('C++ reference: no g++ here, not run');
    return;
  }
  const cpp = timedRun([reference, ...referenceArgs]);
  const [depth, , antipodes] = cpp.stdout.trim().split(' ');
  console.log(
    `C++ reference ${referenceArgs.join(' ')} (-O2, 1 thread)`.padEnd(44),
    `${cpp.seconds.toFixed(1)} s  ${grouped(Math.round(positions / cpp.seconds))} positions/s  (depth ${depth}, ${antipodes} antipodes)`,
  );
  console.log(`slide / C++ time: ${(slide.seconds / cpp.seconds).toFixed(2)}×`);
}

/** The 3×4 and 2×6 boards: target ≤ 30 s and ≤ 1 GB each on two cores, faster than the C++ reference. */
export function benchDense(): void {
  compare('max 3x4', 239_500_800, ['max', '3x4'], ['tiles', '3', '4']);
  compare('max 2x6', 239_500_800, ['max', '2x6'], ['tiles', '2', '6']);
}

/** 4-peg Hanoi with 15 discs: target ≤ 120 s and within 1.3× a plain C bitset search. */
export function benchDenseHanoi(): void {
  compare('max hanoi --pegs 4 --disks 15', 2 ** 30, ['max', 'hanoi', '--pegs', '4', '--disks', '15'], ['hanoi', '15', '4']);
}
