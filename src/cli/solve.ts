import { Command } from 'commander';
import type { Puzzle } from '../puzzles/puzzle.js';
import { loadPuzzle } from '../puzzles/registry.js';
import { drawBoard } from '../render/board.js';
import { gallery } from '../render/gallery.js';
import { runAlgorithm, type AlgorithmName } from '../search/algorithms.js';
import type { State } from '../search/space.js';
import { NoSolutionError } from './failures.js';
import { algorithmOption, formatOption, maxStatesOption, metricOption, statsOption } from './options.js';
import { goalOf, startOf, statsLine, withMetric } from './positions.js';
import type { Terminal } from './terminal.js';

interface SolveOptions {
  start?: string;
  goal?: string;
  algo?: AlgorithmName;
  format: 'text' | 'moves' | 'json';
  stats?: boolean;
  maxStates?: number;
  metric?: string;
}

export function makeSolveCommand(terminal: (command: Command) => Terminal): Command {
  return new Command('solve')
    .description('find a shortest solution from a start to the goal')
    .argument('<puzzle>', 'puzzle name, alias, or path of a definition file')
    .option('--start <state>', "start position (default: the puzzle's own)")
    .option('--goal <state>', "goal position (default: the puzzle's own)")
    .addOption(algorithmOption())
    .addOption(formatOption(['text', 'moves', 'json']))
    .addOption(metricOption())
    .addOption(statsOption())
    .addOption(maxStatesOption())
    .addHelpText(
      'after',
      `
Examples:
  slide solve 8puzzle --algo bi
  slide solve 8puzzle --start "8 6 7 2 5 4 3 0 1" --format json
  slide solve lines --algo ida --stats
  slide solve ./my-puzzle.json --format moves`,
    )
    .action((name: string, options: SolveOptions, command: Command) => solve(name, options, terminal(command)));
}

function solve(name: string, options: SolveOptions, terminal: Terminal): void {
  const puzzle = withMetric(loadPuzzle(name), options.metric);
  const start = startOf(puzzle, options.start, '--start');
  const goal = goalOf(puzzle, options.goal);
  if (puzzle.reachable(start, goal) === false) {
    throw new NoSolutionError(`${puzzle.formatState(start)} cannot reach ${goal.description} (parity)`);
  }
  const algorithm = options.algo ?? puzzle.preferredAlgorithm ?? (goal.state === null ? 'bfs' : 'bi');
  const heuristic = puzzle.heuristic(goal);
  const began = performance.now();
  const result = runAlgorithm(
    algorithm,
    { space: puzzle.space, start, isGoal: goal.test, goal: goal.state, heuristic },
    { maxStates: options.maxStates, maxDepth: puzzle.stateCount },
  );
  const elapsed = performance.now() - began;
  if (options.stats) {
    const bound = algorithm === 'ida' || algorithm === 'astar' ? [`bound ${heuristic.name}`] : [];
    terminal.err(statsLine(result.stats, elapsed, bound));
  }
  if (!result.path) throw new NoSolutionError(`${puzzle.formatState(start)} cannot reach ${goal.description}`);

  const path = result.path;
  const moves = path.slice(1).map((state, i) => puzzle.describeMove(path[i]!, state));
  if (options.format === 'json') {
    const { generated, expanded } = result.stats;
    const json = {
      puzzle: puzzle.name,
      algorithm,
      metric: puzzle.metric,
      start: puzzle.formatState(start),
      goal: goal.state === null ? null : puzzle.formatState(goal.state),
      solved: true,
      length: moves.length,
      path: path.map((state) => puzzle.formatState(state)),
      moves,
      stats: { generated, expanded },
    };
    terminal.out(`${JSON.stringify(json)}\n`);
  } else if (options.format === 'moves') {
    terminal.out(`${joinMoves(moves)}\n`);
  } else {
    terminal.out(solutionText(algorithm, puzzle, path, moves, terminal));
  }
}

/** Single-letter labels (the blank's directions) read as one word; longer ones go one per line. */
export function joinMoves(moves: readonly string[]): string {
  return moves.every((move) => move.length === 1) ? moves.join('') : moves.join('\n');
}

function solutionText(
  algorithm: AlgorithmName,
  puzzle: Puzzle,
  path: readonly State[],
  moves: readonly string[],
  terminal: Terminal,
): string {
  const { chalk } = terminal;
  const count = moves.length;
  const panels = path.map((state, step) => ({
    caption: step === 0 ? chalk.bold('start') : `${chalk.bold(String(step))} ${moves[step - 1]}`,
    lines: drawBoard(puzzle.view(state), chalk),
  }));
  const lines = [
    `${chalk.bold(puzzle.name)}: ${count} move${count === 1 ? '' : 's'} (${algorithm}, metric ${puzzle.metric})`,
    '',
    ...gallery(panels, terminal.width),
    '',
    `moves: ${moves.every((move) => move.length === 1) ? moves.join('') : moves.join(', ')}`,
  ];
  return `${lines.join('\n')}\n`;
}
