/**
 * Optimal Tower of Hanoi on three pegs between any two positions, without searching.
 *
 * A position is the peg of each disc, smallest first. Discs larger than the largest one that
 * differs between start and goal never move. That disc k moves once or twice (Hinz): once, with
 * the smaller discs parked on the third peg; or twice, via the third peg, with the smaller discs
 * parked first on its goal peg and then on its start peg. The answer is the shorter of the two.
 */

export type Move = readonly [disc: number, from: number, to: number];

const third = (a: number, b: number) => 3 - a - b;

/** Moves needed to gather discs 0 … count−1 of `pegs` into a tower on `target`: O(count). */
export function movesToTower(pegs: ArrayLike<number>, count: number, target: number): bigint {
  let total = 0n;
  let goal = target;
  for (let disc = count - 1; disc >= 0; disc--) {
    if (pegs[disc] === goal) continue;
    // Park the smaller discs on the third peg, move this disc, then bring the tower over.
    total += 1n << BigInt(disc);
    goal = third(pegs[disc]!, goal);
  }
  return total;
}

interface Plan {
  /** The largest disc that must move, or -1 when start and goal agree. */
  disc: number;
  twice: boolean;
  length: bigint;
}

function plan(start: ArrayLike<number>, goal: ArrayLike<number>): Plan {
  let disc = start.length - 1;
  while (disc >= 0 && start[disc] === goal[disc]) disc--;
  if (disc < 0) return { disc, twice: false, length: 0n };
  const from = start[disc]!;
  const to = goal[disc]!;
  const via = third(from, to);
  const once = movesToTower(start, disc, via) + 1n + movesToTower(goal, disc, via);
  const twice = movesToTower(start, disc, to) + 1n + ((1n << BigInt(disc)) - 1n) + 1n + movesToTower(goal, disc, from);
  return twice < once ? { disc, twice: true, length: twice } : { disc, twice: false, length: once };
}

/** The optimal number of moves from `start` to `goal`. */
export function distance(start: ArrayLike<number>, goal: ArrayLike<number>): bigint {
  return plan(start, goal).length;
}

/**
 * Gathers discs 0 … count−1 into a tower on `target`, updating `pegs` and yielding each move.
 * The recursion (park the smaller discs on the third peg, move this one) is unrolled onto an
 * explicit stack, so a move costs O(1) and 2^25 moves stream lazily in constant memory.
 */
export function* gather(pegs: number[], count: number, target: number): Generator<Move> {
  // Frame f loops its disc down from count−1 with its target; `parked` marks a disc whose
  // smaller discs have been gathered out of the way, so it moves next.
  const disc = new Int32Array(count + 1);
  const goal = new Int32Array(count + 1);
  const parked = new Uint8Array(count + 1);
  let top = 0;
  disc[0] = count - 1;
  goal[0] = target;
  while (top >= 0) {
    const d = disc[top]!;
    if (d < 0) {
      top--;
      continue;
    }
    const to = goal[top]!;
    if (parked[top] === 1) {
      const from = pegs[d]!;
      pegs[d] = to;
      parked[top] = 0;
      disc[top] = d - 1;
      yield [d, from, to];
    } else if (pegs[d] === to) {
      disc[top] = d - 1;
    } else {
      parked[top] = 1;
      top++;
      disc[top] = d - 1;
      goal[top] = third(pegs[d]!, to);
      parked[top] = 0;
    }
  }
}

/**
 * An optimal sequence of moves from `start` to `goal`, produced lazily. Everything streams
 * except the last part when the goal's smaller discs are not a tower: that part is found
 * backwards and kept.
 */
export function* threePegMoves(start: ArrayLike<number>, goal: ArrayLike<number>): Generator<Move> {
  const { disc, twice } = plan(start, goal);
  if (disc < 0) return;
  const pegs = Array.from(start);
  const from = start[disc]!;
  const to = goal[disc]!;
  const via = third(from, to);
  if (twice) {
    yield* gather(pegs, disc, to);
    yield [disc, from, via];
    yield* gather(pegs, disc, from);
    yield [disc, via, to];
    yield* windUp(goal, disc, from);
  } else {
    yield* gather(pegs, disc, via);
    yield [disc, from, to];
    yield* windUp(goal, disc, via);
  }
}

/** From a tower of discs 0 … count−1 on `from` to the goal's arrangement of them. */
function* windUp(goal: ArrayLike<number>, count: number, from: number): Generator<Move> {
  if (count === 0) return;
  const tower = Array.from({ length: count }, () => from);
  const smaller = Array.from(goal).slice(0, count);
  if (smaller.every((peg) => peg === goal[0])) {
    yield* gather(tower, count, goal[0]!);
    return;
  }
  // Gathering the goal into the tower, reversed, is a way from the tower to the goal.
  const backwards = [...gather(smaller, count, from)];
  for (let i = backwards.length - 1; i >= 0; i--) {
    const [disc, a, b] = backwards[i]!;
    yield [disc, b, a];
  }
}
