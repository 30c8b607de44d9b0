import type { Goal, Puzzle } from '../puzzles/puzzle.js';
import type { SearchStats, State } from '../search/space.js';

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
