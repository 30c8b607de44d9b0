import { Command } from 'commander';
import { CACHE_FOLDER_ORDER } from '../library/defaults.js';
import { prepare } from '../library/prepare.js';
import { PrepareRequestSchema } from '../library/request-schema.js';
import type { Prepared, Warning } from '../library/types.js';
import { requestOf } from './request.js';
import { memoryOption, quietOption, threadsOption } from './options.js';
import { progressDisplay } from './progress.js';
import type { Terminal } from './terminal.js';
import { warningLine } from './warnings.js';

export function makePrepareCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('prepare')
    .description('build the pattern databases a tile board uses, ahead of solving')
    .argument('<puzzle>', 'a tile board with pattern databases: 15puzzle, 24puzzle or 2x4')
    .option(
      '--partition <split>',
      'which databases: for 15puzzle 7-8 (the default: about 2 minutes on two cores, 1.4 GB while building, 288 MB) or 6-6-3 (about 3 seconds, 6 MB); for 24puzzle 6-6-6-6x7 (the default, seven splits of the tiles: about 7 minutes on two cores, 3.0 GB while building, 1.34 GB), 6-6-6-6x4 (four splits: about 3 minutes, 732 MB) or 6-6-6-6 (about 1 minute, 244 MB)',
    )
    .addOption(threadsOption('worker threads for building'))
    .addOption(memoryOption('memory a build may take, e.g. 4G'))
    .option('--cache-dir <dir>', `where databases are kept (default: ${CACHE_FOLDER_ORDER})`)
    .addOption(quietOption())
    .addHelpText(
      'after',
      '\nExamples:\n  slide prepare 15puzzle                     builds the 7-8 databases\n  slide prepare 15puzzle --partition 6-6-3   builds the smaller 6-6-3 ones\n  slide prepare 24puzzle                     builds the 6-6-6-6x7 databases (eleven files for fourteen groups: three are read through symmetries of others)',
    )
    .action(async (name: string, options: object, command: Command) => {
      const out = await terminal(command);
      const progress = progressDisplay(out);
      let prepared: Prepared;
      try {
        prepared = await prepare(
          requestOf(PrepareRequestSchema, name, options, { onProgress: progress.onProgress, onWarning: (warning: Warning) => out.err(warningLine(warning)) }),
        );
      } finally {
        progress.stop();
      }
      for (const file of prepared.files) out.err(`ready: ${file}`);
      out.out(`${prepared.puzzle}: ${prepared.partition} ready\n`);
    });
}
