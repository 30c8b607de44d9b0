import { Command } from 'commander';
import type { BoardView } from '../puzzles/puzzle.js';
import { findDefinition } from '../puzzles/registry.js';
import { tilesSetup } from '../puzzles/tiles/definition.js';
import { TileBoard } from '../puzzles/tiles/solver.js';
import { drawBoard } from '../render/board.js';
import { gallery } from '../render/gallery.js';
import { disksOption, formatOption, pegsOption } from './options.js';
import { searchPuzzle, startOf, type SizeOptions } from './positions.js';
import type { Terminal } from './terminal.js';

interface ShowOptions extends SizeOptions {
  state?: string;
  format: 'text' | 'json';
}

export function makeShowCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('show')
    .description('draw a position of a puzzle, its cell numbering and its goal')
    .argument('<puzzle>', 'puzzle name, alias, or path of a definition file')
    .option('--state <state>', "position to draw (default: the puzzle's start)")
    .addOption(disksOption())
    .addOption(pegsOption())
    .addOption(formatOption(['text', 'json']))
    .action(async (name: string, options: ShowOptions, command: Command) => show(name, options, await terminal(command)));
}

/** What `show` prints, whichever kind of puzzle it comes from. */
interface Exhibit {
  name: string;
  title: string;
  family: string;
  metric: string;
  state: string;
  goal: string | null;
  goalDescription: string;
  views: { state: BoardView; cells: BoardView; goal: BoardView | null };
}

function exhibit(name: string, options: ShowOptions): Exhibit {
  const definition = findDefinition(name);
  if (definition.family === 'tiles') {
    // Tile boards of any size, also those too large for the searches' packed states.
    const board = new TileBoard(tilesSetup(definition.data, definition.file));
    const state = options.state === undefined ? board.defaultStart : board.parse(options.state, '--state');
    const goal = board.format(board.goal);
    const { name: puzzle, title } = board.setup;
    const views = { state: board.view(state), cells: board.numbering(), goal: board.view(board.goal) };
    return { name: puzzle, title, family: 'tiles', metric: 'step', state: board.format(state), goal, goalDescription: goal, views };
  }
  const puzzle = searchPuzzle(name, options);
  const state = startOf(puzzle, options.state, '--state');
  const goal = puzzle.defaultGoal;
  return {
    name: puzzle.name,
    title: puzzle.title,
    family: puzzle.family,
    metric: puzzle.metric,
    state: puzzle.formatState(state),
    goal: goal.state === null ? null : puzzle.formatState(goal.state),
    goalDescription: goal.description,
    views: { state: puzzle.view(state), cells: puzzle.cellNumbering(), goal: goal.state === null ? null : puzzle.view(goal.state) },
  };
}

function show(name: string, options: ShowOptions, terminal: Terminal): void {
  const { views, ...shown } = exhibit(name, options);
  if (options.format === 'json') {
    terminal.out(`${JSON.stringify({ puzzle: shown.name, title: shown.title, family: shown.family, metric: shown.metric, state: shown.state, goal: shown.goal, goalDescription: shown.goalDescription })}\n`);
    return;
  }
  const { chalk } = terminal;
  const panels = [
    { caption: options.state === undefined ? 'start' : 'state', lines: drawBoard(views.state, chalk) },
    { caption: 'cells', lines: drawBoard(views.cells, chalk) },
  ];
  if (views.goal) panels.push({ caption: 'goal', lines: drawBoard(views.goal, chalk) });
  const lines = [
    `${chalk.bold(shown.name)} — ${shown.title} (${shown.family}, metric ${shown.metric})`,
    `state: ${shown.state}`,
    `goal:  ${shown.goalDescription}`,
    '',
    ...gallery(panels, terminal.width),
  ];
  terminal.out(`${lines.join('\n')}\n`);
}
