import { Command, Option } from 'commander';
import { InputError } from '../puzzles/input-error.js';
import type { Goal, Puzzle } from '../puzzles/puzzle.js';
import type { Placement } from '../puzzles/queens/first-solution.js';
import { findDefinition, puzzleOf, type Definition } from '../puzzles/registry.js';
import { TILE_HEURISTICS, type TileHeuristicName } from '../puzzles/tiles/solver.js';
import { drawBoard } from '../render/board.js';
import { gallery } from '../render/gallery.js';
import { runAlgorithm, type AlgorithmName } from '../search/algorithms.js';
import { breadthFirst } from '../search/bfs.js';
import { StateLimitError } from '../search/errors.js';
import type { State } from '../search/space.js';
import { NoSolutionError } from './failures.js';
import { solveHanoi } from './hanoi.js';
import {
  algorithmOption,
  disksOption,
  formatOption,
  maxStatesOption,
  metricOption,
  parsePositiveInteger,
  pegsOption,
  statsOption,
} from './options.js';
import { cacheDirectory, cachedPatternDatabase } from './pattern-databases.js';
import { checkSizeOptions, goalOf, startOf, statsLine, withMetric, type SizeOptions } from './positions.js';
import { parsePlacement, solveQueens } from './queens.js';
import type { Terminal } from './terminal.js';
import { solveTilesInPlace } from './tiles.js';

interface SolveOptions extends SizeOptions {
  start?: string;
  goal?: string;
  algo?: AlgorithmName;
  format: 'text' | 'moves' | 'json';
  stats?: boolean;
  maxStates?: number;
  metric?: string;
  count?: boolean;
  place?: Placement[];
  heuristic?: TileHeuristicName;
  cacheDir?: string;
  partition?: string;
  starts?: string;
}

export function makeSolveCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('solve')
    .description('find a shortest solution from a start to the goal')
    .argument('<puzzle>', 'puzzle name, alias, or path of a definition file')
    .option('--start <state>', "start position (default: the puzzle's own)")
    .option('--starts <file>', 'tile boards with IDA*: solve every start in a file, one a line (- reads standard input)')
    .option('--goal <state>', "goal position (default: the puzzle's own)")
    .addOption(algorithmOption())
    .addOption(formatOption(['text', 'moves', 'json']))
    .addOption(metricOption())
    .addOption(statsOption())
    .addOption(maxStatesOption())
    .addOption(disksOption())
    .addOption(pegsOption())
    .addOption(new Option('--heuristic <name>', 'tile boards: the IDA* bound (default: pdb when built, else linear-conflict)').choices(TILE_HEURISTICS))
    .option('--cache-dir <dir>', 'tile boards: where pattern databases are kept (see slide prepare)')
    .option('--partition <split>', 'tile boards: the pattern databases to use, e.g. 7-8 or 6-6-3 (default: the strongest cached)')
    .option('--count', 'Hanoi: print only the number of moves (exact for any number of discs)')
    .addOption(new Option('--size <n>', 'N-Queens: board size (default 8)').argParser(parsePositiveInteger))
    .addOption(new Option('--place <row,col>', 'N-Queens: a queen that must be on the board, 0-based (repeat for more)').argParser(parsePlacement))
    .addHelpText(
      'after',
      `
Examples:
  slide solve 8puzzle --algo bi
  slide solve 8puzzle --start "8 6 7 2 5 4 3 0 1" --format json
  slide solve lines --algo ida --stats
  slide solve ./my-puzzle.json --format moves
  slide solve hanoi --disks 4
  slide solve hanoi --pegs 4 --disks 6 --format moves
  slide solve queens --size 8 --place 2,2 --place 5,3
  slide solve 15puzzle --start "1 7 2 4 6 0 14 3 13 10 11 8 5 9 15 12" --format moves
  slide random 15puzzle --count 100 | slide solve 15puzzle --starts - --format moves
  slide solve 3x4 --start "$(slide random 3x4 --seed 3)" --algo bi`,
    )
    .action(async (name: string, options: SolveOptions, command: Command) => solve(name, options, await terminal(command)));
}

function solve(name: string, options: SolveOptions, terminal: Terminal): void | Promise<void> {
  const definition = findDefinition(name);
  checkSizeOptions(definition, options);
  if (definition.family !== 'hanoi' && options.count) throw new InputError('--count applies to hanoi (for queens: slide count queens)');
  if (definition.family !== 'queens' && options.place) throw new InputError(`--place applies to queens, not to ${definition.data['name']}`);
  if (definition.family === 'queens') return solveQueens(definition, options, terminal);
  if (definition.family === 'hanoi') return solveHanoi(definition, options, terminal);
  if (definition.family !== 'tiles' && options.heuristic) throw new InputError('--heuristic applies to tile boards (15puzzle, RxC)');
  if (definition.family !== 'tiles' && options.partition) throw new InputError('--partition applies to tile boards (15puzzle, RxC)');
  const inPlace = definition.family === 'tiles' && usesInPlaceSearch(definition, options.algo);
  if (options.starts !== undefined && !inPlace) throw new InputError('--starts applies to tile boards solved by IDA* (15puzzle and larger, or --algo ida)');
  if (options.starts !== undefined && options.start !== undefined) throw new InputError('--start and --starts: give one or the other');
  if (inPlace) {
    const directory = cacheDirectory(options.cacheDir);
    return solveTilesInPlace(definition, options, terminal, (board) => cachedPatternDatabase(board, directory, terminal.err, options.partition));
  }
  const puzzle = withMetric(puzzleOf(definition), options.metric);
  const start = startOf(puzzle, options.start, '--start');
  const goal = goalOf(puzzle, options.goal);
  if (puzzle.reachable(start, goal) === false) {
    throw new NoSolutionError(`${puzzle.formatState(start)} cannot reach ${goal.description} (parity)`);
  }
  const algorithm = options.algo ?? puzzle.preferredAlgorithm ?? (goal.state === null ? 'bfs' : 'bi');
  if ((algorithm === 'id' || algorithm === 'ida') && puzzle.reachable(start, goal) === undefined) {
    checkReachable(puzzle, start, goal);
  }
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

/** Components up to this size are explored before a depth-first search that could not tell otherwise. */
const REACHABILITY_CHECK_STATES = 2_000_000;

/**
 * Depth-first searches cannot see that a goal is out of reach (they would deepen towards the
 * number of arrangements), so where parity does not decide, a bounded breadth-first pass over
 * the start's component does; a component too large to explore is left to the search.
 */
function checkReachable(puzzle: Puzzle, start: State, goal: Goal): void {
  try {
    const { path } = breadthFirst(puzzle.space, start, goal.test, { maxStates: REACHABILITY_CHECK_STATES });
    if (!path) throw new NoSolutionError(`${puzzle.formatState(start)} cannot reach ${goal.description}`);
  } catch (error) {
    if (!(error instanceof StateLimitError)) throw error;
  }
}

/** Tile boards past 3×3 default to IDA* in place; `--algo ida` asks for it on any board. */
function usesInPlaceSearch(definition: Definition, algorithm: AlgorithmName | undefined): boolean {
  const cells = Number(definition.data['rows']) * Number(definition.data['cols']);
  return algorithm === 'ida' || (algorithm === undefined && cells > 9);
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
