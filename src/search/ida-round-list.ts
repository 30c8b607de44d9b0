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
  /** The least f over the threshold the walk met (infinity where it met a goal: the round needs none). */
  nextThreshold: number;
  /** Positions met again at the split depth and left out (least bound first). */
  repeated: number;
}

const moveArrayFor = (space: InPlaceSpace): typeof Uint8Array | typeof Int32Array => (space.maxBranching <= 256 ? Uint8Array : Int32Array);

/** Bytes a listed position takes where positions are named (where the space can name them), else none. */
const positionWidth = (space: InPlaceSpace, named: boolean): number => (named ? (space.positionBytes ?? 0) : 0);

export const prefixOf = (round: RoundList, at: number): MoveArray => round.moves.subarray(at * round.splitDepth, (at + 1) * round.splitDepth);

export const countedBefore = (round: RoundList, at: number): NodeCounts =>
  round.before ? { generated: round.before[2 * at]!, expanded: round.before[2 * at + 1]! } : { ...round.above };

/**
 * The sequential search's walk down to `splitDepth`, listing the prefixes there (in `order`) and
 * counting what it expands above.
 */
export function listRound(space: InPlaceSpace, threshold: number, splitDepth: number, order: PrefixOrder = 'depth-first'): RoundList {
  const part = walkBelow(space, threshold, 0, splitDepth, -1, order === 'least-bound-first');
  const none = { generated: 0, expanded: 0 };
  return joinParts(space, splitDepth, order, { above: none, nextThreshold: Number.POSITIVE_INFINITY }, [{ head: [], before: none, part }]);
}

/**
 * What the sequential walk lists and counts below one position at `fromDepth` (the space stands
 * there): the prefixes' moves from that depth on, their bounds, the nodes counted before each, and
 * (`named`, where the space names its positions) the positions listed, one after another.
 */
export interface ListedPart {
  count: number;
  moves: MoveArray;
  bounds: Int32Array;
  before: Float64Array;
  positions: Uint8Array | null;
  above: NodeCounts;
  /** A goal above the split depth, its moves from `fromDepth`: the walk stops there. */
  goal: number[] | null;
  nextThreshold: number;
}

/** The sequential walk below the space's position at `fromDepth` (reached by a last move `last`, -1: none), down to `splitDepth`. */
export function walkBelow(space: InPlaceSpace, threshold: number, fromDepth: number, splitDepth: number, last: number, named: boolean): ListedPart {
  const width = positionWidth(space, named);
  const length = splitDepth - fromDepth;
  const above = { generated: 0, expanded: 0 };
  const Moves = moveArrayFor(space);
  // Small at first: a shared listing walks tens of thousands of these, most listing a few prefixes.
  let moves = new Moves(16 * Math.max(1, length));
  let bounds = new Int32Array(16);
  let before = new Float64Array(32);
  let positions = width > 0 ? new Uint8Array(16 * width) : null;
  let count = 0;
  let nextThreshold = Number.POSITIVE_INFINITY;
  let goal: number[] | null = null;
  const position = new Uint8Array(width);
  const path = new Int32Array(length);
  const buffer = new Int32Array(space.maxBranching * (length + 1));
  const list = (bound: number) => {
    if (count === bounds.length) {
      moves = grown(moves, 2 * moves.length);
      bounds = grown(bounds, 2 * bounds.length);
      before = grown(before, 2 * before.length);
      if (positions) positions = grown(positions, 2 * positions.length);
    }
    moves.set(path, count * length);
    bounds[count] = bound;
    before[2 * count] = above.generated;
    before[2 * count + 1] = above.expanded;
    if (positions) {
      space.writePosition!(position);
      positions.set(position, count * width);
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
      goal = Array.from(path.subarray(0, depth - fromDepth));
      return true;
    }
    const at = depth - fromDepth;
    const options = buffer.subarray(at * space.maxBranching, (at + 1) * space.maxBranching);
    const branching = space.moves(options, at === 0 ? last : path[at - 1]!);
    above.expanded++;
    above.generated += branching;
    for (let k = 0; k < branching; k++) {
      const move = options[k]!;
      path[at] = move;
      const found = walk(depth + 1, space.apply(move));
      space.undo(move);
      if (found) return true;
    }
    return false;
  };
  walk(fromDepth, space.bound());
  // Views, not copies: joining or packing the parts copies them once.
  return {
    count,
    moves: moves.subarray(0, count * length),
    bounds: bounds.subarray(0, count),
    before: before.subarray(0, 2 * count),
    positions: positions ? positions.subarray(0, count * width) : null,
    above,
    goal,
    nextThreshold,
  };
}

/** Parts of a shared listing packed into a few arrays: a worker walks thousands, and small arrays cost more to post than to walk. */
export interface PackedParts {
  /** Per part: its head's place in the listing, its number of prefixes, the least f over the threshold. */
  at: Int32Array;
  counts: Int32Array;
  nextThreshold: Float64Array;
  /** Per part: the nodes generated and expanded above its prefixes, in pairs. */
  above: Float64Array;
  /** The parts' prefixes one after another, as in ListedPart. */
  moves: MoveArray;
  bounds: Int32Array;
  before: Float64Array;
  positions: Uint8Array | null;
  /** The parts whose walk met a goal: their place among these parts and the goal's moves. */
  goals: { part: number; moves: number[] }[];
}

/** Packs the parts walked below heads (at their places `at`), each prefix `length` moves, positions as `walkBelow` named them. */
export function packParts(space: InPlaceSpace, parts: readonly { at: number; part: ListedPart }[], length: number, named: boolean): PackedParts {
  const width = positionWidth(space, named);
  const Moves = moveArrayFor(space);
  const total = parts.reduce((sum, { part }) => sum + part.count, 0);
  const packed: PackedParts = {
    at: new Int32Array(parts.length),
    counts: new Int32Array(parts.length),
    nextThreshold: new Float64Array(parts.length),
    above: new Float64Array(2 * parts.length),
    moves: new Moves(total * length),
    bounds: new Int32Array(total),
    before: new Float64Array(2 * total),
    positions: width > 0 ? new Uint8Array(total * width) : null,
    goals: [],
  };
  let offset = 0;
  for (const [k, { at, part }] of parts.entries()) {
    packed.at[k] = at;
    packed.counts[k] = part.count;
    packed.nextThreshold[k] = part.nextThreshold;
    packed.above[2 * k] = part.above.generated;
    packed.above[2 * k + 1] = part.above.expanded;
    packed.moves.set(part.moves, offset * length);
    packed.bounds.set(part.bounds, offset);
    packed.before.set(part.before, 2 * offset);
    if (packed.positions) packed.positions.set(part.positions!, offset * width);
    if (part.goal) packed.goals.push({ part: k, moves: part.goal });
    offset += part.count;
  }
  return packed;
}

/** The parts packParts packed, as views into its arrays. */
export function unpackParts(space: InPlaceSpace, packed: PackedParts, length: number, named: boolean): { at: number; part: ListedPart }[] {
  const width = positionWidth(space, named);
  const goals = new Map(packed.goals.map(({ part, moves }) => [part, moves]));
  let offset = 0;
  return Array.from(packed.at, (at, k) => {
    const count = packed.counts[k]!;
    const part: ListedPart = {
      count,
      moves: packed.moves.subarray(offset * length, (offset + count) * length),
      bounds: packed.bounds.subarray(offset, offset + count),
      before: packed.before.subarray(2 * offset, 2 * (offset + count)),
      positions: packed.positions ? packed.positions.subarray(offset * width, (offset + count) * width) : null,
      above: { generated: packed.above[2 * k]!, expanded: packed.above[2 * k + 1]! },
      goal: goals.get(k) ?? null,
      nextThreshold: packed.nextThreshold[k]!,
    };
    offset += count;
    return { at, part };
  });
}

/** A part of a round's walk: below `head` (its moves from the start), reached after `before` nodes of the walk above it. */
export interface RoundPiece {
  head: ArrayLike<number>;
  before: NodeCounts;
  part: ListedPart;
}

/**
 * The round the sequential walk lists, from the walk above some depth (its nodes, `top`) and the
 * walks below each position it listed there (`pieces`, in its order): the prefixes in their
 * order, a position met again at the split depth left out after its first (least bound first),
 * and the counts as the one walk counts them.
 */
export function joinParts(
  space: InPlaceSpace,
  splitDepth: number,
  order: PrefixOrder,
  top: { above: NodeCounts; nextThreshold: number },
  pieces: readonly RoundPiece[],
): RoundList {
  const ordered = order === 'least-bound-first';
  const total = pieces.reduce((sum, piece) => sum + piece.part.count, 0);
  const width = positionWidth(space, ordered);
  const seen = width > 0 ? new ByteKeySet(width, total) : null;
  const moves = new (moveArrayFor(space))(Math.max(1, total) * splitDepth);
  const bounds = new Int32Array(Math.max(1, total));
  const before = ordered ? null : new Float64Array(2 * Math.max(1, total));
  const below = { generated: 0, expanded: 0 };
  let count = 0;
  let repeated = 0;
  let nextThreshold = top.nextThreshold;
  for (const { head, before: reached, part } of pieces) {
    const fromDepth = head.length;
    const length = splitDepth - fromDepth;
    // Counted before this piece: the walk above it up to its head, and the pieces before it whole.
    const generated = reached.generated + below.generated;
    const expanded = reached.expanded + below.expanded;
    for (let k = 0; k < part.count; k++) {
      if (seen && !seen.add(part.positions!, k * width)) {
        repeated++;
        continue;
      }
      // Copied move by move: a subarray per prefix would be millions of allocations in a large round.
      const to = count * splitDepth;
      moves.set(head, to);
      for (let j = 0, from = k * length; j < length; j++) moves[to + fromDepth + j] = part.moves[from + j]!;
      bounds[count] = part.bounds[k]!;
      if (before) {
        before[2 * count] = generated + part.before[2 * k]!;
        before[2 * count + 1] = expanded + part.before[2 * k + 1]!;
      }
      count++;
    }
    if (part.goal) {
      const above = { generated: generated + part.above.generated, expanded: expanded + part.above.expanded };
      const goal = [...Array.from(head), ...part.goal];
      return { splitDepth, count, moves, bounds, before, above, goal, nextThreshold: Number.POSITIVE_INFINITY, repeated };
    }
    addCounts(below, part.above);
    nextThreshold = Math.min(nextThreshold, part.nextThreshold);
  }
  const above = addCounts({ ...top.above }, below);
  const round: RoundList = { splitDepth, count, moves, bounds, before, above, goal: null, nextThreshold, repeated };
  return ordered ? leastBoundFirst(round) : round;
}

/** Adds `more` to `counts`; returns `counts`. */
export function addCounts(counts: NodeCounts, more: NodeCounts): NodeCounts {
  counts.generated += more.generated;
  counts.expanded += more.expanded;
  return counts;
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
  const from = round.moves;
  for (let at = 0; at < count; at++) {
    const to = starts[bounds[at]! - least]!++;
    for (let j = 0; j < splitDepth; j++) moves[to * splitDepth + j] = from[at * splitDepth + j]!;
    sorted[to] = bounds[at]!;
  }
  return { ...round, moves, bounds: sorted, before: null };
}
