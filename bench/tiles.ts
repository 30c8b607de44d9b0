import { ManhattanDistance } from '../src/puzzles/tiles/heuristics.js';
import { TileBoard } from '../src/puzzles/tiles/solver.js';
import { korfInstances } from './korf100.js';
import { report } from './harness.js';

export function benchTiles(): void {
  console.log('\n# 15-puzzle IDA* node throughput (Manhattan distance, the 12 easiest of Korf’s 100)');
  const board = new TileBoard({ name: '15puzzle', title: '15-puzzle', aliases: [], rows: 4, cols: 4, start: null });
  const heuristic = new ManhattanDistance(board.geometry);
  const instances = korfInstances()
    .sort((a, b) => a.length - b.length)
    .slice(0, 12);
  board.solve(Uint8Array.from(instances[0]!.tiles), heuristic);
  let nodes = 0;
  const began = performance.now();
  for (const instance of instances) nodes += board.solve(Uint8Array.from(instance.tiles), heuristic).stats.generated;
  const seconds = (performance.now() - began) / 1000;
  report('generated nodes per second', `${(nodes / seconds / 1e6).toFixed(1)} M/s`, '≥ 20 M/s');
  report('  (nodes, seconds)', `${nodes.toLocaleString('en-US')}, ${seconds.toFixed(2)}`);
}
