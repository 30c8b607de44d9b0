import { Command, Option } from 'commander';
import { InputError } from '../puzzles/input-error.js';
import { GraphPuzzle } from '../puzzles/graph/graph-puzzle.js';
import { findDefinition, puzzleOf } from '../puzzles/registry.js';
import { tilesSetup } from '../puzzles/tiles/definition.js';
import { TileBoard } from '../puzzles/tiles/solver.js';
import { ChunkedWriter, type Terminal } from './terminal.js';
import { formatOption, parsePositiveInteger } from './options.js';

interface RandomOptions {
  seed: number;
  count: number;
  format: 'text' | 'json';
}

function parseSeed(value: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new Error('expected a whole number');
  return Number(value);
}

export function makeRandomCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('random')
    .description('print random solvable starts, uniform over the solvable positions (seeded, so repeatable)')
    .argument('<puzzle>', 'a tile board (15puzzle, 24puzzle, RxC) or a one-blank puzzle with distinct tokens')
    .addOption(new Option('--seed <n>', 'seed of the generator').argParser(parseSeed).default(1))
    .addOption(new Option('--count <k>', 'how many starts').argParser(parsePositiveInteger).default(1))
    .addOption(formatOption(['text', 'json']))
    .addHelpText('after', '\nExamples:\n  slide random 15puzzle --count 10 --seed 42\n  slide random 15puzzle --seed 7 | xargs -I{} slide solve 15puzzle --start {}')
    .action(async (name: string, options: RandomOptions, command: Command) => random(name, options, await terminal(command)));
}

/** What shuffling needs of a puzzle: its goal's tokens, a solvability test and the notation. */
interface Shufflable {
  goal: number[];
  solvable(board: number[]): boolean;
  format(board: number[]): string;
}

function shufflable(name: string): Shufflable {
  const definition = findDefinition(name);
  if (definition.family === 'tiles') {
    const board = new TileBoard(tilesSetup(definition.data, definition.file));
    return { goal: Array.from(board.goal), solvable: (b) => board.solvable(b), format: (b) => board.format(b) };
  }
  const puzzle = definition.family === 'graph' ? puzzleOf(definition) : null;
  if (!(puzzle instanceof GraphPuzzle)) {
    throw new InputError(`random works on tile boards and one-blank puzzles, not on ${definition.family} puzzles`);
  }
  const goal = puzzle.defaultGoal;
  const encode = (b: number[]) => puzzle.space.encode(b);
  const goalCodes = Array.from(puzzle.space.decode(goal.state!));
  if (new Set(goalCodes).size !== goalCodes.length) throw new InputError(`${puzzle.name} repeats tokens; random starts need distinct ones`);
  return {
    goal: goalCodes,
    solvable: (b) => puzzle.reachable(encode(b), goal) !== false,
    format: (b) => puzzle.formatState(encode(b)),
  };
}

/**
 * Uniform over solvable positions: a uniform shuffle is solvable or not; swapping the first two
 * tiles (not the blank) maps the unsolvable shuffles one to one onto the solvable ones.
 */
async function random(name: string, options: RandomOptions, terminal: Terminal): Promise<void> {
  const puzzle = shufflable(name);
  // Loaded on use: start-up stays lean for the commands that need no randomness.
  const { unsafeUniformIntDistribution, xoroshiro128plus } = await import('pure-rand');
  const rng = xoroshiro128plus(options.seed);
  const writer = new ChunkedWriter(terminal.out);
  const lines: string[] = [];
  for (let i = 0; i < options.count; i++) {
    const board = [...puzzle.goal];
    for (let k = board.length - 1; k > 0; k--) {
      const j = unsafeUniformIntDistribution(0, k, rng);
      [board[k], board[j]] = [board[j]!, board[k]!];
    }
    if (!puzzle.solvable(board)) {
      const [a, b] = board.map((token, cell) => (token === 0 ? -1 : cell)).filter((cell) => cell >= 0);
      [board[a!], board[b!]] = [board[b!]!, board[a!]!];
    }
    const text = puzzle.format(board);
    if (options.format === 'json') lines.push(text);
    else writer.write(`${text}\n`);
  }
  if (options.format === 'json') writer.write(`${JSON.stringify({ puzzle: name, seed: options.seed, starts: lines })}\n`);
  writer.flush();
}
