import { Command } from 'commander';
import { explore } from '../library/explore.js';
import { ExploreRequestSchema } from '../library/request-schema.js';
import {
  aliasOption,
  disksOption,
  formatOption,
  maxStatesOption,
  metricOption,
  pegsOption,
  memoryOption,
  quietOption,
  startOption,
  statsOption,
  threadsOption,
} from './options.js';
import { formatsFor, render, statsLine, type FormatName } from './output.js';
import { progressDisplay } from './progress.js';
import { requestOf } from './request.js';
import type { Exploration } from '../library/types.js';
import type { Terminal } from './terminal.js';

interface MaxOptions {
  format: FormatName;
  stats?: boolean;
  checkpoint?: string;
}

export function makeMaxCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('max')
    .description('breadth-first search over every reachable position: the hardest ones and the count at each distance')
    .argument('<puzzle>', 'puzzle name, alias, or path of a definition file')
    .addOption(startOption('root position (default: the goal, or the start when the goal is a condition; - reads standard input)'))
    .addOption(aliasOption('--from <state>'))
    .addOption(formatOption(formatsFor('exploration')))
    .addOption(metricOption())
    .addOption(disksOption())
    .addOption(pegsOption())
    .addOption(statsOption())
    .addOption(maxStatesOption())
    .addOption(quietOption())
    .addOption(threadsOption('worker threads for tile boards and Hanoi'))
    .addOption(
      memoryOption('memory the search may take, e.g. 8G', "a dense search's bitsets are refused at once past it, a table stops the search (exit 3) before it"),
    )
    .option('--checkpoint <dir>', 'tile boards and Hanoi: save the search after every level in <dir>; run again with it to continue from the last level')
    .addHelpText(
      'after',
      `
Examples:
  slide max 8puzzle
  slide max lines -f json
  slide max 6puzzle --start 4651320
  slide max hanoi --pegs 4 --disks 8
  slide max 3x4 --threads 2             God's number of the 3×4 board, about 20 s
  slide max 2x7 --checkpoint ./2x7 --memory 20G   hours: Ctrl-C and rerun to continue`,
    )
    .action(async (name: string, options: MaxOptions, command: Command) => max(name, options, await terminal(command)));
}

async function max(name: string, options: MaxOptions, terminal: Terminal): Promise<void> {
  const progress = progressDisplay(terminal);
  let exploration: Exploration;
  try {
    exploration = await explore(
      requestOf(ExploreRequestSchema, name, options, {
        onResume: (depth: number) => terminal.err(`slide: continuing from the checkpoint of level ${depth} in ${options.checkpoint}`),
        onProgress: progress.onProgress,
      }),
    );
  } finally {
    progress.stop();
  }
  if (options.stats) terminal.err(statsLine(exploration.stats, exploration.milliseconds, [], exploration.carried));
  render(terminal, options.format, (renderer, out) => renderer.exploration!(exploration, out, terminal));
}
