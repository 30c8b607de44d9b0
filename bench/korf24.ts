// `npm run bench:korf24 [-- --ids 2,1 --budget 600 --threads 2 --partition 6-6-6-6]`: Korf & Taylor's ten 24-puzzle
// instances solved optimally by the library's IDA* with the 24-puzzle's default pattern databases
// (6-6-6-6x7; built into the cache first by the `slide` binary if missing, timed). Per instance: the length found
// (checked against the published one), nodes generated beside Korf & Felner's (2002) count for the
// 6-6-6-6 bound and their ratio, seconds and nodes per second; an
// instance not done within the budget (seconds) is reported with the bound it reached. `--save FILE`
// appends each solution found (id, length, the blank's moves) to FILE, the form of
// test/fixtures/korf-taylor-24-solutions.tsv, whose paths the tests replay. `--checkpoint DIR` saves
// each instance's search in DIR/<id>, so a bench stopped (or over budget) continues there when run
// again; an instance continued says so, and its time and rate are then this run's part only (an
// unfinished one continued gives no rate). Like `slide solve 24puzzle`, it restarts itself where glibc then
// gives its databases huge pages (src/cli/huge-pages.ts).
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { solve } from 'slide';
import { korfFelnerNodes, korfTaylorInstances } from './korf100.js';
import { RestartedExit } from '../src/cli/failures.js';
import { restartWithHugePages } from '../src/cli/huge-pages.js';

try {
  await restartWithHugePages();
} catch (error) {
  if (!(error instanceof RestartedExit)) throw error;
  process.exit(error.status);
}

const { values } = parseArgs({
  options: {
    ids: { type: 'string' },
    budget: { type: 'string', default: '3600' },
    threads: { type: 'string' },
    'cache-dir': { type: 'string' },
    partition: { type: 'string' },
    save: { type: 'string' },
    checkpoint: { type: 'string' },
  },
});
const budget = Number(values.budget) * 1000;
const threads = values.threads === undefined ? undefined : Number(values.threads);
const cacheDir = values['cache-dir'];
const all = korfTaylorInstances();
const ids = values.ids === undefined ? all.map((instance) => instance.id) : values.ids.split(',').map(Number);

const began = performance.now();
const cacheArgs = cacheDir === undefined ? [] : ['--cache-dir', cacheDir];
const partitionArgs = values.partition === undefined ? [] : ['--partition', values.partition];
execFileSync(process.execPath, ['dist/cli/slide.cjs', 'prepare', '24puzzle', ...cacheArgs, ...partitionArgs], { stdio: 'inherit' });
console.log(`databases ready in ${((performance.now() - began) / 1000).toFixed(1)} s (built now unless cached)`);

class OverBudget extends Error {}

console.log(
  `Korf & Taylor's 24-puzzle instances, IDA* with ${values.partition === undefined ? 'the strongest cached databases' : `pdb ${values.partition}`}, ${threads ?? 'every core as'} threads, budget ${values.budget} s each`,
);
console.log('  id  length  published          generated      Korf & Felner   ratio         s      M nodes/s');
const published = korfFelnerNodes();
let mismatches = 0;
for (const id of ids) {
  const instance = all.find((candidate) => candidate.id === id);
  if (!instance) throw new Error(`no instance ${id}: ids run from 1 to ${all.length}`);
  const start = performance.now();
  let reached = { generated: 0, depth: 0 };
  let continued = '';
  const row = (length: string, generated: number, carried = continued ? Number.NaN : 0) => {
    const seconds = (performance.now() - start) / 1000;
    const rate = Number.isNaN(carried) ? '-' : ((generated - carried) / seconds / 1e6).toFixed(1);
    const theirs = published.get(id) ?? Number.NaN;
    const ratio = (generated / theirs).toFixed(3);
    return `${String(id).padStart(4)}  ${length.padStart(6)}  ${String(instance.length).padStart(9)}  ${generated.toLocaleString('en-US').padStart(17)}  ${theirs.toLocaleString('en-US').padStart(17)}  ${ratio.padStart(6)}  ${seconds.toFixed(1).padStart(8)}  ${rate.padStart(13)}`;
  };
  try {
    const solution = await solve({
      puzzle: '24puzzle',
      start: instance.tiles.join(' '),
      heuristic: 'pdb',
      ...(threads === undefined ? {} : { threads }),
      ...(cacheDir === undefined ? {} : { cacheDir }),
      ...(values.partition === undefined ? {} : { partition: values.partition }),
      ...(values.checkpoint === undefined
        ? {}
        : { checkpoint: join(values.checkpoint, String(id)), onResume: (bound: number) => (continued = `  continued from bound ${bound}`) }),
      onProgress: (progress) => {
        if (progress.kind !== 'search') return;
        // A line on stderr per new bound: the hard instances run for many minutes.
        if ((progress.depth ?? 0) !== reached.depth)
          console.error(
            `  #${id}: bound ${progress.depth}, ${progress.generated.toLocaleString('en-US')} nodes, ${((performance.now() - start) / 1000).toFixed(0)} s`,
          );
        reached = { generated: progress.generated, depth: progress.depth ?? 0 };
        if (performance.now() - start > budget) throw new OverBudget();
      },
    });
    const ok = solution.length === instance.length;
    if (values.save !== undefined) appendFileSync(values.save, `${id}\t${solution.length}\t${[...solution.moves].join('')}\n`);
    if (!ok) mismatches++;
    console.log(
      `${row(String(solution.length), solution.stats.generated, solution.carried?.generated ?? 0)}  ${solution.bound}${continued}${ok ? '' : '  differs from the published length!'}`,
    );
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
    console.log(`${row('-', reached.generated)}  over budget at bound ${reached.depth}${continued}`);
  }
}
if (mismatches > 0) process.exitCode = 1;
