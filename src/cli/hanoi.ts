import { hanoiPuzzle, hanoiSetup, type HanoiOptions } from '../puzzles/hanoi/definition.js';
import { frameStewart } from '../puzzles/hanoi/frame-stewart.js';
import { parsePegs, PEG_LETTERS, stacksOf } from '../puzzles/hanoi/hanoi-puzzle.js';
import { distance, solveThreePegs } from '../puzzles/hanoi/three-pegs.js';
import type { Definition } from '../puzzles/registry.js';
import { pegsLine } from '../render/board.js';
import { runAlgorithm, type AlgorithmName } from '../search/algorithms.js';
import { InputError } from '../puzzles/input-error.js';
import { ChunkedWriter, type Terminal } from './terminal.js';

export interface HanoiSolveOptions extends HanoiOptions {
  start?: string;
  goal?: string;
  algo?: AlgorithmName;
  format: 'text' | 'moves' | 'json';
  count?: boolean;
  maxStates?: number;
}

/** The most moves a listing may have: beyond, only `--count` makes sense. */
const MAX_LISTED_DISCS = 40;

/** A solution as the peg of each disc after each move, produced move by move. */
type MoveStream = (emit: (disc: number, from: number, to: number) => void) => void;

/**
 * `slide solve hanoi`: three pegs are solved directly (the recursive optimum, or Hinz's rule
 * between any two positions) and streamed; four or more pegs, or any `--algo`, go through the
 * generic search. `--count` prints the number of moves alone, exactly (BigInt).
 */
export function solveHanoi(definition: Definition, options: HanoiSolveOptions, terminal: Terminal): void {
  const setup = hanoiSetup(definition.data, definition.file, options);
  const { discs, pegs } = setup;
  const last = pegs - 1;
  const standard = options.start === undefined && options.goal === undefined;
  const start = options.start === undefined ? new Array<number>(discs).fill(0) : parsePegs(options.start, discs, pegs, '--start');
  const goal = options.goal === undefined ? new Array<number>(discs).fill(last) : parsePegs(options.goal, discs, pegs, '--goal');
  const letters = (pegOf: readonly number[]) => pegOf.map((peg) => PEG_LETTERS[peg]).join('');

  const count = (moves: bigint, kind = 'exact') =>
    printCount(terminal, options.format, { name: setup.name, discs, pegs }, moves, kind);
  let stream: MoveStream;
  let algorithm: string;
  let length: bigint;
  if (pegs === 3 && options.algo === undefined) {
    length = distance(start, goal);
    if (options.count) return count(length);
    if (discs > MAX_LISTED_DISCS) {
      throw new InputError(`--disks: ${discs} discs take 2^${discs} − 1 moves, too many to list`, 'add --count for the number alone');
    }
    stream = (emit) => solveThreePegs(start, goal, emit);
    algorithm = 'recursive';
  } else {
    if (options.count && standard) {
      return count(frameStewart(discs, pegs), pegs === 4 ? 'exact' : 'Frame–Stewart');
    }
    const puzzle = hanoiPuzzle(setup);
    algorithm = options.algo ?? 'bi';
    const from = puzzle.space.encode(start);
    const to = puzzle.goalAt(puzzle.space.encode(goal));
    const result = runAlgorithm(
      algorithm as AlgorithmName,
      { space: puzzle.space, start: from, isGoal: to.test, goal: to.state, heuristic: puzzle.heuristic(to) },
      { maxStates: options.maxStates },
    );
    const path = result.path!;
    length = BigInt(path.length - 1);
    if (options.count) return count(length);
    stream = (emit) => {
      for (let i = 1; i < path.length; i++) {
        const before = puzzle.pegsOf(path[i - 1]!);
        const after = puzzle.pegsOf(path[i]!);
        const disc = before.findIndex((peg, d) => peg !== after[d]);
        emit(disc, before[disc]!, after[disc]!);
      }
    };
  }

  const writer = new ChunkedWriter(terminal.out);
  if (options.format === 'json') {
    writeJson(writer, { name: setup.name, algorithm, start: letters(start), goal: letters(goal), length }, start, stream);
  } else if (options.format === 'moves') {
    stream((_, from, to) => writer.write(`${PEG_LETTERS[from]}->${PEG_LETTERS[to]}\n`));
  } else {
    // The seed's listing: step, move, then every peg's discs after it.
    const pegOf = [...start];
    let step = 0;
    writer.write(`0 : (init) ${pegsLine(stacksOf(pegOf, pegs))}\n`);
    stream((disc, from, to) => {
      pegOf[disc] = to;
      writer.write(`${++step} : ${PEG_LETTERS[from]} -> ${PEG_LETTERS[to]} ${pegsLine(stacksOf(pegOf, pegs))}\n`);
    });
  }
  writer.flush();
}

/** The contract's JSON, streamed: the moves are generated twice (once for `path`, once for `moves`). */
function writeJson(
  writer: ChunkedWriter,
  head: { name: string; algorithm: string; start: string; goal: string; length: bigint },
  start: readonly number[],
  stream: MoveStream,
): void {
  const pegOf = [...start];
  writer.write(`{"puzzle":${JSON.stringify(head.name)},"algorithm":"${head.algorithm}","metric":"step",`);
  writer.write(`"start":"${head.start}","goal":"${head.goal}","solved":true,"length":${head.length},"path":["${head.start}"`);
  stream((disc, _, to) => {
    pegOf[disc] = to;
    writer.write(`,"${pegOf.map((peg) => PEG_LETTERS[peg]).join('')}"`);
  });
  writer.write('],"moves":[');
  let first = true;
  stream((_, from, to) => {
    writer.write(`${first ? '' : ','}"${PEG_LETTERS[from]}->${PEG_LETTERS[to]}"`);
    first = false;
  });
  writer.write(`],"stats":{"generated":0,"expanded":0}}\n`);
}

function printCount(
  terminal: Terminal,
  format: string,
  puzzle: { name: string; discs: number; pegs: number },
  moves: bigint,
  kind: string,
): void {
  if (kind !== 'exact') terminal.err(`slide: note: ${kind} number (proved optimal for 3 and 4 pegs only)`);
  if (format === 'json') {
    // A JSON number while exact, else a string of digits (as the contract does for counts).
    const length = moves <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(moves) : moves.toString();
    terminal.out(`${JSON.stringify({ puzzle: puzzle.name, disks: puzzle.discs, pegs: puzzle.pegs, length })}\n`);
  } else {
    terminal.out(`${moves}\n`);
  }
}
