import { hanoiPuzzle, hanoiSetup, type HanoiSetup } from './definition.js';
import { frameStewart } from './frame-stewart.js';
import { parsePegs, PEG_LETTERS, stacksOf } from './hanoi-puzzle.js';
import { distance, threePegMoves, type Move } from './three-pegs.js';
import { InputError } from '../../util/input-error.js';
import type { BoardView } from '../puzzle.js';
import type { Definition } from '../family.js';
import { searchSolver } from '../search-solver.js';
import type { PuzzleSolver } from '../solver.js';
import type { Description, MoveCount, Sequence, SolveRequest } from '../types.js';
import { now, since } from '../../util/clock.js';

/** The longest solution listed move by move (2^40 − 1 moves); past it only the count makes sense. */
const MAX_LISTED_MOVES = 2n ** 40n - 1n;

/** `A->C` and the rest, made once: a label a move would be a string built 2^25 times. */
const MOVE_LABELS = Array.from({ length: 9 }, (_, k) => `${PEG_LETTERS[Math.floor(k / 3)]}->${PEG_LETTERS[k % 3]}`);

const letters = (pegOf: readonly number[]) => pegOf.map((peg) => PEG_LETTERS[peg]).join('');
const tower = (setup: HanoiSetup, peg: number) => new Array<number>(setup.discs).fill(peg);

/** The start and goal of a request: the tower on the first peg and on the last by default. */
function endsOf(setup: HanoiSetup, request: SolveRequest, startText: string | undefined, field: string) {
  const start = startText === undefined ? tower(setup, 0) : parsePegs(startText, setup.discs, setup.pegs, field);
  const goal = request.goal === undefined ? tower(setup, setup.pegs - 1) : parsePegs(request.goal, setup.discs, setup.pegs, 'goal');
  return { start, goal };
}

/**
 * The Tower of Hanoi: three pegs are solved directly between any two positions (the largest
 * disc that must move moves once or twice; the shorter wins) and produced lazily; four or more
 * pegs, or any named algorithm, go through the generic search.
 */
export function hanoiSolver(definition: Definition, request: SolveRequest): PuzzleSolver {
  const setup = hanoiSetup(definition.data, definition.file, request);
  if (setup.pegs !== 3 || request.algorithm !== undefined) return searchSolver(hanoiPuzzle(setup), request, 'listing');
  endsOf(setup, request, undefined, 'start');
  return {
    puzzle: setup.name,
    takesStarts: true,
    prepare(text, field = 'start') {
      const { start, goal } = endsOf(setup, request, text, field);
      const length = distance(start, goal);
      if (length > MAX_LISTED_MOVES) {
        throw new InputError(
          `${setup.discs} discs take ${length} moves, too many to list`,
          'count the moves instead: that is exact for any number of discs',
          'disks',
        );
      }
      return () => {
        const began = now();
        // Each walk replays the moves from the start, so 2^25 moves need no list.
        const walk = <T>(withStart: boolean, item: (pegOf: readonly number[], from: number, to: number) => T): Sequence<T> => ({
          [Symbol.iterator]: () => new Replay(start, threePegMoves(start, goal)[Symbol.iterator](), withStart, item),
        });
        const view = (pegOf: readonly number[]): BoardView => ({ kind: 'pegs', stacks: stacksOf(pegOf, setup.pegs) });
        return {
          puzzle: setup.name,
          algorithm: 'recursive',
          metric: 'step',
          start: letters(start),
          goal: letters(goal),
          length: Number(length),
          path: walk(true, letters),
          moves: walk(false, (_, from, to) => MOVE_LABELS[from * 3 + to]!),
          stats: { generated: 0, expanded: 0 },
          bound: null,
          milliseconds: since(began),
          layout: 'listing',
          views: walk(true, view),
          details: {},
        };
      };
    },
  };
}

/**
 * The positions (or moves) of a solution as the moves are replayed from the start: an iterator
 * rather than a generator, since long solutions call it millions of times.
 */
class Replay<T> implements Iterator<T> {
  private readonly pegOf: number[];
  private first: boolean;

  constructor(
    start: readonly number[],
    private readonly moves: Iterator<Move>,
    withStart: boolean,
    private readonly item: (pegOf: readonly number[], from: number, to: number) => T,
  ) {
    this.pegOf = [...start];
    this.first = withStart;
  }

  next(): IteratorResult<T> {
    if (this.first) {
      this.first = false;
      return { value: this.item(this.pegOf, -1, -1), done: false };
    }
    const move = this.moves.next();
    if (move.done) return { value: undefined, done: true };
    const [disc, from, to] = move.value;
    this.pegOf[disc] = to;
    return { value: this.item(this.pegOf, from, to), done: false };
  }
}

/**
 * The length of an optimal solution without listing it: exact on three pegs for any number of
 * discs; on more pegs, the Frame–Stewart number between the standard towers (proved optimal
 * for four pegs) or a search between other positions.
 */
export function hanoiMoveCount(definition: Definition, request: SolveRequest): MoveCount {
  const setup = hanoiSetup(definition.data, definition.file, request);
  const { start, goal } = endsOf(setup, request, request.start, 'start');
  const count = (length: bigint, proved = true): MoveCount => ({ puzzle: setup.name, disks: setup.discs, pegs: setup.pegs, length, proved });
  if (setup.pegs === 3 && request.algorithm === undefined) return count(distance(start, goal));
  if (request.start === undefined && request.goal === undefined && request.algorithm === undefined) {
    return count(frameStewart(setup.discs, setup.pegs), setup.pegs === 4);
  }
  const solution = searchSolver(hanoiPuzzle(setup), request).prepare(request.start)(request);
  return count(BigInt(solution.length));
}

/** A position drawn as pegs, without the search's limits on the number of discs. */
export function describeHanoi(definition: Definition, request: SolveRequest): Description {
  const setup = hanoiSetup(definition.data, definition.file, request);
  const { start, goal } = endsOf(setup, request, request.start, 'start');
  const view = (pegOf: number[]): BoardView => ({ kind: 'pegs', stacks: stacksOf(pegOf, setup.pegs) });
  return {
    puzzle: setup.name,
    title: setup.title,
    family: 'hanoi',
    metric: 'step',
    state: letters(start),
    stateCaption: request.start === undefined ? 'start' : 'state',
    goal: letters(goal),
    goalDescription: letters(goal),
    positions: null,
    views: { state: view(start), cells: { kind: 'pegs', stacks: Array.from({ length: setup.pegs }, () => []) }, goal: view(goal) },
  };
}
