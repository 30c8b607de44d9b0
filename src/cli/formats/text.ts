import type { BoardView, Solution, Verification } from '../../library/types.js';
import { drawBoard, pegsLine } from '../../render/board.js';
import { gallery } from '../../render/gallery.js';
import { drawHistogram } from '../../render/histogram.js';
import { grouped, plural } from '../../render/numbers.js';
import { padEnd } from '../../render/text-width.js';
import type { ChunkedWriter } from '../terminal.js';
import type { Renderer, Style } from './renderer.js';

/** Single-letter labels (the blank's directions) read as one word; longer ones are listed with commas. */
function movesLine(moves: Iterable<string>): string {
  const labels = [...moves];
  if (labels.length === 0) return 'moves: none';
  return `moves: ${labels.every((move) => move.length === 1) ? labels.join('') : labels.join(', ')}`;
}

/** Every board of the solution, numbered, as many a line as the width allows. */
function boards(solution: Solution, out: ChunkedWriter, { chalk, width }: Style): void {
  const moves = [...solution.moves];
  const panels = [...solution.views].map((view, step) => ({
    caption: step === 0 ? chalk.bold('start') : `${chalk.bold(String(step))} ${moves[step - 1]}`,
    lines: drawBoard(view, chalk),
  }));
  const how = [
    solution.algorithm,
    `metric ${solution.metric}`,
    ...(solution.bound ? [`bound ${solution.bound}`] : []),
    ...(solution.optimal === false ? ['not proven shortest'] : []),
  ].join(', ');
  const lines = [`${chalk.bold(solution.puzzle)}: ${plural(solution.length, 'move')} (${how})`, '', ...gallery(panels, width), '', movesLine(moves)];
  out.write(`${lines.join('\n')}\n`);
}

/** A line per move with the position after it, streamed (Hanoi, listed like the classic tutorials). */
function listing(solution: Solution, out: ChunkedWriter, { chalk }: Style): void {
  const moves = solution.moves[Symbol.iterator]();
  let step = 0;
  for (const view of solution.views) {
    const position = view.kind === 'pegs' ? pegsLine(view.stacks) : drawBoard(view, chalk).join(' ');
    out.write(step === 0 ? `0 : (init) ${position}\n` : `${step} : ${moves.next().value as string} ${position}\n`);
    step++;
  }
}

/** The final board alone (N-Queens). */
function finalBoard(solution: Solution, out: ChunkedWriter, { chalk }: Style): void {
  let last: BoardView | undefined;
  for (const view of solution.views) last = view;
  if (last) for (const line of drawBoard(last, chalk)) out.write(`${line}\n`);
}

const LAYOUTS = { boards, listing, final: finalBoard };

/** Output for people: boards drawn, colour where the terminal wants it. */
export const textRenderer: Renderer = {
  drawsBoxes: true,
  solution(solution, out, style) {
    LAYOUTS[solution.layout](solution, out, style);
  },
  separator: '\n',
  moveCount(count, out) {
    out.write(`${count.length}\n`);
  },
  exploration(exploration, out, { chalk, width }) {
    const { puzzle, from, metric, depth, total, histogram, antipodes } = exploration;
    const lines = [
      `${chalk.bold(puzzle)}: every position reachable from ${from} (metric ${metric})`,
      `depth ${depth} · ${plural(total, 'position')} · ${grouped(antipodes.length)} at the largest distance`,
      '',
      'distance  positions',
      ...drawHistogram(histogram, width, chalk),
      '',
      `positions ${depth} moves away:`,
    ];
    out.write(`${lines.join('\n')}\n`);
    // Whole captions: every antipode can be pasted back as a start.
    const panels = antipodes.map((text, i) => ({ caption: text, lines: drawBoard(exploration.antipodeViews[i]!, chalk) }));
    out.write(`${gallery(panels, width, true).join('\n')}\n`);
  },
  count(count, out) {
    const unique = count.unique === null ? '' : `, ${count.unique} unique up to symmetry`;
    const shard = count.shard === null ? '' : ` (shard ${count.shard.index} of ${count.shard.of}: part of the count)`;
    out.write(`${count.puzzle} ${count.size}×${count.size}${shard}: ${count.total} solution${count.total === 1n ? '' : 's'}${unique}\n`);
  },
  census(census, out, { chalk, width }) {
    const lines = [
      `${chalk.bold(census.census)}: ${census.title}`,
      `metric ${census.metric} · ${plural(census.pieceSets, 'piece set')} · ${plural(census.layouts, 'layout')} in ${plural(census.groups, 'group')}`,
      `solvable: ${plural(census.solvableGroups, 'group')}, ${plural(census.solvableLayouts, 'layout')}`,
      ...(census.minimalGroups === undefined ? [] : [`minimal: ${plural(census.minimalGroups, 'group')} (every piece of the hardest puzzle matters)`]),
    ];
    if (census.shard) lines.splice(1, 0, `shard ${census.shard.index} of ${census.shard.of}: part of the census (slide merge joins the parts)`);
    if (census.largest) lines.push(`largest group: ${plural(census.largest.size, 'layout')} (${census.largest.pieces}), first ${census.largest.first}`);
    if (census.top.length > 0) {
      lines.push('', 'the hardest groups: moves from their farthest layout to the nearest goal, pieces, layouts, that layout');
      const moves = String(census.top[0]!.hardest).length;
      const sizes = Math.max(...census.top.map((group) => grouped(group.size).length));
      for (const group of census.top) {
        lines.push(`  ${String(group.hardest).padStart(moves)}  ${group.pieces}  ${grouped(group.size).padStart(sizes)}  ${group.hardestLayout}`);
      }
    }
    if (census.hardestHistogram.length > 0) lines.push('', 'moves  solvable groups needing that many', ...drawHistogram(census.hardestHistogram, width, chalk));
    if (census.minimalHistogram?.length) lines.push('', 'moves  minimal groups needing that many', ...drawHistogram(census.minimalHistogram, width, chalk));
    out.write(`${lines.join('\n')}\n`);
  },
  description(description, out, { chalk, width }) {
    const { views } = description;
    const panels = [
      { caption: description.stateCaption, lines: drawBoard(views.state, chalk) },
      { caption: 'cells', lines: drawBoard(views.cells, chalk) },
      ...(views.goal ? [{ caption: 'goal', lines: drawBoard(views.goal, chalk) }] : []),
    ];
    const lines = [
      `${chalk.bold(description.puzzle)} — ${description.title} (${description.family}, metric ${description.metric})`,
      `state: ${description.state}`,
      `goal:  ${description.goalDescription}`,
      ...(description.positions
        ? [
            `positions: ${description.positions.exact ? '' : 'at most '}${positionsText(BigInt(Math.round(description.positions.count)))}${description.positions.exact ? '' : ' (arrangements of the pieces)'}`,
          ]
        : []),
      '',
      ...gallery(panels, width),
    ];
    out.write(`${lines.join('\n')}\n`);
  },
  list(puzzles, out, { chalk, width }) {
    const rows = puzzles.map((row) => [row.name, row.family, positionsText(row.positions), row.title, row.aliases.join(', ') || '-']);
    out.write(`${table(['NAME', 'FAMILY', 'POSITIONS', 'TITLE', 'ALIASES'], rows, width, chalk.bold).join('\n')}\n`);
  },
  random(random, out) {
    for (const start of random.starts) out.write(`${start}\n`);
  },
  verification(verification, out, { chalk }) {
    const lines = [
      `${chalk.bold(verification.puzzle)}: ${verdictLine(verification)}`,
      `final: ${verification.final}`,
      ...drawBoard(verification.finalView, chalk),
    ];
    out.write(`${lines.join('\n')}\n`);
  },
  application(verification, out, style) {
    LAYOUTS[verification.layout](verification, out, style);
  },
};

/** What an accepted replay showed, in a line (rejections are said on stderr): the moves, the goal, the shortest. */
function verdictLine(verification: Verification): string {
  const { length, shortest } = verification;
  const optimal = shortest === null ? '' : ', the fewest possible';
  return `${plural(length, 'legal move')} ${length === 1 ? 'reaches' : 'reach'} the goal ${verification.goal ?? verification.goalDescription}${optimal}`;
}

/** Exact with thousands separators up to 10^15; past that in scientific notation (the JSON keeps every digit). */
function positionsText(positions: bigint | null): string {
  if (positions === null) return '-';
  if (positions < 10n ** 15n) return grouped(positions);
  return Number(positions).toExponential(2).replace('+', '');
}

/**
 * Columns padded to their widest cell, the third right-aligned (numbers). Where the table is
 * wider than the terminal, the last columns go on lines of their own under each row, so nothing
 * is cut.
 */
function table(header: string[], rows: string[][], width: number, bold: (text: string) => string): string[] {
  const layout = (columns: number) => {
    const all = [header, ...rows].map((row) => row.slice(0, columns));
    const widths = header.slice(0, columns).map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
    return all.map((row) =>
      row
        .map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : padEnd(cell, widths[column]!)))
        .join('  ')
        .trimEnd(),
    );
  };
  for (let columns = header.length; columns >= 3; columns--) {
    const lines = layout(columns);
    if (columns > 3 && Math.max(...lines.map((text) => text.length)) > width) continue;
    const dropped = header.slice(columns);
    return lines.flatMap((text, i) => {
      if (i === 0) return [bold(text)];
      const extra = dropped.map((name, k) => `    ${name.toLowerCase()}: ${rows[i - 1]![columns + k]}`);
      return [text, ...extra];
    });
  }
  return [];
}
