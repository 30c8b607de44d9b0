import { availableParallelism } from 'node:os';
import { Command, Option } from 'commander';
import { InputError } from '../puzzles/input-error.js';
import { countQueens, countWithPlacements } from '../puzzles/queens/count.js';
import { queensSetup } from '../puzzles/queens/definition.js';
import { MAX_BACKTRACK_SIZE, type Placement } from '../puzzles/queens/first-solution.js';
import { findDefinition } from '../puzzles/registry.js';
import { formatOption, parsePositiveInteger } from './options.js';
import { checkPlacements, parsePlacement } from './queens.js';
import type { Terminal } from './terminal.js';

interface CountOptions {
  size?: number;
  place?: Placement[];
  unique?: boolean;
  threads?: number;
  format: 'text' | 'json';
}

export function makeCountCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('count')
    .description('count the solutions of a puzzle (N-Queens: total, and unique up to symmetry)')
    .argument('<puzzle>', 'queens')
    .addOption(new Option('--size <n>', 'board size N').argParser(parsePositiveInteger))
    .addOption(new Option('--place <row,col>', 'a queen that must be on the board (0-based; repeat for more)').argParser(parsePlacement))
    .option('--unique', 'also count solutions distinct up to rotation and reflection')
    .addOption(new Option('--threads <n>', 'worker threads (default: every core)').argParser(parsePositiveInteger))
    .addOption(formatOption(['text', 'json']))
    .addHelpText(
      'after',
      `
Examples:
  slide count queens --size 8 --unique
  slide count queens --size 16 --format json
  slide count queens --size 8 --place 2,2 --place 5,3`,
    )
    .action(async (name: string, options: CountOptions, command: Command) => count(name, options, await terminal(command)));
}

async function count(name: string, options: CountOptions, terminal: Terminal): Promise<void> {
  const definition = findDefinition(name);
  if (definition.family !== 'queens') throw new InputError(`count works on queens, not on ${definition.family} puzzles`);
  const { name: puzzle, size } = queensSetup(definition.data, definition.file, options.size);
  if (size > MAX_BACKTRACK_SIZE) throw new InputError(`--size: counting goes up to ${MAX_BACKTRACK_SIZE}×${MAX_BACKTRACK_SIZE}`);
  const placed = options.place ?? [];
  checkPlacements(size, placed);
  if (placed.length > 0 && options.unique) {
    throw new InputError('--unique: pre-placed queens break the symmetry, so unique counts are not defined with --place');
  }
  let total: bigint;
  let unique: bigint | null = null;
  if (placed.length > 0) {
    total = countWithPlacements(size, placed);
  } else {
    const threads = options.threads ?? availableParallelism();
    const began = Date.now();
    const progress = (done: number, of: number) => {
      if (process.stderr.isTTY && Date.now() - began > 1000) process.stderr.write(`\rcounting: ${done}/${of} parts`);
    };
    const result = await countQueens(size, threads, progress);
    if (process.stderr.isTTY && Date.now() - began > 1000) process.stderr.write('\r\u001b[K');
    total = result.total;
    unique = result.unique;
  }
  // Exact past 2^53: a JSON number while it is a safe integer, else a string of digits.
  const exact = (n: bigint) => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString());
  if (options.format === 'json') {
    const json: Record<string, unknown> = { puzzle, size, placed: placed.map(({ row, col }) => [row, col]), total: exact(total) };
    if (options.unique) json['unique'] = unique === null ? null : exact(unique);
    terminal.out(`${JSON.stringify(json)}\n`);
    return;
  }
  const uniqueText = options.unique && unique !== null ? `, ${unique} unique up to symmetry` : '';
  terminal.out(`${puzzle} ${size}×${size}: ${total} solutions${uniqueText}\n`);
}
