import { Command, InvalidArgumentError, Option } from 'commander';
import { MAX_SEED, randomStarts } from '../library/random.js';
import { formatOption, parsePositiveInteger } from './options.js';
import { formatsFor, render, type FormatName } from './output.js';
import type { Terminal } from './terminal.js';

function parseSeed(value: string): number {
  const seed = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!(seed <= MAX_SEED)) throw new InvalidArgumentError(`expected a whole number from 0 to ${MAX_SEED}`);
  return seed;
}

export function makeRandomCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('random')
    .description('print random solvable starts, uniform over the solvable positions (seeded, so repeatable)')
    .argument('<puzzle>', 'a tile board (15puzzle, 24puzzle, RxC) or a one-blank puzzle with distinct tokens')
    .addOption(new Option('--seed <n>', `seed of the generator, 0 to ${MAX_SEED}`).argParser(parseSeed).default(1))
    .addOption(new Option('--count <k>', 'how many starts').argParser(parsePositiveInteger).default(1))
    .addOption(formatOption(formatsFor('random')))
    .addHelpText('after', '\nExamples:\n  slide random 15puzzle --count 10 --seed 42\n  slide random 15puzzle --seed 7 | slide solve 15puzzle --start -')
    .action(async (name: string, options: { seed: number; count: number; format: FormatName }, command: Command) => {
      const starts = await randomStarts({ puzzle: name, seed: options.seed, count: options.count });
      const out = await terminal(command);
      render(out, options.format, (renderer, writer) => renderer.random!(starts, writer));
    });
}
