import type { Worker } from 'node:worker_threads';
import { StateLimitError } from './errors.js';
import { BoundedSearch, type InPlaceResult, type InPlaceSpace, takeBack } from './ida-star-in-place.js';
import {
  addCounts,
  countedBefore,
  joinParts,
  type ListedPart,
  listRound,
  type MoveArray,
  type PackedParts,
  type PrefixOrder,
  packParts,
  prefixOf,
  type RoundList,
  unpackParts,
  walkBelow,
} from './ida-round-list.js';
import type { SearchLimits } from './space.js';
import { askWorker } from './worker-task.js';

/**
 * IDA* on worker threads. Each round, this thread walks the tree down to a fixed split depth
 * (as the sequential search would, in the same order, counting the same nodes) and lists the
 * positions there as move prefixes; workers take small batches of prefixes in order, replay
 * each on their own copy of the space and search below it with the round's threshold.
 *
 * The answer is that of one thread searching the prefixes in the round's order, move for move
 * and node for node: once a worker finds a goal below prefix p, prefixes after p are dropped
 * (workers on them stop at their next tick), but every prefix before p is searched to the end,
 * since one thread would have found a goal there first. Any goal of the round is optimal, so the
 * round is the last; counts of the prefixes after p are left out. In the depth-first order that
 * is the sequential search's answer and statistics; see PrefixOrder for the other.
 */

/** How to start the workers: the bundled worker file and the opaque recipe it rebuilds its space from. */
export interface IdaWorkers {
  file: string;
  recipe: unknown;
  threads: number;
}

/** What a worker is started with. */
export interface IdaWorkerSetup {
  recipe: unknown;
  /** [0]: the least prefix with a goal so far (Int32 max: none); [1]: 1 once the node cap stopped the search. Shared by all. */
  control: SharedArrayBuffer;
  /** [0], [1]: nodes generated and expanded by this worker so far, for progress. */
  progress: SharedArrayBuffer;
  /** Every worker's `progress` (this one's included): the node cap is on their sum. */
  everyProgress: SharedArrayBuffer[];
}

/** A round, posted once to every worker: the prefixes and the counts live in shared memory. */
export interface IdaRound {
  threshold: number;
  splitDepth: number;
  count: number;
  /** The round's prefixes, splitDepth moves each (a byte or an Int32 each, as `bytesPerMove`). */
  prefixes: SharedArrayBuffer;
  bytesPerMove: 1 | 4;
  /** [0]: the next prefix to take; workers take them in order (a resumed round starts past the ones searched). */
  next: SharedArrayBuffer;
  /** Per prefix searched to its end (or to its goal): nodes generated and expanded below it, and the least f over the threshold there. */
  counts: SharedArrayBuffer;
  /** Per prefix, 1 once its counts are written (read with Atomics, so the counts are seen whole). */
  done: SharedArrayBuffer;
  /** The node cap as the workers see it: the sum of their expanded counters at which they stop (infinity: no cap). */
  stopAtExpanded: number;
}

/**
 * Where a search stands, for a checkpoint: the round at `threshold` (split at `splitDepth`) has
 * searched every prefix before `prefix`. A search resumed from it gives the answer, path and
 * counts of one never stopped.
 */
export interface IdaCheckpoint {
  threshold: number;
  splitDepth: number;
  prefix: number;
  /** Nodes of the rounds before this one, and of this round's prefixes before `prefix`. */
  generated: number;
  expanded: number;
  /** The least f over the threshold below the prefixes before `prefix`. */
  nextThreshold: number;
}

/** One of `of` searches sharing each round: it searches the prefixes i with i mod of = index − 1 (1-based, as `--shard K/N`). */
export interface IdaShard {
  index: number;
  of: number;
}

/**
 * A shard as it searches: `goalKnown` says (asked now and then) the least prefix of the round
 * where another shard has found a goal (infinity: none yet), so this one drops its prefixes past it.
 */
export interface SearchingShard extends IdaShard {
  goalKnown?: (round: { threshold: number; splitDepth: number; first: number }) => number;
}

/**
 * What one shard learnt of a round (the round the checkpoint stands in, from its prefix on):
 * with every other shard's part, enough to finish the round as one search would (joinIdaRound).
 */
export interface IdaRoundPart {
  shard: IdaShard;
  threshold: number;
  splitDepth: number;
  /** The round's first prefix (the checkpoint's) and how many it has in all. */
  first: number;
  count: number;
  /** Per prefix of this shard searched (to its end, or to its goal): the prefix, nodes generated and expanded below it, flat. */
  searched: number[];
  /** The least f over the threshold below this shard's prefixes (none found: infinity). */
  nextThreshold: number;
  /** The round above the split depth, the same in every part: its nodes and its least f over the threshold. */
  above: { generated: number; expanded: number; nextThreshold: number };
  /** The goal below this shard's first prefix with one: the whole path, and the nodes above the split before that prefix. */
  found: { prefix: number; moves: number[]; before: { generated: number; expanded: number } } | null;
}

/** Saving and resuming: `save` is called at least every `interval` ms while a round runs, and after each round. */
export interface IdaCheckpointing {
  resume: IdaCheckpoint | null;
  save: (checkpoint: IdaCheckpoint) => void;
  interval: number;
}

/**
 * A round's listing shared out, posted once to every worker: the positions the walk above
 * `fromDepth` listed there (`heads`, in its order), taken in turn, each walked down to the split.
 */
export interface IdaListing {
  kind: 'list';
  threshold: number;
  fromDepth: number;
  splitDepth: number;
  count: number;
  heads: SharedArrayBuffer;
  bytesPerMove: 1 | 4;
  /** [0]: the next head to take. */
  next: SharedArrayBuffer;
  /** Whether the listed positions are wanted by name (least bound first drops those met twice). */
  named: boolean;
}

/** A worker's walks of a listing, packed: each head it took, and what it listed below it. */
export type IdaListingReport = PackedParts;

export interface IdaRoundReport {
  nextThreshold: number;
  /** The goal this worker found: its prefix and the moves after it. */
  found: { prefix: number; moves: number[] } | null;
}

const NONE = 0x7fffffff;
/** Where in `control` a worker marks that the node cap stopped the search. */
const CAP_REACHED = 1;

/** A worker stopping a prefix that comes after a goal already found. */
class Dropped extends Error {}

/**
 * The worker's side: takes the round's prefixes in order, searching below each on its space
 * (which stays at the start position between rounds), until none is left or a goal is known
 * before the next. One message a round each way: a message per prefix would cost more than
 * the small subtrees.
 */
export function serveIdaRounds(
  space: InPlaceSpace,
  setup: IdaWorkerSetup,
  listen: (handle: (task: IdaRound | IdaListing) => IdaRoundReport | IdaListingReport) => void,
): void {
  const goalAt = new Int32Array(setup.control);
  const progress = new Float64Array(setup.progress);
  const everyProgress = setup.everyProgress.map((buffer) => new Float64Array(buffer));
  let current = 0;
  let stopAtExpanded = Number.POSITIVE_INFINITY;
  // The counts of the prefixes done, to which the current one's are added at each tick.
  const finished = { generated: 0, expanded: 0 };
  // Checked by the workers themselves, at each tick and prefix end, so a search passes the cap by little.
  const stopAtCap = () => {
    if (everyProgress.reduce((sum, counter) => sum + counter[1]!, 0) < stopAtExpanded) return;
    Atomics.store(goalAt, CAP_REACHED, 1);
    Atomics.store(goalAt, 0, -1);
  };
  const tick = () => {
    progress[0] = finished.generated + search.stats.generated;
    progress[1] = finished.expanded + search.stats.expanded;
    stopAtCap();
    if (Atomics.load(goalAt, 0) < current) throw new Dropped();
  };
  const search = new BoundedSearch(space, Number.POSITIVE_INFINITY, tick);
  listen((task) => {
    if ('kind' in task) return walkHeads(space, task);
    const round = task;
    const { threshold, splitDepth } = round;
    const prefixes = round.bytesPerMove === 1 ? new Uint8Array(round.prefixes) : new Int32Array(round.prefixes);
    const next = new Int32Array(round.next);
    const counts = new Float64Array(round.counts);
    const done = new Int32Array(round.done);
    const report: IdaRoundReport = { nextThreshold: Number.POSITIVE_INFINITY, found: null };
    stopAtExpanded = round.stopAtExpanded;
    // The prefix the space stands at: the next one is reached from the moves both share, since
    // in a sorted round neighbours share most of theirs, and a move costs about what a node does.
    let standing: MoveArray | null = null;
    for (;;) {
      current = Atomics.add(next, 0, 1);
      if (current >= round.count || Atomics.load(goalAt, 0) < current) break;
      search.restart(threshold);
      const moves = prefixes.subarray(current * splitDepth, (current + 1) * splitDepth);
      let shared = 0;
      if (standing) {
        shared = sharedLength(standing, moves);
        takeBack(space, standing, splitDepth, shared);
      }
      // At least the last move is applied: its bound is the prefix's.
      let bound = Number.NaN;
      for (let d = shared; d < splitDepth; d++) bound = space.apply(moves[d]!);
      standing = moves;
      let found = false;
      let dropped = false;
      try {
        found = search.run(splitDepth, bound, moves[splitDepth - 1]!);
      } catch (error) {
        if (!(error instanceof Dropped)) throw error;
        // Back to the prefix, so the space is where `standing` says for the next task.
        search.unwind(splitDepth);
        dropped = true;
      }
      counts[3 * current] = search.stats.generated;
      counts[3 * current + 1] = search.stats.expanded;
      counts[3 * current + 2] = search.nextThreshold;
      // Only a prefix searched to its end, goal-less, may be passed over by a resumed search.
      if (!found && !dropped) Atomics.store(done, current, 1);
      finished.generated += search.stats.generated;
      finished.expanded += search.stats.expanded;
      // Most prefixes end before their first tick: progress would stand still for a whole round.
      progress[0] = finished.generated;
      progress[1] = finished.expanded;
      stopAtCap();
      if (Atomics.load(goalAt, 0) < current) break;
      report.nextThreshold = Math.min(report.nextThreshold, search.nextThreshold);
      if (found) {
        report.found = { prefix: current, moves: search.path.slice(splitDepth) };
        for (let seen = Atomics.load(goalAt, 0); current < seen; seen = Atomics.load(goalAt, 0)) {
          if (Atomics.compareExchange(goalAt, 0, seen, current) === seen) break;
        }
        break;
      }
    }
    // Back to the start for the next task.
    if (standing) takeBack(space, standing, splitDepth, 0);
    return report;
  });
}

/** How many moves two prefixes of one length share from their start (less than the length: a round's prefixes differ). */
function sharedLength(a: MoveArray, b: MoveArray): number {
  let shared = 0;
  while (shared < a.length - 1 && a[shared] === b[shared]) shared++;
  return shared;
}

/** The worker's side of a shared listing: the heads it takes in turn, each walked below (the space stays at the start). */
function walkHeads(space: InPlaceSpace, listing: IdaListing): IdaListingReport {
  const { threshold, fromDepth, splitDepth } = listing;
  const heads = listing.bytesPerMove === 1 ? new Uint8Array(listing.heads) : new Int32Array(listing.heads);
  const next = new Int32Array(listing.next);
  const parts: { at: number; part: ListedPart }[] = [];
  for (let at = Atomics.add(next, 0, 1); at < listing.count; at = Atomics.add(next, 0, 1)) {
    const moves = heads.subarray(at * fromDepth, (at + 1) * fromDepth);
    for (const move of moves) space.apply(move);
    try {
      parts.push({ at, part: walkBelow(space, threshold, fromDepth, splitDepth, moves[fromDepth - 1]!, listing.named) });
    } finally {
      takeBack(space, moves, fromDepth, 0);
    }
  }
  return packParts(space, parts, splitDepth - fromDepth, listing.named);
}

/** How many levels above the split a shared listing hands the walk to the workers (about 2.1 times the positions a level). */
const LISTING_LEVELS = 6;
/** A listing is shared out only where the walk above hands over this many positions: a small round lists faster alone. */
const SHARED_LISTING_HEADS = 4096;

/**
 * The round listRound lists, the same prefixes, counts and answer, with the walk below
 * LISTING_LEVELS above the split shared among the workers: this thread walks down to that depth,
 * the workers walk below each position there, and the parts are joined in the walk's order.
 */
async function listRoundOn(pool: Worker[], space: InPlaceSpace, threshold: number, splitDepth: number, order: PrefixOrder): Promise<RoundList> {
  const fromDepth = splitDepth - LISTING_LEVELS;
  if (pool.length < 2 || fromDepth < 1) return listRound(space, threshold, splitDepth, order);
  const top = walkBelow(space, threshold, 0, fromDepth, -1, false);
  // A goal above the heads may come after one below an earlier head: the one walk decides.
  if (top.goal || top.count < SHARED_LISTING_HEADS) return listRound(space, threshold, splitDepth, order);
  const bytesPerMove = top.moves.BYTES_PER_ELEMENT as 1 | 4;
  const heads = new SharedArrayBuffer(bytesPerMove * top.count * fromDepth);
  new (top.moves.constructor as new (buffer: SharedArrayBuffer) => MoveArray)(heads).set(top.moves.subarray(0, top.count * fromDepth));
  const listing: IdaListing = {
    kind: 'list',
    threshold,
    fromDepth,
    splitDepth,
    count: top.count,
    heads,
    bytesPerMove,
    next: new SharedArrayBuffer(4),
    named: order === 'least-bound-first',
  };
  const reports = await Promise.all(pool.map((worker) => askWorker<IdaListing, IdaListingReport>(worker, listing)));
  const parts = new Array<ListedPart>(top.count);
  for (const report of reports) for (const { at, part } of unpackParts(space, report, splitDepth - fromDepth, listing.named)) parts[at] = part;
  const pieces = parts.map((part, at) => ({
    head: top.moves.subarray(at * fromDepth, (at + 1) * fromDepth),
    before: { generated: top.before[2 * at]!, expanded: top.before[2 * at + 1]! },
    part,
  }));
  return joinParts(space, splitDepth, order, top, pieces);
}

/** Positions at the split depth a round wants at least, per worker: enough small batches to keep all busy to the end. */
const PREFIXES_PER_THREAD = 2048;
/**
 * Never deeper in depth-first order: where the bound prunes so hard that the tree stays narrow,
 * this thread would otherwise walk most of it alone while listing prefixes.
 */
const DEPTH_FIRST_SPLIT_DEPTH = 16;
/** The same for a least-bound-first search, whatever its threads or shards: enough for eight. */
const ORDERED_PREFIXES = 8 * PREFIXES_PER_THREAD;
/**
 * Least bound first goes deeper: more prefixes sort the last round finer and meet more positions
 * twice, and the walk above them stays a small part of a hard round.
 */
export const MAX_SPLIT_DEPTH = 18;
/** How often progress is reported while a round runs (ms). */
const PROGRESS_INTERVAL = 250;
/** How often a shard asks whether another has found a goal (ms): a look at a shared folder, say. */
const GOAL_POLL_INTERVAL = 5_000;

/** The split depth: the least at which the first round has `wanted` prefixes to share out. */
function chooseSplitDepth(space: InPlaceSpace, threshold: number, wanted: number, maxDepth: number): number {
  let depth = 1;
  while (depth < maxDepth && listRound(space, threshold, depth).count < wanted) depth++;
  return depth;
}

/** A shard's prefixes of a round of `count`, from `first` on. */
function shareOf(count: number, first: number, shard: IdaShard): number[] {
  const mine: number[] = [];
  for (let prefix = first; prefix < count; prefix++) if (prefix % shard.of === shard.index - 1) mine.push(prefix);
  return mine;
}

/** A shard's round as its part: its prefixes' counts up to its first goal (per prefix, by the round's numbering), and that goal. */
function shardPart(
  shard: IdaShard,
  round: RoundList,
  searched: { threshold: number; splitDepth: number; first: number; mine: number[]; perPrefix: Float64Array; goalPrefix: number; reports: IdaRoundReport[] },
): IdaRoundPart {
  const { threshold, splitDepth, first, mine, perPrefix, goalPrefix, reports } = searched;
  const counts: number[] = [];
  for (let at = 0; at < Math.min(mine.length, goalPrefix + 1); at++) counts.push(mine[at]!, perPrefix[3 * at]!, perPrefix[3 * at + 1]!);
  const found = reports.find((report) => report.found?.prefix === goalPrefix)?.found;
  return {
    shard,
    threshold,
    splitDepth,
    first,
    count: round.count,
    searched: counts,
    nextThreshold: Math.min(...reports.map((report) => report.nextThreshold)),
    above: { ...round.above, nextThreshold: round.nextThreshold },
    found: found
      ? { prefix: mine[goalPrefix]!, moves: [...prefixOf(round, mine[goalPrefix]!), ...found.moves], before: countedBefore(round, mine[goalPrefix]!) }
      : null,
  };
}

/** A round under way, as a checkpoint sees it: how far its unbroken run of searched prefixes reaches. */
interface LiveRound {
  threshold: number;
  splitDepth: number;
  count: number;
  counts: Float64Array;
  done: Int32Array;
  /** Every prefix before this one is searched, and counted in `generated`, `expanded` and `nextThreshold`. */
  frontier: number;
  generated: number;
  expanded: number;
  nextThreshold: number;
}

/** Moves the round's frontier over the prefixes searched since (never onto one with a goal), and says where it stands. */
function advance(live: LiveRound, goalAt: Int32Array): IdaCheckpoint {
  const { counts, done } = live;
  while (live.frontier < live.count && live.frontier < Atomics.load(goalAt, 0) && Atomics.load(done, live.frontier) === 1) {
    live.generated += counts[3 * live.frontier]!;
    live.expanded += counts[3 * live.frontier + 1]!;
    live.nextThreshold = Math.min(live.nextThreshold, counts[3 * live.frontier + 2]!);
    live.frontier++;
  }
  const { threshold, splitDepth, frontier: prefix, generated, expanded, nextThreshold } = live;
  return { threshold, splitDepth, prefix, generated, expanded, nextThreshold };
}

/**
 * IDA* over an in-place space with the rounds' subtrees searched on worker threads (see above);
 * `space` is this thread's copy, used to list the prefixes. Resolves like idaStarInPlace. With
 * `checkpoint`, it starts where the checkpoint stands and saves where it stands as it goes.
 */
export async function parallelIdaStar(
  space: InPlaceSpace,
  workers: IdaWorkers,
  limits: SearchLimits & { maxDepth?: number; checkpoint?: IdaCheckpointing; shard?: SearchingShard; order?: PrefixOrder } = {},
): Promise<InPlaceResult & { part?: IdaRoundPart }> {
  const { Worker } = await import('node:worker_threads');
  const control = new SharedArrayBuffer(8);
  const goalAt = new Int32Array(control);
  const progress = Array.from({ length: workers.threads }, () => new SharedArrayBuffer(16));
  const pool: Worker[] = progress.map(
    (buffer) =>
      new Worker(workers.file, { workerData: { recipe: workers.recipe, control, progress: buffer, everyProgress: progress } satisfies IdaWorkerSetup }),
  );
  const maxDepth = limits.maxDepth ?? Number.POSITIVE_INFINITY;
  const maxExpanded = limits.maxStates ?? Number.POSITIVE_INFINITY;
  const { checkpoint } = limits;
  const resume = checkpoint?.resume ?? null;
  const stats = { generated: resume?.generated ?? 0, expanded: resume?.expanded ?? 0 };
  let threshold = resume?.threshold ?? space.bound();
  // Progress adds the round's walk above the split and the workers' counts since the round began
  // (approximate: they include work that a goal found may drop) to the exact counts of the rounds before.
  const counters = progress.map((buffer) => new Float64Array(buffer));
  const sinceRoundBegan = [0, 0];
  const workersCount = (field: number) => counters.reduce((sum, counter) => sum + counter[field]!, 0);
  const report = () =>
    limits.onProgress?.({
      generated: stats.generated + workersCount(0) - sinceRoundBegan[0]!,
      expanded: stats.expanded + workersCount(1) - sinceRoundBegan[1]!,
      depth: threshold,
    });
  let failure: unknown = null;
  let live: LiveRound | null = null;
  let saved = performance.now();
  // A shard's own prefixes in the round under way, and when it last asked for other shards' goals.
  let mine: number[] | null = null;
  let shardRound = { threshold: 0, splitDepth: 0, first: 0 };
  let asked = Number.NEGATIVE_INFINITY;
  const { shard } = limits;
  const dropPastKnownGoal = () => {
    if (!mine || !shard?.goalKnown || performance.now() - asked < GOAL_POLL_INTERVAL) return;
    asked = performance.now();
    const known = shard.goalKnown(shardRound);
    // Workers search on up to this shard's last prefix before the known goal, as if a goal were there.
    let last = mine.length - 1;
    while (last >= 0 && mine[last]! > known) last--;
    for (let seen = Atomics.load(goalAt, 0); last < seen; seen = Atomics.load(goalAt, 0)) {
      if (Atomics.compareExchange(goalAt, 0, seen, last) === seen) break;
    }
  };
  // A checkpoint wanted more often than progress is reported sets the pace (a test saves at every chance).
  const tick = Math.max(1, Math.min(PROGRESS_INTERVAL, checkpoint?.interval ?? PROGRESS_INTERVAL));
  const ticker = setInterval(() => {
    try {
      report();
      dropPastKnownGoal();
      if (checkpoint && live && performance.now() - saved >= checkpoint.interval) {
        checkpoint.save(advance(live, goalAt));
        saved = performance.now();
      }
    } catch (error) {
      failure ??= error;
      Atomics.store(goalAt, 0, -1);
    }
  }, tick);
  try {
    const order = limits.order ?? 'depth-first';
    // Shards list the same prefixes whatever their threads: the split is chosen from how many shards there are (or, least bound first, from neither).
    const splitDepth =
      resume?.splitDepth ??
      (order === 'least-bound-first'
        ? chooseSplitDepth(space, threshold, ORDERED_PREFIXES, MAX_SPLIT_DEPTH)
        : chooseSplitDepth(space, threshold, PREFIXES_PER_THREAD * (shard ? shard.of : workers.threads), DEPTH_FIRST_SPLIT_DEPTH));
    // Where the first round starts: a resumed one past the prefixes its checkpoint counted.
    let first = resume?.prefix ?? 0;
    let carried = resume?.nextThreshold ?? Number.POSITIVE_INFINITY;
    for (;;) {
      sinceRoundBegan[0] = workersCount(0);
      sinceRoundBegan[1] = workersCount(1);
      report();
      Atomics.store(goalAt, 0, NONE);
      const round = await listRoundOn(pool, space, threshold, splitDepth, order);
      if (round.goal) return { moves: round.goal, stats: addCounts(stats, round.above) };
      sinceRoundBegan[0] -= round.above.generated;
      sinceRoundBegan[1] -= round.above.expanded;
      // A shard's workers see only its prefixes (in the round's order, so the first goal among them is still first).
      mine = shard ? shareOf(round.count, first, shard) : null;
      shardRound = { threshold, splitDepth, first };
      dropPastKnownGoal();
      const count = mine ? mine.length : round.count;
      const bytesPerMove = round.moves.BYTES_PER_ELEMENT as 1 | 4;
      const prefixes = new SharedArrayBuffer(bytesPerMove * Math.max(1, count * splitDepth));
      const shared = new (round.moves.constructor as new (buffer: SharedArrayBuffer) => MoveArray)(prefixes);
      if (!mine) shared.set(round.moves.subarray(0, count * splitDepth));
      else for (const [at, prefix] of mine.entries()) shared.set(prefixOf(round, prefix), at * splitDepth);
      const counts = new SharedArrayBuffer(24 * Math.max(1, count));
      const done = new SharedArrayBuffer(4 * Math.max(1, count));
      const next = new SharedArrayBuffer(4);
      new Int32Array(next)[0] = mine ? 0 : first;
      const perPrefix = new Float64Array(counts);
      // A shard's part is saved whole at its end, not as it goes.
      live = mine ? null : { threshold, splitDepth, count, counts: perPrefix, done: new Int32Array(done), frontier: first, ...stats, nextThreshold: carried };
      const stopAtExpanded = sinceRoundBegan[1]! + maxExpanded - stats.expanded;
      const task: IdaRound = { threshold, splitDepth, count, prefixes, bytesPerMove, next, counts, done, stopAtExpanded };
      const reports = await Promise.all(pool.map((worker) => askWorker<IdaRound, IdaRoundReport>(worker, task)));
      live = null;
      if (failure) throw failure;
      if (Atomics.load(goalAt, CAP_REACHED) === 1) {
        report();
        // Every round below this one ended without a goal: no solution is shorter than its bound.
        throw new StateLimitError(maxExpanded, threshold, 0);
      }
      const goalPrefix = Atomics.load(goalAt, 0);
      if (mine) {
        const { index, of } = shard!;
        return { moves: null, stats, part: shardPart({ index, of }, round, { threshold, splitDepth, first, mine, perPrefix, goalPrefix, reports }) };
      }
      for (let at = first; at < Math.min(count, goalPrefix + 1); at++) {
        stats.generated += perPrefix[3 * at]!;
        stats.expanded += perPrefix[3 * at + 1]!;
      }
      const found = reports.find((report) => report.found?.prefix === goalPrefix)?.found;
      if (found) return { moves: [...prefixOf(round, goalPrefix), ...found.moves], stats: addCounts(stats, countedBefore(round, goalPrefix)) };
      addCounts(stats, round.above);
      const nextThreshold = Math.min(carried, round.nextThreshold, ...reports.map((report) => report.nextThreshold));
      if (nextThreshold === Number.POSITIVE_INFINITY || nextThreshold > maxDepth) return { moves: null, stats };
      if (stats.expanded >= maxExpanded) throw new StateLimitError(maxExpanded, nextThreshold, 0);
      threshold = nextThreshold;
      first = 0;
      carried = Number.POSITIVE_INFINITY;
      if (checkpoint) {
        checkpoint.save({ threshold, splitDepth, prefix: 0, ...stats, nextThreshold: carried });
        saved = performance.now();
      }
    }
  } finally {
    clearInterval(ticker);
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}
