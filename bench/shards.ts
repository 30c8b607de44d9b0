import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median, report } from './harness.js';

const SLIDE = fileURLToPath(new URL('../dist/cli/slide.cjs', import.meta.url));
const SHARDS = 16;

/** CPU seconds (user + system) of one whole process, read from the kernel by /usr/bin/time. */
function cpuSeconds(args: string[]): number {
  return cpuSecondsOf(process.execPath, [SLIDE, ...args]);
}

function cpuSecondsOf(program: string, args: string[]): number {
  const run = spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', program, ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  const [, user, system] = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(run.stderr)!;
  return Number(user) + Number(system);
}

/**
 * What sharding costs: the CPU time of `count queens` in one process against the sum over its 16
 * shards, each its own process (one thread each, so the sums compare like with like). At size 15
 * the whole count is 0.6 s of CPU, and 15 more Node processes cost more than that by starting
 * alone; at 17 the counting outweighs the starts, as it does for work worth sharding.
 */
export function benchShards(): void {
  // What a process costs before it counts anything (Node, slide's start, a 1×1 board), the median of five.
  const startup = median(Array.from({ length: 5 }, () => cpuSeconds(['count', 'queens', '--size', '1', '--threads', '1', '-f', 'json'])));
  const bare = median(Array.from({ length: 5 }, () => cpuSecondsOf(process.execPath, ['-e', '0'])));
  console.log(`\n# sharding: CPU seconds of count queens, one process against ${SHARDS} shards (one thread each)`);
  report('node -e 0', `${bare.toFixed(2)} s`);
  report('a process that counts nothing (start-up)', `${startup.toFixed(2)} s`);
  const counting = (total: number, processes: number) => total - processes * startup;
  for (const size of [15, 17]) {
    const args = ['count', 'queens', '--size', String(size), '--threads', '1', '-f', 'json'];
    const whole = cpuSeconds(args);
    report(`size ${size}: one process`, `${whole.toFixed(2)} s`);
    // Fewer shards at size 15, where each extra process's start-up is a tenth of the whole count.
    for (const shards of size === 15 ? [2, 4, SHARDS] : [SHARDS]) {
      let sharded = 0;
      for (let index = 1; index <= shards; index++) sharded += cpuSeconds([...args, '--shard', `${index}/${shards}`]);
      report(`size ${size}: ${shards} shards, summed`, `${sharded.toFixed(2)} s = ${(sharded / whole).toFixed(3)}×`, '≤ 1.10×');
      report(`size ${size}: the counting alone, ${shards} shards against one`, `${(counting(sharded, shards) / counting(whole, 1)).toFixed(3)}×`);
    }
  }
}
