// `npm run bench:korf [-- <bound> [count]]`: Korf's 100 15-puzzle instances solved optimally with
// IDA*. The bound is a partition of pattern databases (7-8, the default, or 6-6-3), built into
// the cache first by the `slide` binary if missing (timed), or manhattan or linear-conflict.
// Reports, per instance and in total, the length (checked against the published one), nodes and time.
// `--no-pruning` searches with parent pruning alone, without the machine of duplicate move strings.
import { execFileSync } from 'node:child_process';
import { cachedPatternDatabase } from '../src/puzzles/tiles/pdb/database-cache.js';
import { cacheDirectory } from '../src/store/cache-folder.js';
import { LinearConflict, ManhattanDistance, type TileHeuristic } from '../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../src/puzzles/tiles/solver.js';
import { TileWalker } from '../src/puzzles/tiles/tile-walker.js';
import { learnTileAutomaton, tileAutomaton } from '../src/puzzles/tiles/move-pruning.js';
import { idaStarInPlace } from '../src/search/ida-star-in-place.js';
import { korfInstances } from './korf100.js';

const board = new TileBoard({ name: '15puzzle', title: '15-puzzle', aliases: [], rows: 4, cols: 4, start: null });
const pruning = !process.argv.includes('--no-pruning');
const [choice = '7-8', count] = process.argv.slice(2).filter((arg) => arg !== '--no-pruning');
const directory = cacheDirectory();
let heuristic: TileHeuristic;
if (choice === 'manhattan') heuristic = new ManhattanDistance(board.geometry);
else if (choice === 'linear-conflict') heuristic = new LinearConflict(board.geometry);
else {
  const began = performance.now();
  execFileSync(process.execPath, ['dist/cli/slide.cjs', 'prepare', '15puzzle', '--partition', choice, '--cache-dir', directory], { stdio: 'inherit' });
  console.log(`databases ${choice} ready in ${((performance.now() - began) / 1000).toFixed(1)} s (built now unless cached)`);
  const loading = performance.now();
  heuristic = (await cachedPatternDatabase(board, directory, { onRebuild: (file) => console.error(`rebuilding ${file}`) }, choice))!;
  console.log(`loaded and checked (SHA-256) in ${((performance.now() - loading) / 1000).toFixed(2)} s`);
}
const limit = Number(count ?? 100);
// Learned here, not inside the first instance's time: the binary reads it from the build's file.
const learning = performance.now();
const automaton = pruning ? tileAutomaton() : learnTileAutomaton(2);
console.log(`move-string machine of ${automaton.stateCount.toLocaleString('en-US')} states learned in ${((performance.now() - learning) / 1000).toFixed(1)} s`);

console.log(`Korf's 100 with IDA* and ${heuristic.name} (first ${limit}), ${pruning ? 'duplicate strings pruned' : 'parent pruning alone'}`);
console.log('  id  length  published        generated       ms');
let nodes = 0;
let total = 0;
let worst = 0;
let mismatches = 0;
for (const instance of korfInstances().slice(0, limit)) {
  const began = performance.now();
  const tiles = Uint8Array.from(instance.tiles);
  const result = pruning ? board.solve(tiles, heuristic) : idaStarInPlace(new TileWalker(board.geometry, heuristic, tiles, automaton));
  const ms = performance.now() - began;
  const length = result.moves!.length;
  if (length !== instance.length) mismatches++;
  nodes += result.stats.generated;
  total += ms;
  worst = Math.max(worst, ms);
  console.log(
    `${String(instance.id).padStart(4)}  ${String(length).padStart(6)}  ${String(instance.length).padStart(9)}${length === instance.length ? ' ' : '!'} ${result.stats.generated.toLocaleString('en-US').padStart(15)}  ${ms.toFixed(0).padStart(7)}`,
  );
}
console.log(
  `total: ${(total / 1000).toFixed(1)} s, ${nodes.toLocaleString('en-US')} nodes generated, ${(nodes / total / 1000).toFixed(1)} M nodes/s, slowest ${(worst / 1000).toFixed(1)} s, ${mismatches} lengths differing from the published ones`,
);
if (mismatches > 0) process.exitCode = 1;
