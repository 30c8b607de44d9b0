import { InputError } from '../puzzles/input-error.js';
import type { Definition } from '../puzzles/registry.js';
import { tilesSetup } from '../puzzles/tiles/definition.js';
import { BLANK_MOVES } from '../puzzles/tiles/geometry.js';
import type { TileHeuristic } from '../puzzles/tiles/heuristics.js';
import { TileBoard, type TileHeuristicName } from '../puzzles/tiles/solver.js';
import { drawBoard } from '../render/board.js';
import { gallery } from '../render/gallery.js';
import { NoSolutionError } from './failures.js';
import { statsLine } from './positions.js';
import { readStartLines } from './start-lines.js';
import type { Terminal } from './terminal.js';

export interface TilesSolveOptions {
  start?: string;
  goal?: string;
  format: 'text' | 'moves' | 'json';
  stats?: boolean;
  maxStates?: number;
  heuristic?: TileHeuristicName;
  partition?: string;
  /** A file of starts, one a line (`-`: standard input). */
  starts?: string;
}

/** Finds a pattern database for a board, if one is cached (or can be used). */
export type DatabaseLookup = (board: TileBoard) => Promise<TileHeuristic | null>;

/** A start to solve, and where it came from (for messages). */
interface NamedStart {
  board: Uint8Array;
  source: string;
}

/**
 * `slide solve` on a tile board with IDA* in place (the default past 3×3): the goal is always
 * 1 2 … n 0, parity decides solvability at once, and the bound is the chosen heuristic. With
 * --starts, every start of a file is solved with the bound loaded once, one result after another.
 */
export async function solveTilesInPlace(
  definition: Definition,
  options: TilesSolveOptions,
  terminal: Terminal,
  lookup: DatabaseLookup,
): Promise<void> {
  const board = new TileBoard(tilesSetup(definition.data, definition.file));
  if (options.goal !== undefined) {
    throw new InputError('--goal: IDA* on tile boards solves to 1 2 … n 0', 'for another goal use --algo astar (boards up to 12 cells)');
  }
  const starts = startsOf(board, options);
  for (const { board: start, source } of starts) {
    if (!board.solvable(start)) throw new NoSolutionError(`${source}${board.format(start)} is of the other parity than the goal`);
  }
  const heuristic = await pickHeuristic(board, options, lookup, terminal);
  starts.forEach(({ board: start }, i) => {
    if (options.format === 'text' && i > 0) terminal.out('\n');
    solveOne(board, start, heuristic, options, terminal);
  });
}

/** The --start (or the board's own start), or every start listed in the --starts file. */
function startsOf(board: TileBoard, options: TilesSolveOptions): NamedStart[] {
  if (options.starts === undefined) {
    return [{ board: options.start === undefined ? board.defaultStart : board.parse(options.start, '--start'), source: '' }];
  }
  const starts = readStartLines(options.starts).map(({ text, line }) => {
    const role = `--starts line ${line}`;
    return { board: board.parse(text, role), source: `${role}: ` };
  });
  if (starts.length === 0) {
    throw new InputError(`--starts: no start in ${options.starts === '-' ? 'standard input' : options.starts}`, 'one start a line, as --start takes it');
  }
  return starts;
}

function solveOne(board: TileBoard, start: Uint8Array, heuristic: TileHeuristic, options: TilesSolveOptions, terminal: Terminal): void {
  const name = board.setup.name;
  const began = performance.now();
  const result = board.solve(start, heuristic, { maxStates: options.maxStates });
  if (options.stats) terminal.err(statsLine(result.stats, performance.now() - began, [`bound ${heuristic.name}`]));
  const moves = result.moves!;
  const letters = moves.map((move) => BLANK_MOVES[move]!);
  const boards = board.replay(start, moves);
  if (options.format === 'json') {
    const json = {
      puzzle: name,
      algorithm: 'ida',
      metric: 'step',
      start: board.format(start),
      goal: board.format(board.goal),
      solved: true,
      length: moves.length,
      path: boards.map((b) => board.format(b)),
      moves: letters,
      stats: result.stats,
    };
    terminal.out(`${JSON.stringify(json)}\n`);
  } else if (options.format === 'moves') {
    terminal.out(`${letters.join('')}\n`);
  } else {
    const { chalk } = terminal;
    const panels = boards.map((b, step) => ({
      caption: step === 0 ? chalk.bold('start') : `${chalk.bold(String(step))} ${letters[step - 1]}`,
      lines: drawBoard(board.view(b), chalk),
    }));
    const lines = [
      `${chalk.bold(name)}: ${moves.length} move${moves.length === 1 ? '' : 's'} (ida, bound ${heuristic.name})`,
      '',
      ...gallery(panels, terminal.width),
      '',
      `moves: ${letters.join('')}`,
    ];
    terminal.out(`${lines.join('\n')}\n`);
  }
}

async function pickHeuristic(
  board: TileBoard,
  { heuristic: chosen, partition }: TilesSolveOptions,
  lookup: DatabaseLookup,
  terminal: Terminal,
): Promise<TileHeuristic> {
  const database = chosen === undefined || chosen === 'pdb' ? await lookup(board) : null;
  if (chosen === 'pdb' && !database && partition !== undefined) {
    throw new InputError(`--heuristic: the ${partition} pattern databases are not cached`, `slide prepare ${board.setup.name} --partition ${partition} builds them`);
  }
  if (chosen !== undefined) return board.heuristic(chosen, database);
  if (database) return database;
  if (partition !== undefined) {
    terminal.err(`slide: the ${partition} pattern databases are not cached; using linear-conflict (\`slide prepare ${board.setup.name} --partition ${partition}\` builds them)`);
  } else if (board.setup.rows === 4 && board.setup.cols === 4) {
    terminal.err('slide: no pattern database cached; using linear-conflict (`slide prepare 15puzzle` builds one)');
  }
  return board.heuristic('linear-conflict', null);
}
