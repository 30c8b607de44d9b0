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

/** A stretch of a solution: discs gathered into a tower, one move, or moves worked out beforehand. */
type Segment = { gather: number; target: number } | { moves: readonly Move[] };

/**
 * Gathers discs 0 … count−1 into a tower on `target`, updating `pegs`: the recursion (park the
 * smaller discs on the third peg, move this one) unrolled onto an explicit stack, so a move
 * costs O(1). Frame f loops its disc down from count−1 towards its target; `parked` marks a
 * disc whose smaller discs are out of the way, so it moves next.
 */
class Gatherer {
  private readonly disc: Int32Array;
  private readonly goal: Int32Array;
  private readonly parked: Uint8Array;
  private top = 0;

  constructor(
    private readonly pegs: number[],
    count: number,
    target: number,
  ) {
    this.disc = new Int32Array(count + 1);
    this.goal = new Int32Array(count + 1);
    this.parked = new Uint8Array(count + 1);
    this.disc[0] = count - 1;
    this.goal[0] = target;
  }

  /** The next move, or null when the tower stands. */
  next(): Move | null {
    const { disc, goal, parked, pegs } = this;
    while (this.top >= 0) {
      const top = this.top;
      const d = disc[top]!;
      if (d < 0) {
        this.top--;
        continue;
      }
      const to = goal[top]!;
      if (parked[top] === 1) {
        const from = pegs[d]!;
        pegs[d] = to;
        parked[top] = 0;
        disc[top] = d - 1;
        return [d, from, to];
      }
      if (pegs[d] === to) {
        disc[top] = d - 1;
        continue;
      }
      parked[top] = 1;
      this.top = top + 1;
      disc[top + 1] = d - 1;
      goal[top + 1] = third(pegs[d]!, to);
      parked[top + 1] = 0;
    }
    return null;
  }
}

/** Every move of a list of segments, one at a time: an iterator, not a generator, since it runs 2^25 times. */
class SegmentMoves implements Iterator<Move> {
  private segment = 0;
  private gatherer: Gatherer | null = null;
  private listed = 0;

  constructor(
    private readonly pegs: number[],
    private readonly segments: readonly Segment[],
  ) {}

  next(): IteratorResult<Move> {
    while (this.segment < this.segments.length) {
      const segment = this.segments[this.segment]!;
      if ('moves' in segment) {
        if (this.listed < segment.moves.length) {
          const move = segment.moves[this.listed++]!;
          this.pegs[move[0]] = move[2];
          return { value: move, done: false };
        }
      } else {
        this.gatherer ??= new Gatherer(this.pegs, segment.gather, segment.target);
        const move = this.gatherer.next();
        if (move) return { value: move, done: false };
      }
      this.segment++;
      this.gatherer = null;
      this.listed = 0;
    }
    return { value: undefined, done: true };
  }
}

/** The moves that gather discs 0 … count−1 of `pegs` (updated as they go) into a tower on `target`. */
export function gather(pegs: number[], count: number, target: number): Iterable<Move> {
  return { [Symbol.iterator]: () => new SegmentMoves(pegs, [{ gather: count, target }]) };
}

/**
 * An optimal sequence of moves from `start` to `goal`, produced lazily and anew on every walk.
 * Everything streams except the last part when the goal's smaller discs are not a tower: that
 * part is found backwards and kept.
 */
export function threePegMoves(start: ArrayLike<number>, goal: ArrayLike<number>): Iterable<Move> {
  return {
    [Symbol.iterator]: () => {
      const { disc, twice } = plan(start, goal);
      if (disc < 0) return new SegmentMoves([], []);
      const from = start[disc]!;
      const to = goal[disc]!;
      const via = third(from, to);
      const segments: Segment[] = twice
        ? [{ gather: disc, target: to }, { moves: [[disc, from, via]] }, { gather: disc, target: from }, { moves: [[disc, via, to]] }, windUp(goal, disc, from)]
        : [{ gather: disc, target: via }, { moves: [[disc, from, to]] }, windUp(goal, disc, via)];
      return new SegmentMoves(Array.from(start), segments);
    },
  };
}

/** From a tower of discs 0 … count−1 on `from` to the goal's arrangement of them. */
function windUp(goal: ArrayLike<number>, count: number, from: number): Segment {
  const smaller = Array.from(goal).slice(0, count);
  if (smaller.every((peg) => peg === goal[0])) return { gather: count, target: count === 0 ? from : goal[0]! };
  // Gathering the goal into the tower, reversed, is a way from the tower to the goal.
  const backwards = [...gather(smaller, count, from)];
  return { moves: backwards.reverse().map(([disc, a, b]): Move => [disc, b, a]) };
}
