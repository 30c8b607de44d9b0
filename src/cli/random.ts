import { Command, InvalidArgumentError, Option } from 'commander';
import { randomStarts } from '../library/random.js';
import { MAX_SEED, MAX_WALK, RandomRequestSchema } from '../library/request-schema.js';
import { requestOf } from './request.js';
import { formatOption, parsePositiveInteger } from './options.js';
import { formatsFor, render, type FormatName } from './output.js';
import type { Terminal } from './terminal.js';

function parseSeed(value: string): number {
  const seed = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!(seed <= MAX_SEED)) throw new InvalidArgumentError(`expected a whole number from 0 to ${MAX_SEED}`);
  return seed;
}

function parseWalk(value: string): number {
  const moves = /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
  if (!(moves <= MAX_WALK)) throw new InvalidArgumentError(`expected a whole number from 0 to ${MAX_WALK}`);
  return moves;
}

export function makeRandomCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('random')
    .description('print random solvable starts, uniform over the solvable positions (seeded, so repeatable)')
    .argument('<puzzle>', 'a tile board (15puzzle, 24puzzle, RxC) or a one-blank puzzle with distinct tokens')
    .addOption(new Option('--seed <n>', `seed of the generator, 0 to ${MAX_SEED}`).argParser(parseSeed).default(1))
    .addOption(new Option('--count <k>', 'how many starts').argParser(parsePositiveInteger).default(1))
    .addOption(
      new Option('--moves <n>', 'a random walk of n moves from the goal instead (never undoing the last move): a start at most n moves deep').argParser(
        parseWalk,
      ),
    )
    .addOption(formatOption(formatsFor('random')))
    .addHelpText(
      'after',
      `
Uniform 24-puzzle starts are about 100 moves deep, beyond a quick optimal solve; --moves gives tractable ones.

Examples:
  slide random 15puzzle --count 10 --seed 42
  slide random 15puzzle --seed 7 | slide solve 15puzzle --start -
  slide random 24puzzle --moves 40 --seed 3 | slide solve 24puzzle --start -
  slide random hakoiri --moves 20`,
    )
    .action(async (name: string, options: { format: FormatName }, command: Command) => {
      const starts = await randomStarts(requestOf(RandomRequestSchema, name, options));
      const out = await terminal(command);
      render(out, options.format, (renderer, writer) => renderer.random!(starts, writer));
    });
}
