import { Command } from 'commander';
import { listPuzzles } from '../library/catalogue.js';
import { formatOption } from './options.js';
import { formatsFor, render, type FormatName } from './output.js';
import type { Terminal } from './terminal.js';

export function makeListCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('list')
    .description('list the puzzles slide knows (any RxC board, e.g. 3x4, and definition files work too)')
    .addOption(formatOption(formatsFor('list')))
    .addHelpText('after', "\nExamples:\n  slide list\n  slide list -f json | jq -r '.puzzles[].name'")
    .action(async (options: { format: FormatName }, command: Command) => {
      const puzzles = listPuzzles();
      const out = await terminal(command);
      render(out, options.format, (renderer, writer) => renderer.list!(puzzles, writer, out));
    });
}
