import { Command } from 'commander';
import { InputError } from '../puzzles/input-error.js';
import { findDefinition } from '../puzzles/registry.js';
import { tilesSetup } from '../puzzles/tiles/definition.js';
import { partitionFor, partitionName } from '../puzzles/tiles/partitions.js';
import { TileBoard } from '../puzzles/tiles/solver.js';
import { cacheDirectory, preparePatternDatabases } from './pattern-databases.js';
import type { Terminal } from './terminal.js';

export function makePrepareCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('prepare')
    .description('build the pattern databases a tile board uses, ahead of solving')
    .argument('<puzzle>', 'a tile board: 15puzzle (also 3x3, 2x4)')
    .option('--cache-dir <dir>', 'where databases are kept (default: $SLIDE_CACHE_DIR, else $XDG_CACHE_HOME/slide, else ~/.cache/slide)')
    .addHelpText('after', '\nExample:\n  slide prepare 15puzzle        builds the 6-6-3 databases (about a minute, 9 MB)')
    .action(async (name: string, options: { cacheDir?: string }, command: Command) => prepare(name, options, await terminal(command)));
}

async function prepare(name: string, options: { cacheDir?: string }, terminal: Terminal): Promise<void> {
  const definition = findDefinition(name);
  if (definition.family !== 'tiles') throw new InputError(`prepare works on tile boards, not on ${definition.family} puzzles`);
  const board = new TileBoard(tilesSetup(definition.data, definition.file));
  const partition = partitionFor(board.setup.rows, board.setup.cols);
  if (!partition) throw new InputError(`no pattern databases are defined for a ${board.setup.rows}×${board.setup.cols} board`);
  const directory = cacheDirectory(options.cacheDir);
  const files = await preparePatternDatabases(board, directory, terminal.err);
  for (const file of files) terminal.err(`ready: ${file}`);
  terminal.out(`${board.setup.name}: ${partitionName(partition)} ready\n`);
}
