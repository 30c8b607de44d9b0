import { Command } from 'commander';
import { drawBoard } from '../render/board.js';
import { gallery } from '../render/gallery.js';
import { drawHistogram } from '../render/histogram.js';
import { maxDepthDense } from '../search/max-depth-dense.js';
import { maxDepth } from '../search/max-depth.js';
import { isDense } from '../search/space.js';
import { disksOption, formatOption, maxStatesOption, metricOption, pegsOption, statsOption } from './options.js';
import { searchPuzzle, startOf, statsLine, type SizeOptions } from './positions.js';
import type { Terminal } from './terminal.js';

/** Bitsets up to 2^32 states (3 × 512 MB at most); beyond, the hash table and its state cap. */
const DENSE_LIMIT = 2 ** 32;

interface MaxOptions extends SizeOptions {
  from?: string;
  format: 'text' | 'json';
  stats?: boolean;
  maxStates?: number;
  metric?: string;
}

export function makeMaxCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('max')
    .description('breadth-first search over every reachable position: the hardest ones and the count at each distance')
    .argument('<puzzle>', 'puzzle name, alias, or path of a definition file')
    .option('--from <state>', 'root position (default: the goal, or the start when the goal is a condition)')
    .addOption(formatOption(['text', 'json']))
    .addOption(metricOption())
    .addOption(disksOption())
    .addOption(pegsOption())
    .addOption(statsOption())
    .addOption(maxStatesOption())
    .addHelpText(
      'after',
      `
Examples:
  slide max 8puzzle
  slide max lines --format json
  slide max 6puzzle --from 4651320
  slide max hanoi --pegs 4 --disks 8`,
    )
    .action(async (name: string, options: MaxOptions, command: Command) => max(name, options, await terminal(command)));
}

function max(name: string, options: MaxOptions, terminal: Terminal): void {
  const puzzle = searchPuzzle(name, options);
  const goalState = puzzle.defaultGoal.state;
  const fromGoal = options.from === undefined && goalState !== null && puzzle.maxFrom !== 'start';
  const root = fromGoal ? goalState : startOf(puzzle, options.from, '--from');
  const began = performance.now();
  const space = puzzle.space;
  const limits = { maxStates: options.maxStates };
  const result = isDense(space) && space.stateCount <= DENSE_LIMIT ? maxDepthDense(space, root, limits) : maxDepth(space, root, limits);
  if (options.stats) terminal.err(statsLine(result.stats, performance.now() - began));
  const antipodes = result.antipodes.map((state) => puzzle.formatState(state));
  const order = antipodes.map((text, i) => ({ text, state: result.antipodes[i]! })).sort((a, b) => compare(a.text, b.text));

  if (options.format === 'json') {
    const json = {
      puzzle: puzzle.name,
      from: puzzle.formatState(root),
      metric: puzzle.metric,
      depth: result.depth,
      total: result.total,
      antipodes: order.map(({ text }) => text),
      histogram: result.histogram,
    };
    terminal.out(`${JSON.stringify(json)}\n`);
    return;
  }
  const { chalk } = terminal;
  const count = (n: number) => n.toLocaleString('en-US');
  const lines = [
    `${chalk.bold(puzzle.name)}: every position reachable from ${puzzle.formatState(root)} (metric ${puzzle.metric})`,
    `depth ${result.depth} · ${count(result.total)} positions · ${count(order.length)} at the largest distance`,
    '',
    'distance  positions',
    ...drawHistogram(result.histogram, terminal.width, chalk),
    '',
    `positions ${result.depth} moves away:`,
    ...gallery(
      order.map(({ text, state }) => ({ caption: text, lines: drawBoard(puzzle.view(state), chalk) })),
      terminal.width,
    ),
  ];
  terminal.out(`${lines.join('\n')}\n`);
}

/** Code-unit order, the same on every machine and locale (contract: antipodes sorted as strings). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
