import { Command } from 'commander';
import { makeCompletionCommands } from './completion.js';
import { setInvocation } from './invocation.js';
import { makeCensusCommand } from './census.js';
import { makeCountCommand } from './count.js';
import { oneLine, reportFailure } from './failures.js';
import { makeListCommand } from './list.js';
import { makeMaxCommand } from './max.js';
import { makeMergeCommand } from './merge.js';
import { makePlayCommand } from './play.js';
import { makePrepareCommand } from './prepare.js';
import { makeRandomCommand } from './random.js';
import { makeShowCommand } from './show.js';
import { makeSolveCommand } from './solve.js';
import { makeApplyCommand, makeVerifyCommand } from './verify.js';
import { processTerminal, writeStderr, writeStdout, type Terminal, type TerminalOptions } from './terminal.js';

export const VERSION = '0.1.0';

/** The whole CLI as a commander program; `makeTerminal` decides where output goes (tests capture it). */
export function makeProgram(makeTerminal: (options: TerminalOptions) => Promise<Terminal> = processTerminal, completion = true): Command {
  const terminalOf = (command: Command) => makeTerminal(command.optsWithGlobals());
  const program = new Command('slide')
    .description('Shortest solutions and hardest positions of sliding puzzles and friends')
    .version(VERSION, '-V, --version')
    .option('--no-color', 'never colour the output (also NO_COLOR=1 or TERM=dumb)')
    .option('--ascii', 'draw boards with +-| only (the default where the locale is not UTF-8, e.g. LANG=C)')
    .showSuggestionAfterError()
    .addHelpText(
      'after',
      `
Examples:
  slide solve 8puzzle --algo bi      shortest solution of the 8-puzzle's hardest position
  slide max 8puzzle                  every position by distance, and the hardest ones
  slide list                         the puzzles slide knows
  slide show hexagram                a puzzle's board, cell numbers and goal
  slide solve hanoi --disks 4        the Tower of Hanoi, a move a line
  slide play hakoiri                 watch a solution, a board at a time
  slide solve nooff -f svg > a.svg   the solution as a picture
  slide count queens --size 12 --unique   N-Queens solutions, total and unique

Exit codes: 0 result, 1 no solution, 2 bad usage or input, 3 resource limit (states or memory),
74 output not written (disk full), 70 a bug in slide, 130/143/129 interrupted (SIGINT/SIGTERM/SIGHUP).`,
    );
  const commands = [
    makeSolveCommand,
    makePlayCommand,
    makeVerifyCommand,
    makeApplyCommand,
    makeMaxCommand,
    makeCountCommand,
    makeCensusCommand,
    makeMergeCommand,
    makeRandomCommand,
    makePrepareCommand,
    makeListCommand,
    makeShowCommand,
  ].map((make) => make(terminalOf));
  // The completion model is read off a copy of the program without these two commands.
  const [script, complete] = completion ? makeCompletionCommands(() => makeProgram(makeTerminal, false)) : [];
  if (script) commands.push(script);
  // Commander exits by itself (with code 1) on usage errors; the contract says 2, so errors are
  // thrown back to runCli, and its messages get the contract's "slide: " prefix.
  for (const command of [program, ...commands]) {
    // --no-color and --ascii are the program's, but every command's help should show them.
    command.configureHelp({ showGlobalOptions: true });
    command.exitOverride().configureOutput({
      // Help and version go through the same synchronous writer as results (a closed pipe, as
      // in `slide help solve | head`, then ends quietly instead of raising EPIPE later).
      writeOut: writeStdout,
      outputError: (text, write) => write(`${oneLine(`slide: ${text.replace(/^error: /, '').trimEnd()}`)}\n`),
    });
    if (command !== program) program.addCommand(command);
  }
  if (complete) program.addCommand(complete.exitOverride(), { hidden: true });
  return program;
}

/** Runs the CLI on `argv` and returns the exit code; nothing is thrown. */
export async function runCli(argv: readonly string[], makeTerminal?: (options: TerminalOptions) => Promise<Terminal>): Promise<number> {
  const program = makeProgram(makeTerminal);
  setInvocation(argv);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    return reportFailure(error, (line) => writeStderr(`${line}\n`));
  }
}
