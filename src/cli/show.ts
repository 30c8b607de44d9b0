import { Command } from 'commander';
import { describe } from '../library/catalogue.js';
import { aliasOption, disksOption, formatOption, pegsOption, startOption } from './options.js';
import { formatsFor, render, type FormatName } from './output.js';
import { requestOf } from './request.js';
import { ExploreRequestSchema } from '../library/request-schema.js';
import type { Terminal } from './terminal.js';

export function makeShowCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('show')
    .description('draw a position of a puzzle, its cell numbering and its goal')
    .argument('<puzzle>', 'puzzle name, alias, or path of a definition file')
    .addOption(startOption("position to draw (default: the puzzle's start; - reads standard input)"))
    .addOption(aliasOption('--state <state>'))
    .addOption(disksOption())
    .addOption(pegsOption())
    .addOption(formatOption(formatsFor('description')))
    .addHelpText(
      'after',
      `
Examples:
  slide show hexagram                 the star's cells, numbered as state strings use them
  slide show nooff --start b          a named start of NO-OFF
  slide show ./my-puzzle.json -f json`,
    )
    .action(async (name: string, options: { format: FormatName }, command: Command) => {
      const description = describe(requestOf(ExploreRequestSchema, name, options));
      const out = await terminal(command);
      render(out, options.format, (renderer, writer) => renderer.description!(description, writer, out));
    });
}
