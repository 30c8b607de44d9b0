import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createSolver } from 'slide';
import { report } from './harness.js';
import { korfInstances, korfTaylorInstances } from './korf100.js';

class TimeUp extends Error {}

/**
 * Nodes generated per second by IDA* over `seconds` of search: the starts are solved in turn
 * (the databases loaded once, before the clock starts) and the last is stopped when time is up.
 */
async function rate(puzzle: string, partition: string, starts: string[], threads: number, seconds: number): Promise<number> {
  const solver = await createSolver({ puzzle, heuristic: 'pdb', partition, threads });
  const began = performance.now();
  let nodes = 0;
  for (const start of starts) {
    let reached = 0;
    try {
      const solution = await solver.solve(solver.check(start), {
        onProgress: (progress) => {
          if (progress.kind !== 'search') return;
          reached = progress.generated;
          if (performance.now() - began > seconds * 1000) throw new TimeUp();
        },
      });
      nodes += solution.stats.generated;
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
 * 100 in order, one thread) is the reference for the 24-puzzle (6-6-6-6, Korf & Taylor's
 * instance 2) on one thread and on every core. The databases are built into the cache first if
 * missing (the 24-puzzle's in about a minute).
 */
export async function benchIda(): Promise<void> {
  console.log('\n# IDA* nodes generated per second with pattern databases: 4×4 against 5×5, one thread and every core (20 s each)');
  for (const [puzzle, partition] of [
    ['15puzzle', '6-6-3'],
    ['24puzzle', '6-6-6-6'],
  ] as const) {
    execFileSync(process.execPath, ['dist/cli/slide.cjs', 'prepare', puzzle, '--partition', partition, '--quiet'], { stdio: 'ignore' });
  }
  const fifteen = korfInstances().map((instance) => instance.tiles.join(' '));
  const hard = [korfTaylorInstances()[1]!.tiles.join(' ')];
  const small = await rate('15puzzle', '6-6-3', fifteen, 1, 20);
  const one = await rate('24puzzle', '6-6-6-6', hard, 1, 20);
  const cores = availableParallelism();
  const all = await rate('24puzzle', '6-6-6-6', hard, cores, 20);
  report('4×4, 6-6-3 (ranked, re-ranked per move), one thread', `${small.toFixed(1)} M/s`);
  report('5×5, 6-6-6-6 (positional), one thread', `${one.toFixed(1)} M/s`);
  report('  ÷ 4×4', `${(one / small).toFixed(2)}×`);
  report(`5×5, 6-6-6-6, ${cores} threads`, `${all.toFixed(1)} M/s`);
  report('  ÷ one thread', `${(all / one).toFixed(2)}×`);
}
