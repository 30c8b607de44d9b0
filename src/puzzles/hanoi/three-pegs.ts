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

/** Receives each move of a solution as it is found. */
export type MoveSink = (disc: number, from: number, to: number) => void;

/**
 * Gathers discs 0 … count−1 into a tower on `target`, updating `pegs` and emitting each move.
 * Plain recursion (depth = discs) with a callback: a move costs O(1), so 2^25 moves stream
 * without building a list.
 */
export function gather(pegs: number[], count: number, target: number, emit: MoveSink): void {
  for (let disc = count - 1; disc >= 0; disc--) {
    if (pegs[disc] === target) continue;
    const from = pegs[disc]!;
    gather(pegs, disc, third(from, target), emit);
    pegs[disc] = target;
    emit(disc, from, target);
  }
}

/**
 * Emits an optimal sequence of moves from `start` to `goal`. Everything streams except the last
 * part when the goal's smaller discs are not a tower: that part is found backwards and kept.
 */
export function solveThreePegs(start: ArrayLike<number>, goal: ArrayLike<number>, emit: MoveSink): void {
  const { disc, twice } = plan(start, goal);
  if (disc < 0) return;
  const pegs = Array.from(start);
  const from = start[disc]!;
  const to = goal[disc]!;
  const via = third(from, to);
  if (twice) {
    gather(pegs, disc, to, emit);
    emit(disc, from, via);
    gather(pegs, disc, from, emit);
    emit(disc, via, to);
    windUp(goal, disc, from, emit);
  } else {
    gather(pegs, disc, via, emit);
    emit(disc, from, to);
    windUp(goal, disc, via, emit);
  }
}

/** From a tower of discs 0 … count−1 on `from` to the goal's arrangement of them. */
function windUp(goal: ArrayLike<number>, count: number, from: number, emit: MoveSink): void {
  const tower = Array.from({ length: count }, () => from);
  if (count === 0) return;
  if (Array.prototype.every.call(Array.from(goal).slice(0, count), (peg: number) => peg === goal[0])) {
    gather(tower, count, goal[0]!, emit);
    return;
  }
  // Gathering the goal into the tower, reversed, is a way from the tower to the goal.
  const backwards: Move[] = [];
  gather(Array.from(goal), count, from, (disc, a, b) => backwards.push([disc, a, b]));
  for (let i = backwards.length - 1; i >= 0; i--) {
    const [disc, a, b] = backwards[i]!;
    emit(disc, b, a);
  }
}
