import { hanoiPuzzle, hanoiSetup } from '../puzzles/hanoi/definition.js';
import { InputError } from '../puzzles/input-error.js';
import type { Goal, Puzzle } from '../puzzles/puzzle.js';
import { findDefinition, puzzleOf, type Definition } from '../puzzles/registry.js';
import type { SearchStats, State } from '../search/space.js';

/** Options that size a puzzle family rather than pick a position. */
export interface SizeOptions {
  disks?: number;
  pegs?: number;
  size?: number;
}

const OPTION_FAMILY: Record<keyof SizeOptions, string> = { disks: 'hanoi', pegs: 'hanoi', size: 'queens' };

/** Refuses sizing options the puzzle's family does not take (`--disks` on the 8-puzzle). */
export function checkSizeOptions(definition: Definition, options: SizeOptions): void {
  for (const [option, family] of Object.entries(OPTION_FAMILY)) {
    if (options[option as keyof SizeOptions] !== undefined && definition.family !== family) {
      throw new InputError(`--${option} applies to ${family}, not to ${definition.data['name']}`);
    }
  }
}

/** The search puzzle named by `reference`, sized by `--disks`/`--pegs` for Hanoi. */
export function searchPuzzle(reference: string, options: SizeOptions & { metric?: string }): Puzzle {
  const definition = findDefinition(reference);
  checkSizeOptions(definition, options);
  const puzzle =
    definition.family === 'hanoi' ? hanoiPuzzle(hanoiSetup(definition.data, definition.file, options)) : puzzleOf(definition);
  return withMetric(puzzle, options.metric);
}

/** The puzzle counted in `--metric` when given. */
export function withMetric(puzzle: Puzzle, metric: string | undefined): Puzzle {
  return metric === undefined ? puzzle : puzzle.withMetric(metric);
}

/** The start a command works from: `--start`/`--from` when given, else the puzzle's default. */
export function startOf(puzzle: Puzzle, text: string | undefined, flag: string): State {
  return text === undefined ? puzzle.defaultStart : puzzle.parseState(text, flag);
}

export function goalOf(puzzle: Puzzle, text: string | undefined): Goal {
  return text === undefined ? puzzle.defaultGoal : puzzle.goalAt(puzzle.parseState(text, '--goal'));
}

/** The `--stats` line on stderr: counts, elapsed time and throughput (never on stdout). */
export function statsLine(stats: SearchStats, milliseconds: number, extra: string[] = []): string {
  const format = (n: number) => n.toLocaleString('en-US');
  const perSecond = milliseconds > 0 ? (stats.generated / milliseconds) * 1000 : 0;
  const parts = [
    `generated ${format(stats.generated)}`,
    `expanded ${format(stats.expanded)}`,
    ...(stats.stored === undefined ? [] : [`stored ${format(stats.stored)}`]),
    `${milliseconds.toFixed(1)} ms`,
    `${format(Math.round(perSecond))} states/s`,
    ...extra,
  ];
  return `stats: ${parts.join(' · ')}`;
}
