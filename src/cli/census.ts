import { Command, Option } from 'commander';
import { dirname, resolve } from 'node:path';
import { census } from '../library/census.js';
import { CensusDatabase } from '../library/census-database.js';
import { CensusRequestSchema } from '../library/request-schema.js';
import type { Census, CensusGroup } from '../library/types.js';
import { writeAtomically } from '../store/stored-file.js';
import { formatOption, parsePositiveInteger, quietOption, statsOption } from './options.js';
import { duration, formatsFor, render, type FormatName } from './output.js';
import { progressDisplay } from './progress.js';
import { requestOf } from './request.js';
import type { Terminal } from './terminal.js';

interface CensusOptions {
  format: FormatName;
  top?: number;
  db?: string;
  layouts?: boolean;
  stats?: boolean;
  quiet?: boolean;
}

export function makeCensusCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('census')
    .description('every layout a box and a piece set allow: its groups, and the hardest puzzle of each')
    .argument('<spec>', 'a census in puzzles/census/ (klotski, box3x3, rushhour-4x4, rushhour-5x5) or a census file')
    .addOption(new Option('--top <n>', 'how many of the hardest groups to list (default 20)').argParser(parsePositiveInteger))
    .addOption(new Option('--db <file>', 'also write every group to this SQLite file'))
    .option('--layouts', 'with --db: a row per layout too, with its distance to the nearest goal')
    .addOption(formatOption(formatsFor('census')))
    .addOption(statsOption())
    .addOption(quietOption())
    .addHelpText(
      'after',
      `
Examples:
  slide census klotski                        all 29,334,498 Klotski layouts, their groups, the hardest
  slide census klotski -f json --top 100
  slide census rushhour-5x5 --top 5
  slide census box3x3 --db box.sqlite --layouts
  sqlite3 box.sqlite "SELECT hardest_layout FROM groups WHERE hardest = 9"`,
    )
    .action(async (spec: string, options: CensusOptions, command: Command) => {
      const screen = await terminal(command);
      const progress = progressDisplay(screen);
      const run = async (database: CensusDatabase | null) =>
        census(
          requestOf(CensusRequestSchema, spec, options, {
            onProgress: progress.onProgress,
            onGroup: database ? (group: CensusGroup) => database.addGroup(group) : undefined,
            onDistance: database?.withLayouts ? (layout: string, distance: number) => database.addLayout(layout, distance) : undefined,
          }),
        );
      let result: Census;
      try {
        if (options.db === undefined) {
          result = await run(null);
        } else {
          const file = resolve(options.db);
          result = await writeAtomically(dirname(file), file, async () => {
            const database = await CensusDatabase.create({ layouts: options.layouts });
            const value = await run(database);
            return { value, chunks: [database.finish(value)] };
          });
        }
      } finally {
        progress.stop();
      }
      if (options.stats) screen.err(`stats: ${result.layouts} layouts · ${duration(result.milliseconds)}`);
      render(screen, options.format, (renderer, writer) => renderer.census!(result, writer, screen));
    });
}
