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

export function benchQueens(): void {
  console.log('\n# N-Queens counts on every core (whole processes)');
  const [sixteen] = processTimes([[node, SLIDE, 'count', 'queens', '--size', '16']], 3);
  report('count queens --size 16', ms(sixteen!), '≤ 3 s');
  const [seventeen] = processTimes([[node, SLIDE, 'count', 'queens', '--size', '17']], 1);
  report('count queens --size 17', ms(seventeen!), '≤ 20 s');
}
