import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createSolver } from 'slide';
import { report } from './harness.js';
import { korfInstances, korfTaylorInstances } from './korf100.js';

class TimeUp extends Error {}

/**
 * Nodes generated per second by IDA* over `seconds` of search: the starts are solved in turn and
 * the last is stopped when time is up. The clock starts at the first start's first report, so
 * reading the databases (1.34 GB for the seven splits) is not counted as search.
 */
async function rate(puzzle: string, partition: string, starts: string[], threads: number, seconds: number): Promise<number> {
  const solver = await createSolver({ puzzle, heuristic: 'pdb', partition, threads });
  let began = -1;
  let nodes = 0;
  for (const start of starts) {
    let first = 0;
    let reached = 0;
    try {
      const solution = await solver.solve(solver.check(start), {
        onProgress: (progress) => {
          if (progress.kind !== 'search') return;
          if (began < 0) {
            began = performance.now();
            first = progress.generated;
          }
          reached = progress.generated - first;
          if (performance.now() - began > seconds * 1000) throw new TimeUp();
        },
      });
      nodes += solution.stats.generated - first;
    } catch (error) {
      if (!(error instanceof TimeUp)) throw error;
      nodes += reached;
      break;
    }
  }
  return nodes / ((performance.now() - began) / 1000) / 1e6;
}

/**
 * IDA* with pattern databases, in one process, 20 seconds each: the 15-puzzle (6-6-3, Korf's
 * 100 in order, one thread) is the reference for the 24-puzzle (Korf & Taylor's instance 2) with
 * Korf & Felner's split alone and with the default seven splits, on one thread and on every
 * core. The databases are built into the cache first if missing (the seven splits' in about 7 min).
 */
export async function benchIda(): Promise<void> {
  console.log('\n# IDA* nodes generated per second with pattern databases: 4×4 against 5×5, one thread and every core (20 s each)');
  for (const [puzzle, partition] of [
    ['15puzzle', '6-6-3'],
    ['24puzzle', '6-6-6-6'],
    ['24puzzle', '6-6-6-6x7'],
  ] as const) {
    execFileSync(process.execPath, ['dist/cli/slide.cjs', 'prepare', puzzle, '--partition', partition, '--quiet'], { stdio: 'ignore' });
  }
  const fifteen = korfInstances().map((instance) => instance.tiles.join(' '));
  const hard = [korfTaylorInstances()[1]!.tiles.join(' ')];
  const cores = availableParallelism();
  const small = await rate('15puzzle', '6-6-3', fifteen, 1, 20);
  report('4×4, 6-6-3 (ranked, re-ranked per move), one thread', `${small.toFixed(1)} M/s`);
  for (const partition of ['6-6-6-6', '6-6-6-6x7']) {
    const one = await rate('24puzzle', partition, hard, 1, 20);
    const all = await rate('24puzzle', partition, hard, cores, 20);
    report(`5×5, ${partition} (positional), one thread`, `${one.toFixed(1)} M/s`);
    report('  ÷ 4×4', `${(one / small).toFixed(2)}×`);
    report(`5×5, ${partition}, ${cores} threads`, `${all.toFixed(1)} M/s`);
    report('  ÷ one thread', `${(all / one).toFixed(2)}×`);
  }
}
