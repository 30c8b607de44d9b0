import { loadPuzzle } from '../src/library/catalogue.js';
import { runAlgorithm } from '../src/search/algorithms.js';
import { maxDepth } from '../src/search/max-depth.js';
import { ms, report, time } from './harness.js';

export function benchBlocks(): void {
  console.log('\n# block puzzles (search time, start-up excluded; cold = first run, warm = median of 9)');
  const hakoiri = loadPuzzle('hakoiri');
  const goal = hakoiri.defaultGoal;
  const problem = { space: hakoiri.space, start: hakoiri.defaultStart, isGoal: goal.test, goal: goal.state, heuristic: hakoiri.heuristic(goal) };
  const solve = time(() => runAlgorithm('bfs', problem));
  report('solve hakoiri (81 piece-moves)', `${ms(solve.cold)} / ${ms(solve.warm)}`, '≤ 30 ms');
  const all = time(() => maxDepth(hakoiri.space, hakoiri.defaultStart));
  report('max hakoiri (25,955 positions)', `${ms(all.cold)} / ${ms(all.warm)}`, 'C++23: ~10 ms');
  const variant = loadPuzzle('hakoiri98');
  const max98 = time(() => maxDepth(variant.space, variant.defaultStart));
  report('max hakoiri98 (81,462 positions)', `${ms(max98.cold)} / ${ms(max98.warm)}`, '≤ 150 ms');
}
