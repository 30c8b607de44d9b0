import { Command, Option } from 'commander';
import { InputError } from '../library/errors.js';
import type { Verification } from '../library/types.js';
import { verify } from '../library/verify.js';
import { disksOption, formatOption, metricOption, pegsOption, quietOption, startOption } from './options.js';
import { RejectedMovesError } from './failures.js';
import { formatsFor, render, type FormatName } from './output.js';
import { progressDisplay } from './progress.js';
import { requestOf } from './request.js';
import { VerifyRequestSchema } from '../library/request-schema.js';
import { readText } from './start-lines.js';
import type { Terminal } from './terminal.js';

interface ReplayOptions {
  moves?: string;
  optimal?: boolean;
  format: FormatName;
  quiet?: boolean;
}

const movesOption = () =>
  new Option(
    '--moves <moves>',
    'the moves, as `solve --format moves` prints them: a label a line or after a comma, or a word of one-letter labels (- or none: standard input)',
  );

/** `slide verify` and `slide apply`: the same replay, shown as a verdict or as every position. */
function replayCommand(name: 'verify' | 'apply', terminal: (command: Command) => Promise<Terminal>): Command {
  const command = new Command(name)
    .argument('<puzzle>', 'puzzle name, alias, or path of a definition file')
    .addOption(startOption())
    .option('-g, --goal <state>', "goal position (default: the puzzle's own)")
    .addOption(movesOption())
    .addOption(metricOption())
    .addOption(disksOption())
    .addOption(pegsOption());
  if (name === 'verify') {
    command
      .description('replay a move list: exit 0 if every move is legal and the goal is reached, else 1 naming the first illegal move')
      .option('--optimal', 'also solve the start and require the moves to be a shortest solution')
      .addOption(quietOption())
      .addOption(formatOption(formatsFor('verification')))
      .addHelpText(
        'after',
        `
Examples:
  slide verify 8puzzle -s 867254301 --moves uurdlldrrullurrdldluurddluurrdd
  slide solve hakoiri -f moves | slide verify hakoiri --optimal
  slide verify hanoi --disks 3 --moves "A->C,A->B,C->B,A->C,B->A,B->C,A->C" -f json`,
      );
  } else {
    command
      .description('replay a move list and print every position it passes through')
      .addOption(formatOption(formatsFor('application')))
      .addHelpText(
        'after',
        `
Examples:
  slide apply 8puzzle -s 123456708 --moves r
  slide solve nooff -f moves | slide apply nooff -f json`,
      );
  }
  return command.action(async (puzzle: string, options: ReplayOptions, command: Command) => {
    const out = await terminal(command);
    const progress = progressDisplay(out);
    let verification: Verification;
    try {
      verification = await verify(requestOf(VerifyRequestSchema, puzzle, options, { moves: movesText(options.moves), onProgress: progress.onProgress }));
    } finally {
      progress.stop();
    }
    const failure = rejection(verification, name === 'verify');
    // A rejection is said on stderr; only JSON still prints its verdict, which names the illegal move for scripts.
    if (!failure || options.format === 'json') {
      render(out, options.format, (renderer, writer) => (name === 'verify' ? renderer.verification! : renderer.application!)(verification, writer, out));
    }
    if (failure) throw new RejectedMovesError(failure);
  });
}

export const makeVerifyCommand = (terminal: (command: Command) => Promise<Terminal>) => replayCommand('verify', terminal);
export const makeApplyCommand = (terminal: (command: Command) => Promise<Terminal>) => replayCommand('apply', terminal);

function movesText(option: string | undefined): string {
  if (option !== undefined && option !== '-') return option;
  if (option === undefined && process.stdin.isTTY)
    throw new InputError('no moves: give --moves, or pipe them in', 'slide solve 8puzzle -f moves | slide verify 8puzzle', 'moves');
  return readText('-', 'moves');
}

/** Why the moves fail (exit 1), or null: `apply` only minds illegal moves, `verify` also the goal and the length. */
function rejection(verification: Verification, strict: boolean): string | null {
  const { illegal, solved, length, shortest } = verification;
  if (illegal) return `move ${illegal.index} ${JSON.stringify(illegal.move)}: ${illegal.reason}`;
  if (!strict) return null;
  if (!solved) return `the moves end at ${verification.final}, not at the goal ${verification.goal ?? verification.goalDescription}`;
  if (shortest !== null && shortest < length) return `${length} moves, but the shortest solution has ${shortest}`;
  return null;
}
