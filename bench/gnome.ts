import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { processRatios, report } from './harness.js';

const SLIDE = fileURLToPath(new URL('../dist/cli/slide.cjs', import.meta.url));
const LEVELS = fileURLToPath(new URL('../puzzles/gnome/', import.meta.url));
/** Where a level's run is stopped: the hard levels meet this many positions long before their goal. */
const MAX_STATES = 10_000_000;

const thousands = (value: number) => value.toLocaleString('en-US');

/** One whole-process solve of a level: the table row's cells after the level's and GNOME's, and whether it stopped at the cap. */
function solveLevel(file: string, options: readonly string[]): { row: string; stopped: boolean; seconds: number } {
  const run = spawnSync(
    '/usr/bin/time',
    ['-f', 'time %e %M', process.execPath, SLIDE, 'solve', `${LEVELS}${file}`, ...options, '--stats', '--max-states', String(MAX_STATES), '-f', 'json'],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const [, seconds, kilobytes] = /time ([\d.]+) (\d+)\s*$/.exec(run.stderr) ?? [];
  const counted = (name: string) => /stats: (.*)/.exec(run.stderr)?.[1]?.match(new RegExp(`${name} ([\\d,]+)`))?.[1] ?? '—';
  const solution = run.status === 0 ? JSON.parse(run.stdout) : null;
  const found = solution
    ? `${solution.length}${solution.optimal === false ? ' (not proven shortest)' : ''}`
    : run.status === 3
      ? `stopped at ${thousands(MAX_STATES)} positions`
      : `exit ${run.status}`;
  return {
    row: `${found} | ${counted('generated')} | ${counted('stored')} | ${seconds} s | ${Math.round(Number(kilobytes) / 1024)} MB |`,
    stopped: run.status === 3,
    seconds: Number(seconds),
  };
}

/**
 * Every GNOME Klotski level solved as a whole process (`slide solve <level> --stats`), one run each:
 * the moves found against GNOME's published minimum, the positions generated and stored, the wall
 * time and peak memory (`/usr/bin/time`), and for a level stopped at the cap a beam and a staged search's rows too.
 * Printed as README's Markdown table; then `solve hakoiri` and each level solved within a second
 * against `node -e 0` in the same run, the speed targets of the 4×5 classics and of the small levels.
 */
export function benchGnome(): void {
  console.log(`\n# GNOME Klotski's levels: whole process, one run each, stopped at ${thousands(MAX_STATES)} positions\n`);
  console.log("| level | GNOME's minimum | slide | generated | stored | time | peak memory |");
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const quick: string[] = [];
  for (const file of readdirSync(LEVELS)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const level = file.slice(0, -'.json'.length);
    const published = JSON.parse(readFileSync(`${LEVELS}${file}`, 'utf8')).publishedMoves ?? '—';
    const exact = solveLevel(file, []);
    console.log(`| ${level} | ${published} | ${exact.row}`);
    if (!exact.stopped && exact.seconds <= 1) quick.push(level);
    // Where the exact search gives up, a beam or a staged search may still find a path (not proven shortest).
    if (!exact.stopped) continue;
    for (const algorithm of ['beam', 'staged'])
      console.log(`| ${level}, \`--algo ${algorithm}\` | ${published} | ${solveLevel(file, ['--algo', algorithm]).row}`);
  }
  const [bare, hakoiri, ...levels] = processRatios(
    [
      [process.execPath, '-e', '0'],
      [process.execPath, SLIDE, 'solve', 'hakoiri'],
      ...quick.map((level) => [process.execPath, SLIDE, 'solve', `${LEVELS}${level}.json`]),
    ],
    11,
  );
  report('\nslide solve hakoiri', `${hakoiri!.ratio.toFixed(2)}× node -e 0 (${bare!.time.toFixed(1)} ms)`, '≤ 2× node -e 0');
  console.log('\nlevels solved within a second, whole process against node -e 0 in the same rounds (median of 11):');
  for (const [k, { ratio }] of levels.entries()) report(`  ${quick[k]}`, `${ratio.toFixed(2)}×`);
  const within = levels.filter(({ ratio }) => ratio <= 2).length;
  report('  levels within 2× node -e 0', `${within} of ${levels.length}`, 'most of the 20 small levels');
}
