import { ByteKeySet } from './byte-key-set.js';
import { decidingBound, type InPlaceSpace } from './ida-star-in-place.js';

/**
 * The order a round's prefixes are searched in. `depth-first` is the sequential search's own.
 * `least-bound-first` sorts them by their bound, keeping the depth-first order among equals:
 * the prefixes with the most room under the threshold, below which run most of the round's
 * paths and, on most hard starts, the first goal, come first, so the last round meets a goal
 * sooner (the frontier order of Bu & Korf's A*+IDA*). It also lists a position met again at the
 * split depth once, where the space can name its positions. Rounds without a goal search every
 * prefix either way. Its answer depends on the split depth, so the depth is then chosen the same
 * for any number of threads or shards.
 */
export const PREFIX_ORDERS = ['least-bound-first', 'depth-first'] as const;
export type PrefixOrder = (typeof PREFIX_ORDERS)[number];

/** Nodes generated and expanded. */
export interface NodeCounts {
  generated: number;
  expanded: number;
}

/** Moves as the prefixes store them: a byte each where the space has at most 256. */
export type MoveArray = Uint8Array | Int32Array;

/** A round's walk down to its split depth: the positions there, as move prefixes, in the order they are searched. */
export interface RoundList {
  splitDepth: number;
  count: number;
  /** The prefixes, splitDepth moves each, one after another. */
  moves: MoveArray;
  /** Per prefix, its bound (every split's, where the space sharpens). */
  bounds: Int32Array;
  /**
   * Per prefix, the nodes generated and expanded above the split before it was reached (what a
   * goal below it leaves counted), in pairs; null where the whole walk comes before every prefix.
   */
  before: Float64Array | null;
  /** The nodes generated and expanded above the split depth in all. */
  above: NodeCounts;
  /** A goal above the split depth, in order before every prefix: the round's answer. */
  goal: number[] | null;
  nextThreshold: number;
  /** Positions met again at the split depth and left out (least bound first). */
  repeated: number;
}

const moveArrayFor = (space: InPlaceSpace): typeof Uint8Array | typeof Int32Array => (space.maxBranching <= 256 ? Uint8Array : Int32Array);

export const prefixOf = (round: RoundList, at: number): MoveArray => round.moves.subarray(at * round.splitDepth, (at + 1) * round.splitDepth);

export const countedBefore = (round: RoundList, at: number): NodeCounts =>
  round.before ? { generated: round.before[2 * at]!, expanded: round.before[2 * at + 1]! } : { ...round.above };

/**
 * The sequential search's walk down to `splitDepth`, listing the prefixes there (in `order`) and
 * counting what it expands above.
 */
export function listRound(space: InPlaceSpace, threshold: number, splitDepth: number, order: PrefixOrder = 'depth-first'): RoundList {
  const ordered = order === 'least-bound-first';
  const above = { generated: 0, expanded: 0 };
  const Moves = moveArrayFor(space);
  let moves = new Moves(1024 * splitDepth);
  let bounds = new Int32Array(1024);
  let before: Float64Array | null = ordered ? null : new Float64Array(2048);
  let count = 0;
  let repeated = 0;
  let nextThreshold = Number.POSITIVE_INFINITY;
  let goal: number[] | null = null;
  const width = ordered ? (space.positionBytes ?? 0) : 0;
  const seen = width > 0 ? new ByteKeySet(width) : null;
  const position = new Uint8Array(width);
  const path = new Int32Array(splitDepth);
  const buffer = new Int32Array(space.maxBranching * (splitDepth + 1));
  const list = (bound: number) => {
    if (seen) {
      space.writePosition!(position);
      if (!seen.add(position)) {
        repeated++;
        return;
      }
    }
    if (count === bounds.length) {
      moves = grown(moves, 2 * moves.length);
      bounds = grown(bounds, 2 * bounds.length);
      if (before) before = grown(before, 2 * before.length);
    }
    moves.set(path, count * splitDepth);
    bounds[count] = bound;
    if (before) {
      before[2 * count] = above.generated;
      before[2 * count + 1] = above.expanded;
    }
    count++;
  };
  const walk = (depth: number, cheapBound: number): boolean => {
    const bound = decidingBound(space, depth, cheapBound, threshold, nextThreshold);
    const f = depth + bound;
    if (f > threshold) {
      nextThreshold = Math.min(nextThreshold, f);
      return false;
    }
    if (depth === splitDepth) {
      list(bound);
      return false;
    }
    if (bound === 0 && space.isGoal()) {
      goal = Array.from(path.subarray(0, depth));
      return true;
    }
    const options = buffer.subarray(depth * space.maxBranching, (depth + 1) * space.maxBranching);
    const branching = space.moves(options, depth === 0 ? -1 : path[depth - 1]!);
    above.expanded++;
    above.generated += branching;
    for (let k = 0; k < branching; k++) {
      const move = options[k]!;
      path[depth] = move;
      const found = walk(depth + 1, space.apply(move));
      space.undo(move);
      if (found) return true;
    }
    return false;
  };
  walk(0, space.bound());
  const round: RoundList = { splitDepth, count, moves, bounds, before, above, goal, nextThreshold, repeated };
  return ordered && !goal ? leastBoundFirst(round) : round;
}

function grown<T extends MoveArray | Float64Array>(array: T, length: number): T {
  const larger = new (array.constructor as new (length: number) => T)(length);
  larger.set(array as never);
  return larger;
}

/** The round's prefixes sorted by bound, stably (a counting sort: bounds are small integers). */
function leastBoundFirst(round: RoundList): RoundList {
  const { count, bounds, splitDepth } = round;
  let least = Number.POSITIVE_INFINITY;
  let most = Number.NEGATIVE_INFINITY;
  for (let at = 0; at < count; at++) {
    least = Math.min(least, bounds[at]!);
    most = Math.max(most, bounds[at]!);
  }
  const starts = new Int32Array(count === 0 ? 1 : most - least + 2);
  for (let at = 0; at < count; at++) starts[bounds[at]! - least + 1]!++;
  for (let k = 1; k < starts.length; k++) starts[k]! += starts[k - 1]!;
  const moves = new (round.moves.constructor as new (length: number) => MoveArray)(count * splitDepth);
  const sorted = new Int32Array(count);
  for (let at = 0; at < count; at++) {
    const to = starts[bounds[at]! - least]!++;
    moves.set(prefixOf(round, at), to * splitDepth);
    sorted[to] = bounds[at]!;
  }
  return { ...round, moves, bounds: sorted, before: null };
}
