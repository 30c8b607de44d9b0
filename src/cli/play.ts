import { Command } from 'commander';
import { InputError } from '../library/errors.js';
import { toAscii } from '../render/ascii.js';
import { solve } from '../library/solve.js';
import type { Solution } from '../library/types.js';
import { algorithmOption, disksOption, maxStatesOption, metricOption, pegsOption, quietOption, speedOption, startOption } from './options.js';
import { Player, type PlayerAction } from './player.js';
import { progressDisplay } from './progress.js';
import { requestOf } from './request.js';
import { SolveRequestSchema } from '../library/request-schema.js';
import { writeStdout, type Terminal } from './terminal.js';
import { warningLine } from './warnings.js';
import type { Warning } from '../library/types.js';

interface PlayOptions {
  speed: number;
  quiet?: boolean;
}

export function makePlayCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('play')
    .description('solve, then step through the solution one board at a time in the terminal')
    .argument('<puzzle>', 'puzzle name, alias, or path of a definition file')
    .addOption(startOption())
    .option('-g, --goal <state>', "goal position (default: the puzzle's own)")
    .addOption(algorithmOption())
    .addOption(metricOption())
    .addOption(disksOption())
    .addOption(pegsOption())
    .addOption(maxStatesOption())
    .addOption(speedOption())
    .addOption(quietOption())
    .addHelpText(
      'after',
      `
Keys: space or → next move, ← back, p play/pause, + faster, - slower, home/end first/last, q quit.

Examples:
  slide play 8puzzle
  slide play hakoiri --speed 5
  slide play hanoi --disks 5`,
    )
    .action(async (name: string, options: PlayOptions, command: Command) => play(name, options, await terminal(command)));
}

async function play(name: string, options: PlayOptions, terminal: Terminal): Promise<void> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new InputError('plays only on a terminal (standard input and output)', `slide solve ${name} prints the solution instead`);
  }
  const progress = progressDisplay(terminal);
  let solution: Solution;
  try {
    solution = await solve(
      requestOf(SolveRequestSchema, name, options, { onProgress: progress.onProgress, onWarning: (warning: Warning) => terminal.err(warningLine(warning)) }),
    );
  } finally {
    progress.stop();
  }
  if (solution.layout === 'final') throw new InputError(`${solution.puzzle} has no moves to play`, `slide solve ${name} shows the solution`);
  // Loaded here, not at every start of the CLI.
  const { emitKeypressEvents } = await import('node:readline');
  await playback(new Player(solution, options.speed), terminal, emitKeypressEvents);
}

const KEYS: Record<string, PlayerAction> = {
  space: 'next',
  right: 'next',
  return: 'next',
  left: 'back',
  backspace: 'back',
  p: 'toggle',
  home: 'first',
  end: 'last',
  q: 'quit',
  escape: 'quit',
};

const CHARACTERS: Record<string, PlayerAction> = { '+': 'faster', '=': 'faster', '-': 'slower' };

/** Interrupted by Ctrl-C: exit 130 once the screen is restored. */
class Interrupted extends Error {
  override name = 'AbortError';
}

/**
 * Shows the player on the alternate screen with the cursor hidden until `q`. The terminal is
 * put back however playback ends: a key, Ctrl-C, a signal or an error.
 */
function playback(player: Player, terminal: Terminal, emitKeypressEvents: (stream: NodeJS.ReadableStream) => void): Promise<void> {
  const stdin = process.stdin;
  let timer: NodeJS.Timeout | undefined;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    clearTimeout(timer);
    stdin.setRawMode(false);
    stdin.pause();
    writeStdout('\x1b[?25h\x1b[?1049l');
  };
  const onSignal = (signal: NodeJS.Signals) => {
    restore();
    process.exit({ SIGINT: 130, SIGTERM: 143 }[signal as string] ?? 129);
  };
  process.once('exit', restore);
  // In raw mode Ctrl-C is a key; a SIGINT still comes from `kill -INT`.
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.once(signal, onSignal);

  return new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      restore();
      stdin.off('keypress', onKey);
      process.off('exit', restore);
      for (const signal of signals) process.off(signal, onSignal);
      if (error) reject(error);
      else resolve();
    };
    const draw = () => {
      const screen = `\x1b[H\x1b[2J${player.frame(terminal.chalk).join('\r\n')}`;
      writeStdout(terminal.ascii ? toAscii(screen) : screen);
    };
    const schedule = () => {
      clearTimeout(timer);
      if (player.playing) {
        timer = setTimeout(() => {
          player.act('next');
          draw();
          schedule();
        }, 1000 / player.speed);
      }
    };
    function onKey(character: string | undefined, key: { name?: string; ctrl?: boolean } | undefined) {
      try {
        if (key?.ctrl && key.name === 'c') return finish(new Interrupted('interrupted'));
        const action = (key?.name && KEYS[key.name]) || (character && CHARACTERS[character]);
        if (!action) return;
        if (!player.act(action)) return finish();
        draw();
        schedule();
      } catch (error) {
        finish(error as Error);
      }
    }
    try {
      writeStdout('\x1b[?1049h\x1b[?25l');
      emitKeypressEvents(stdin);
      stdin.setRawMode(true);
      stdin.on('keypress', onKey);
      stdin.resume();
      draw();
    } catch (error) {
      finish(error as Error);
    }
  });
}
