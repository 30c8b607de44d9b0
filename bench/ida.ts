import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createSolver, randomStarts } from 'slide';
import { report } from './harness.js';
import { korfInstances } from './korf100.js';

/** Nodes generated and search milliseconds over some starts, one solver (databases loaded once, outside the timing). */
async function throughput(puzzle: string, partition: string, starts: string[], threads: number): Promise<{ nodes: number; seconds: number }> {
  const solver = await createSolver({ puzzle, heuristic: 'pdb', partition, threads });
  let nodes = 0;
  let milliseconds = 0;
  for (const start of starts) {
    const solution = await solver.prepare(start)({});
    nodes += solution.stats.generated;
    milliseconds += solution.milliseconds;
  }
  return { nodes, seconds: milliseconds / 1000 };
}

const rate = ({ nodes, seconds }: { nodes: number; seconds: number }) => nodes / seconds / 1e6;

/**
 * IDA* with pattern databases, in one process: the 15-puzzle (6-6-3, Korf's first 25, one
 * thread) is the reference for the 24-puzzle (6-6-6-6, walks of 100 moves) on one thread and
 * on every core. The databases are built into the cache first if missing (the 24-puzzle's in
 * about a minute and a half).
 */
export async function benchIda(): Promise<void> {
  console.log('\n# IDA* nodes per second with pattern databases: 4×4 against 5×5, one thread and every core');
  for (const [puzzle, partition] of [['15puzzle', '6-6-3'], ['24puzzle', '6-6-6-6']]) {
    execFileSync(process.execPath, ['dist/cli/slide.cjs', 'prepare', puzzle, '--partition', partition!, '--quiet'], { stdio: 'ignore' });
  }
  const fifteen = korfInstances().slice(0, 25).map((instance) => instance.tiles.join(' '));
  const walks = (await randomStarts({ puzzle: '24puzzle', moves: 100, seed: 24, count: 4 })).starts;
  const small = await throughput('15puzzle', '6-6-3', fifteen, 1);
  const one = await throughput('24puzzle', '6-6-6-6', walks, 1);
  const cores = availableParallelism();
  const all = await throughput('24puzzle', '6-6-6-6', walks, cores);
  report('4×4, 6-6-3, one thread', `${rate(small).toFixed(1)} M/s`);
  report('5×5, 6-6-6-6, one thread', `${rate(one).toFixed(1)} M/s`);
  report('  ÷ 4×4', `${(rate(one) / rate(small)).toFixed(2)}×`);
  report(`5×5, 6-6-6-6, ${cores} threads`, `${rate(all).toFixed(1)} M/s`);
  report('  ÷ one thread', `${(rate(all) / rate(one)).toFixed(2)}×`);
  report('  (nodes: 4×4, 5×5)', `${small.nodes.toLocaleString('en-US')}, ${one.nodes.toLocaleString('en-US')}`);
}
