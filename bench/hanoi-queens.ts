import { fileURLToPath } from 'node:url';
import { ms, processTimes, report } from './harness.js';

const SLIDE = fileURLToPath(new URL('../dist/cli/slide.cjs', import.meta.url));
const node = process.execPath;

export function benchHanoi(): void {
  console.log('\n# Tower of Hanoi (whole processes, median of 3)');
  const [stream, fourPegs] = processTimes(
    [
      [node, SLIDE, 'solve', 'hanoi', '--disks', '25', '--format', 'moves'],
      [node, SLIDE, 'max', 'hanoi', '--pegs', '4', '--disks', '12', '--format', 'json'],
    ],
    3,
  );
  report('solve hanoi --disks 25 --format moves (33,554,431 lines)', ms(stream!));
  report('max hanoi --pegs 4 --disks 12 (16,777,216 states)', ms(fourPegs!));
}

/** The long one: 2^30 states, about two minutes. */
export function benchHanoi15(): void {
  console.log('\n# max hanoi --pegs 4 --disks 15 (1,073,741,824 states)');
  const [time] = processTimes([[node, SLIDE, 'max', 'hanoi', '--pegs', '4', '--disks', '15', '--format', 'json']], 1);
  report('wall time', ms(time!), '≤ 300 s, ≤ 1 GB (RSS measured ~445 MB)');
}

export function benchQueens(): void {
  console.log('\n# N-Queens counts on every core (whole processes)');
  const [sixteen] = processTimes([[node, SLIDE, 'count', 'queens', '--size', '16']], 3);
  report('count queens --size 16', ms(sixteen!), '≤ 3 s');
  const [seventeen] = processTimes([[node, SLIDE, 'count', 'queens', '--size', '17']], 1);
  report('count queens --size 17', ms(seventeen!), '≤ 20 s');
}

/** The 3×4 board's whole space (239,500,800 positions) over bitsets: about 3½ minutes. */
export function bench3x4(): void {
  console.log('\n# max 3x4 (239,500,800 positions; God’s number 53)');
  const [time] = processTimes([[node, SLIDE, 'max', '3x4', '--format', 'json']], 1);
  report('wall time', ms(time!), 'under 1 GB (RSS measured ~230 MB)');
}
