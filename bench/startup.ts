import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { processRatios, ms, report } from './harness.js';

const SLIDE = fileURLToPath(new URL('../dist/cli/slide.cjs', import.meta.url));

/** Fogleman's hardest 6×6 Rush Hour puzzle: 60 moves, 2,332 positions. */
const HARDEST_RUSH_HOUR = 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM';

export function benchStartup(): void {
  console.log("\n# whole processes (median wall time of 25 interleaved runs; ratio: median of each round's ratio to node -e 0)");
  const node = process.execPath;
  const rushHour = [node, SLIDE, 'solve', 'rushhour', '--start', HARDEST_RUSH_HOUR];
  const lines: [string, string[], string?][] = [
    ['node -e 0', [node, '-e', '0']],
    ['slide solve 8puzzle --algo bi', [node, SLIDE, 'solve', '8puzzle', '--algo', 'bi'], '≤ 1.5× node -e 0'],
    ['slide solve 8puzzle --algo bi --format json', [node, SLIDE, 'solve', '8puzzle', '--algo', 'bi', '--format', 'json']],
    ['slide max hexagram --format json', [node, SLIDE, 'max', 'hexagram', '--format', 'json']],
    ['slide solve ./puzzles/6puzzle.json (a user file)', [node, SLIDE, 'solve', './puzzles/6puzzle.json', '--format', 'json']],
    ['slide solve hakoiri', [node, SLIDE, 'solve', 'hakoiri'], '≤ 2× node -e 0'],
    ['slide solve rushhour --start <the 60-move board>', rushHour, '≤ 1.6× node -e 0'],
  ];
  const timings = processRatios(lines.map(([, command]) => command));
  lines.forEach(([name, , target], k) => {
    const { time, ratio } = timings[k]!;
    report(name, k === 0 ? ms(time) : `${ms(time)} = ${ratio.toFixed(2)}×`, target);
  });
  // The search alone, as the solve reports it (--stats goes to stderr).
  const stats = spawnSync(node, [...rushHour.slice(1), '--stats', '--format', 'json'], { encoding: 'utf8' }).stderr;
  report('  of which the search (--stats)', stats.match(/([\d.]+) ms/)?.[0] ?? '?');
}
