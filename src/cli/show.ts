import { Command } from 'commander';
import { drawBoard } from '../render/board.js';
import { gallery } from '../render/gallery.js';
import { disksOption, formatOption, pegsOption } from './options.js';
import { searchPuzzle, startOf, type SizeOptions } from './positions.js';
import type { Terminal } from './terminal.js';

interface ShowOptions extends SizeOptions {
  state?: string;
  format: 'text' | 'json';
}

export function makeShowCommand(terminal: (command: Command) => Terminal): Command {
  return new Command('show')
    .description('draw a position of a puzzle, its cell numbering and its goal')
    .argument('<puzzle>', 'puzzle name, alias, or path of a definition file')
    .option('--state <state>', "position to draw (default: the puzzle's start)")
    .addOption(disksOption())
    .addOption(pegsOption())
    .addOption(formatOption(['text', 'json']))
    .action((name: string, options: ShowOptions, command: Command) => show(name, options, terminal(command)));
}

function show(name: string, options: ShowOptions, terminal: Terminal): void {
  const puzzle = searchPuzzle(name, options);
  const state = startOf(puzzle, options.state, '--state');
  const goal = puzzle.defaultGoal;
  if (options.format === 'json') {
    const json = {
      puzzle: puzzle.name,
      title: puzzle.title,
      family: puzzle.family,
      metric: puzzle.metric,
      state: puzzle.formatState(state),
      goal: goal.state === null ? null : puzzle.formatState(goal.state),
      goalDescription: goal.description,
    };
    terminal.out(`${JSON.stringify(json)}\n`);
    return;
  }
  const { chalk } = terminal;
  const panels = [
    { caption: options.state === undefined ? 'start' : 'state', lines: drawBoard(puzzle.view(state), chalk) },
    { caption: 'cells', lines: drawBoard(puzzle.cellNumbering(), chalk) },
  ];
  if (goal.state !== null) panels.push({ caption: 'goal', lines: drawBoard(puzzle.view(goal.state), chalk) });
  const lines = [
    `${chalk.bold(puzzle.name)} — ${puzzle.title} (${puzzle.family}, metric ${puzzle.metric})`,
    `state: ${puzzle.formatState(state)}`,
    `goal:  ${goal.description}`,
    '',
    ...gallery(panels, terminal.width),
  ];
  terminal.out(`${lines.join('\n')}\n`);
}
