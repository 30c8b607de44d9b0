import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median, report } from './harness.js';

const SLIDE = fileURLToPath(new URL('../dist/cli/slide.cjs', import.meta.url));
const SHARDS = 16;

/** CPU seconds (user + system) of one whole process, read from the kernel by /usr/bin/time. */
function cpuSeconds(args: string[]): number {
  const run = spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', process.execPath, SLIDE, ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`slide ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  const [, user, system] = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(run.stderr)!;
  return Number(user) + Number(system);
}

/**
 * What sharding costs: the CPU time of `count queens --size 15` in one process against the sum
 * over its 16 shards, each its own process (one thread each, so the sums compare like with like).
 */
export function benchShards(): void {
  console.log(`\n# sharding: CPU seconds of count queens --size 15, one process against ${SHARDS} shards (one thread each)`);
  const args = ['count', 'queens', '--size', '15', '--threads', '1', '-f', 'json'];
  // What a process costs before it counts anything (Node, slide's start, a 1×1 board), the median of five.
  const startup = median(Array.from({ length: 5 }, () => cpuSeconds(['count', 'queens', '--size', '1', '--threads', '1', '-f', 'json'])));
  const whole = cpuSeconds(args);
  let sharded = 0;
  for (let index = 1; index <= SHARDS; index++) sharded += cpuSeconds([...args, '--shard', `${index}/${SHARDS}`]);
  report('a process that counts nothing (start-up)', `${startup.toFixed(2)} s`);
  report('one process', `${whole.toFixed(2)} s`);
  report(`${SHARDS} shards, summed`, `${sharded.toFixed(2)} s = ${(sharded / whole).toFixed(3)}×`);
  const counting = (total: number, processes: number) => total - processes * startup;
  report(`the counting alone: ${SHARDS} shards against one`, `${(counting(sharded, SHARDS) / counting(whole, 1)).toFixed(3)}×`, '≤ 1.10×');
}
