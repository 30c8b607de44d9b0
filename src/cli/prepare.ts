import { Command, Option } from 'commander';
import { InputError } from '../puzzles/input-error.js';
import { findDefinition } from '../puzzles/registry.js';
import { tilesSetup } from '../puzzles/tiles/definition.js';
import { partitionName } from '../puzzles/tiles/partitions.js';
import { TileBoard } from '../puzzles/tiles/solver.js';
import { parsePositiveInteger } from './options.js';
import { cacheDirectory, preparePatternDatabases } from './pattern-databases.js';
import type { Terminal } from './terminal.js';

export function makePrepareCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('prepare')
    .description('build the pattern databases a tile board uses, ahead of solving')
    .argument('<puzzle>', 'a tile board: 15puzzle (also 3x3, 2x4)')
    .option('--partition <split>', 'which databases: 7-8 (the default for 15puzzle: about 2 minutes on two cores, 1.4 GB while building, 288 MB) or 6-6-3 (about 3 seconds, 6 MB)')
    .addOption(new Option('--threads <n>', 'worker threads for building (default: every core)').argParser(parsePositiveInteger))
    .option('--cache-dir <dir>', 'where databases are kept (default: $SLIDE_CACHE_DIR, else $XDG_CACHE_HOME/slide, else ~/.cache/slide)')
    .addHelpText(
      'after',
      '\nExamples:\n  slide prepare 15puzzle                     builds the 7-8 databases\n  slide prepare 15puzzle --partition 6-6-3   builds the smaller 6-6-3 ones',
    )
    .action(async (name: string, options: PrepareOptions, command: Command) => prepare(name, options, await terminal(command)));
}

interface PrepareOptions {
  cacheDir?: string;
  partition?: string;
  threads?: number;
}

async function prepare(name: string, options: PrepareOptions, terminal: Terminal): Promise<void> {
  const definition = findDefinition(name);
  if (definition.family !== 'tiles') throw new InputError(`prepare works on tile boards, not on ${definition.family} puzzles`);
  const board = new TileBoard(tilesSetup(definition.data, definition.file));
  const directory = cacheDirectory(options.cacheDir);
  const prepared = await preparePatternDatabases(board, directory, terminal.err, options.partition, options.threads);
  if (!prepared) throw new InputError(`no pattern databases are defined for a ${board.setup.rows}×${board.setup.cols} board`);
  for (const file of prepared.files) terminal.err(`ready: ${file}`);
  terminal.out(`${board.setup.name}: ${partitionName(prepared.partition)} ready\n`);
}
