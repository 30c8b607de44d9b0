import type { Solution, Verification } from '../../library/types.js';
import type { ChunkedWriter } from '../terminal.js';
import type { Renderer } from './renderer.js';

/** A count as JSON: a number while it is a safe integer, else a string of digits (exact). */
export function exactNumber(n: bigint): number | string {
  return n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString();
}

const json = (value: unknown) => JSON.stringify(value);

/** A JSON array written an item at a time, so a long sequence is never held whole. */
function writeArray(items: Iterable<unknown>, out: ChunkedWriter): void {
  out.write('[');
  let first = true;
  for (const item of items) {
    out.write(first ? json(item) : `,${json(item)}`);
    first = false;
  }
  out.write(']');
}

/**
 * A solution's keys without the closing brace (a replay adds its own): the path and moves are
 * streamed, so a Hanoi solution of 2^25 moves is never held whole.
 */
function writeSolution(solution: Solution, solved: boolean, out: ChunkedWriter): void {
  const { puzzle, algorithm, metric, start, goal, length, stats, details } = solution;
  out.write(`{"puzzle":${json(puzzle)},"algorithm":${json(algorithm)},"metric":${json(metric)},"start":${json(start)},"goal":${json(goal)},`);
  out.write(`"solved":${solved},"length":${length},"path":`);
  writeArray(solution.path, out);
  out.write(',"moves":');
  writeArray(solution.moves, out);
  out.write(`,"stats":${json({ generated: stats.generated, expanded: stats.expanded })}`);
  if (solution.optimal === false) out.write(',"optimal":false');
  for (const [key, value] of Object.entries(details)) out.write(`,${json(key)}:${json(value)}`);
}

/** The verdict of a replay: the keys scripts test, and the first illegal move where there is one. */
function verdict(verification: Verification) {
  const { puzzle, metric, start, goal, legal, solved, length, final, illegal, shortest } = verification;
  return { puzzle, metric, start, goal, legal, solved, length, final, illegal, shortest };
}

/** The contract's JSON (docs/cli-contract.md), one object and a newline per result. */
export const jsonRenderer: Renderer = {
  solution(solution, out) {
    writeSolution(solution, true, out);
    out.write('}\n');
  },
  separator: '',
  moveCount(count, out) {
    out.write(`${json({ puzzle: count.puzzle, disks: count.disks, pegs: count.pegs, length: exactNumber(count.length), proved: count.proved })}\n`);
  },
  exploration(exploration, out) {
    const { puzzle, from, metric, depth, total, antipodes, histogram } = exploration;
    out.write(`${json({ puzzle, from, metric, depth, total, antipodes, histogram })}\n`);
  },
  count(count, out) {
    const body: Record<string, unknown> = {
      puzzle: count.puzzle,
      size: count.size,
      placed: count.placed.map(({ row, col }) => [row, col]),
      total: exactNumber(count.total),
    };
    if (count.unique !== null) body.unique = exactNumber(count.unique);
    if (count.shard !== null) body.shard = count.shard;
    out.write(`${json(body)}\n`);
  },
  census(census, out) {
    // Everything but the time it took (stdout is the same bytes on every run; --stats has the time).
    const { milliseconds: _time, shard, ...result } = census;
    out.write(`${json(shard === null ? result : { ...result, shard })}\n`);
  },
  description(description, out) {
    const { puzzle, title, family, metric, state, goal, goalDescription, positions } = description;
    const size = positions === null ? {} : { positions: positions.count, positionsExact: positions.exact };
    out.write(`${json({ puzzle, title, family, metric, state, goal, goalDescription, ...size })}\n`);
  },
  list(puzzles, out) {
    const rows = puzzles.map((puzzle) => ({ ...puzzle, positions: puzzle.positions === null ? null : exactNumber(puzzle.positions) }));
    out.write(`${json({ puzzles: rows })}\n`);
  },
  random(random, out) {
    // Streamed: a million starts are written as they are made, never held whole.
    out.write(`{"puzzle":${json(random.puzzle)},"seed":${random.seed},"starts":`);
    writeArray(random.starts, out);
    out.write('}\n');
  },
  verification(verification, out) {
    out.write(`${json(verdict(verification))}\n`);
  },
  application(verification, out) {
    const { legal, illegal, shortest } = verdict(verification);
    writeSolution(verification, verification.solved, out);
    out.write(`,"legal":${legal},"illegal":${json(illegal)},"shortest":${json(shortest)}}\n`);
  },
};
