import { loadPuzzle } from '../src/library/catalogue.js';
import { runAlgorithm, type AlgorithmName } from '../src/search/algorithms.js';
import { maxDepth } from '../src/search/max-depth.js';
import { ms, report, time } from './harness.js';

function solver(name: string, algorithm: AlgorithmName, startText?: string) {
  const puzzle = loadPuzzle(name);
  const goal = puzzle.defaultGoal;
  const start = startText ? puzzle.parseState(startText, '--start') : puzzle.defaultStart;
  const problem = { space: puzzle.space, start, isGoal: goal.test, goal: goal.state, heuristic: puzzle.heuristic(goal) };
  return () => runAlgorithm(algorithm, problem);
}

export function benchGraphPuzzles(): void {
  console.log('\n# one-blank puzzles (search time, start-up excluded; cold = first run, warm = median of 9)');
  const eight = loadPuzzle('8puzzle');
  const max8 = time(() => maxDepth(eight.space, eight.defaultGoal.state!));
  report('max 8puzzle', `${ms(max8.cold)} / ${ms(max8.warm)}`, '≤ 40 ms');
  const bfs = time(solver('8puzzle', 'bfs'));
  report('solve 8puzzle --algo bfs', `${ms(bfs.cold)} / ${ms(bfs.warm)}`, '≤ 40 ms');
  const bi = time(solver('8puzzle', 'bi'));
  report('solve 8puzzle --algo bi', `${ms(bi.cold)} / ${ms(bi.warm)}`, '≤ 5 ms');
  const run = solver('8puzzle', 'bfs');
  const throughput = time(() => run().stats.generated, 5);
  report('bfs throughput (generated states/s, warm)', `${(((483_662 / throughput.warm) * 1000) / 1e6).toFixed(1)} M/s`);

  const id = time(solver('6puzzle', 'id', '4651320'), 3);
  const ida = time(solver('6puzzle', 'ida', '4651320'), 9);
  report('6puzzle 4651320: id (plain iterative deepening)', ms(id.warm));
  report('6puzzle 4651320: ida (graph-distance bound)', ms(ida.warm));
  report('  id / ida', `${(id.warm / ida.warm).toFixed(0)}×`, 'seed: ~1000×');
  const hexagram = loadPuzzle('hexagram');
  const maxHex = time(() => maxDepth(hexagram.space, hexagram.defaultStart));
  report('max hexagram', `${ms(maxHex.cold)} / ${ms(maxHex.warm)}`, '≤ 10 ms');
}
