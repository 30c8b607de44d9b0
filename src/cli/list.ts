import { Command } from 'commander';
import { hanoiSetup } from '../puzzles/hanoi/definition.js';
import { bundledDefinitions, puzzleOf, type Definition } from '../puzzles/registry.js';
import { tilesSetup } from '../puzzles/tiles/definition.js';
import { padEnd } from '../render/text-width.js';
import { formatOption } from './options.js';
import type { Terminal } from './terminal.js';

export function makeListCommand(terminal: (command: Command) => Promise<Terminal>): Command {
  return new Command('list')
    .description('list the puzzles slide knows')
    .addOption(formatOption(['text', 'json']))
    .action(async (options: { format: 'text' | 'json' }, command: Command) => list(options, await terminal(command)));
}

interface Row {
  name: string;
  family: string;
  /** A JSON number while exact, else a string of digits. */
  positions: number | string | null;
  aliases: string[];
  title: string;
}

function rowOf(definition: Definition): Row {
  const { data, file, family } = definition;
  const aliases = Array.isArray(data['aliases']) ? data['aliases'].map(String) : [];
  const base = { name: String(data['name']), family, aliases, title: String(data['title']) };
  if (family === 'hanoi') {
    const { discs, pegs } = hanoiSetup(data, file, {});
    return { ...base, positions: pegs ** discs };
  }
  if (family === 'queens') return { ...base, positions: null };
  if (family === 'tiles') {
    // Half of all arrangements: the other half has the wrong parity.
    const { rows, cols } = tilesSetup(data, file);
    let arrangements = 1n;
    for (let k = 2n; k <= BigInt(rows * cols); k++) arrangements *= k;
    const half = arrangements / 2n;
    return { ...base, positions: half <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(half) : half.toString() };
  }
  const puzzle = puzzleOf(definition);
  return { ...base, positions: puzzle.reachableCount ?? null, aliases: [...puzzle.aliases] };
}

function list(options: { format: 'text' | 'json' }, terminal: Terminal): void {
  const rows = bundledDefinitions().map(rowOf);
  if (options.format === 'json') {
    terminal.out(`${JSON.stringify({ puzzles: rows })}\n`);
    return;
  }
  const table = [
    ['NAME', 'FAMILY', 'POSITIONS', 'ALIASES', 'TITLE'],
    ...rows.map((row) => [
      row.name,
      row.family,
      row.positions === null ? '-' : BigInt(row.positions).toLocaleString('en-US'),
      row.aliases.join(', ') || '-',
      row.title,
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const lines = table.map((row, i) => {
    const text = row.map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : padEnd(cell, widths[column]!)));
    const line = text.join('  ').trimEnd();
    return i === 0 ? terminal.chalk.bold(line) : line;
  });
  terminal.out(`${lines.join('\n')}\n`);
}
