import { MemoryLimitError } from './errors.js';
import { hashState } from './state-table.js';
import type { GoalTest, SearchSpace, State } from './space.js';

/**
 * One group of a census: a component of the move graph (every layout in it reaches every other).
 * Layouts are named by their index in the census's sorted list, so "smallest" is the first in
 * that order and the group's first layout is its canonical one.
 */
export interface Group {
  /** The group's smallest layout. */
  first: State;
  size: number;
  /** Goal layouts in the group. */
  goals: number;
  /** The most moves any layout of the group needs to reach a goal layout; -1 when none is in the group. */
  hardest: number;
  /** Layouts at that distance (the group's hardest puzzles), and the first of them (see IndexedLayouts.precedes). */
  hardestCount: number;
  hardestLayout: State;
  /** Layouts by their distance to the nearest goal layout: histogram[d] (empty when unsolvable). */
  histogram: number[];
}

const ABSENT = -1;

/**
 * The most layouts one census holds: with its index (8 to 16 bytes) and the classification's
 * arrays (22) a layout takes about 40 bytes, so this is some 11 GB.
 */
export const MAX_CENSUS_LAYOUTS = 2 ** 28;
const BYTES_PER_LAYOUT = 40;

/** A growing list of layouts as an enumeration finds them, refused past MAX_CENSUS_LAYOUTS rather than exhausting memory. */
export class LayoutList {
  private items = new Float64Array(1024);
  private size = 0;

  /** Room for `more` layouts (a MemoryLimitError past the limit). */
  reserve(more: number): void {
    const needed = this.size + more;
    if (needed > MAX_CENSUS_LAYOUTS)
      throw new MemoryLimitError(needed * BYTES_PER_LAYOUT, `a census of more than ${MAX_CENSUS_LAYOUTS.toLocaleString('en-US')} layouts`);
    if (needed <= this.items.length) return;
    let capacity = this.items.length;
    while (capacity < needed) capacity *= 2;
    const larger = new Float64Array(capacity);
    larger.set(this.items.subarray(0, this.size));
    this.items = larger;
  }

  push(layout: State): void {
    if (this.size === this.items.length) this.reserve(1);
    this.items[this.size++] = layout;
  }

  /** The layouts in ascending order (the order groups are named by). */
  sorted(): Float64Array {
    return this.items.slice(0, this.size).sort();
  }
}

/**
 * The index of each layout in a sorted list, by open addressing on the layouts themselves: a
 * census looks up every neighbour of every layout, and a probe or two beats a binary search
 * over millions.
 */
export class LayoutIndex {
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(private readonly layouts: Float64Array) {
    let capacity = 16;
    while (capacity < layouts.length * 2) capacity *= 2;
    this.slots = new Int32Array(capacity).fill(ABSENT);
    this.mask = capacity - 1;
    for (let index = 0; index < layouts.length; index++) {
      let slot = hashState(layouts[index]!) & this.mask;
      while (this.slots[slot] !== ABSENT) slot = (slot + 1) & this.mask;
      this.slots[slot] = index;
    }
  }

  /** The index of `layout`, or -1 when it is not in the list. */
  indexOf(layout: State): number {
    const { slots, layouts, mask } = this;
    let slot = hashState(layout) & mask;
    for (;;) {
      const index = slots[slot]!;
      if (index === ABSENT || layouts[index] === layout) return index;
      slot = (slot + 1) & mask;
    }
  }
}

/** A neighbour that is not in the census's list: the list does not hold every layout its moves reach. */
export class OpenCensusError extends Error {
  constructor(
    readonly from: State,
    readonly to: State,
  ) {
    super(`layout ${to}, reached from ${from}, is not in the census`);
  }
}

/** A census whose distances pass what its per-layout counters hold. */
export class CensusDistanceError extends Error {
  constructor(readonly limit: number) {
    super(`a census layout is more than ${limit} moves from its goals`);
  }
}

/**
 * A closed set of layouts (every move of every layout leads to another in the set), each known
 * by an index below `capacity`: a census's unit of work. Indices may leave gaps (a dense
 * numbering of a product of lanes) or be the positions in a sorted list.
 */
export interface IndexedLayouts {
  readonly capacity: number;
  /** The layouts' indices in ascending order, or null when every index below `capacity` is one. */
  readonly indices: Int32Array<ArrayBufferLike> | null;
  readonly maxBranching: number;
  /** The indices of the layouts one move away, into `out`; how many there are. */
  neighbours(index: number, out: Int32Array): number;
  /** Layouts linked to it, enough to connect every group (a slide's single steps, say): `neighbours` or fewer. */
  adjacent(index: number, out: Int32Array): number;
  isGoal(index: number): boolean;
  /** Whether layout a comes before b where a group's hardest layout is chosen (by default the smaller index). */
  precedes?(a: number, b: number): boolean;
  /** The layout at an index, as the family's space knows it; and back. */
  layout(index: number): State;
  indexOf(layout: State): number;
  /**
   * The whole classification done by compiled code where the set has it (the same groups as the
   * classifier's own), or null where it cannot be had; a MemoryLimitError past `maxBytes`.
   */
  classifyCompiled?(maxBytes: number): CompiledClassification | null;
}

/**
 * A set classified by compiled code (IndexedLayouts.classifyCompiled), read while its groups are
 * reported: its arrays are the module's, valid until `finish`.
 */
export interface CompiledClassification {
  readonly groupCount: number;
  /** Per group, in the order of their first layouts: the first's index, and the group's record (solvable) or minus its size. */
  readonly groups: Int32Array;
  /** Per record: the group's size, its farthest distance, its hardest layout's index, where its histogram starts in `histograms`. */
  readonly recordSize: Int32Array;
  readonly recordDepth: Int32Array;
  readonly recordHardest: Int32Array;
  readonly histogramStart: Int32Array;
  readonly histograms: Int32Array;
  /** A layout's distance to its nearest goal layout, -1 where it has none. */
  distanceOf(index: number): number;
  /** Done with the arrays: the next set may reuse them. */
  finish(): void;
}

/** The refusal of a set of `count` layouts whose arrays need `bytes`, more than a thread's `maxBytes`. */
export function setTooLarge(bytes: number, count: number, maxBytes: number): MemoryLimitError {
  return new MemoryLimitError(
    bytes,
    `a set of ${count.toLocaleString('en-US')} layouts, with ${maxBytes.toLocaleString('en-US')} ${maxBytes === 1 ? 'byte' : 'bytes'} a thread,`,
  );
}

/** A sorted list of layouts as indexed layouts: a layout's index is its place in the list. */
export class ListedLayouts implements IndexedLayouts {
  readonly capacity: number;
  readonly indices = null;
  readonly maxBranching: number;
  private readonly index: LayoutIndex;
  private readonly successors: Float64Array;

  constructor(
    private readonly layouts: Float64Array,
    private readonly space: SearchSpace,
    private readonly goal: GoalTest,
  ) {
    this.capacity = layouts.length;
    this.maxBranching = space.maxBranching;
    this.index = new LayoutIndex(layouts);
    this.successors = new Float64Array(space.maxBranching);
  }

  neighbours(index: number, out: Int32Array): number {
    const { successors } = this;
    const layout = this.layouts[index]!;
    const moves = this.space.successors(layout, successors);
    for (let k = 0; k < moves; k++) {
      const next = this.index.indexOf(successors[k]!);
      if (next < 0) throw new OpenCensusError(layout, successors[k]!);
      out[k] = next;
    }
    return moves;
  }

  adjacent(index: number, out: Int32Array): number {
    return this.neighbours(index, out);
  }

  isGoal(index: number): boolean {
    return this.goal(this.layouts[index]!);
  }

  layout(index: number): State {
    return this.layouts[index]!;
  }

  indexOf(layout: State): number {
    return this.index.indexOf(layout);
  }
}

/** A classified group's distances, readable while its `onGroup` runs. */
export interface GroupDistances {
  /** A layout of the group's distance to its nearest goal layout. */
  distanceOf(layout: State): number;
}

export interface ClassifyHooks {
  /** Each group once it is classified, in the order of their first layouts, with its distances. */
  onGroup(group: Group, distances: GroupDistances): void;
  /** Every layout's distance to the nearest goal of its group (-1: unsolvable), group by group. */
  onDistance?(layout: State, distance: number): void;
  /** Layouts classified so far, every so often. */
  onProgress?(done: number): void;
  /** The most bytes the classifier's arrays may take: a set that needs more is refused (MemoryLimitError) before they grow. */
  maxBytes?: number;
}

/** A layout's owner while a set is classified: not reached from any goal (yet), or in a group without one. */
const UNREACHED = -1;
const UNSOLVABLE = -2;
/** The most moves a layout may be from its goals: distances are kept in 2 bytes. */
const MAX_DISTANCE = 0xffff;

/** A solvable group as its layouts are counted: which of them comes first, its histogram, its hardest. */
interface SolvableGroup {
  first: number;
  size: number;
  histogram: number[];
  hardestIndex: number;
  /** Where its layouts start in the layouts sorted by group (only when every layout's distance is asked for). */
  start: number;
}

/**
 * Splits closed sets of layouts into groups, and in each group measures every layout's distance
 * to its nearest goal layout. One breadth-first search from every goal of the set at once
 * measures every solvable layout, each labelled with the goal whose wave reached it first;
 * waves that meet are one group (a union–find over the goals). Only the layouts no goal reaches
 * are searched again, group by group, to find their groups. So each layout is expanded once
 * (most layouts of a census are solvable) and the work is linear in the layouts however many
 * groups there are. The arrays grow to the largest set and are kept, so a census of many small
 * sets allocates once.
 */
export class GroupClassifier {
  /** Per index: the label of the goal wave that reached it (the goal's place in the queue), UNREACHED or UNSOLVABLE. */
  private owner = new Int32Array(0).fill(UNREACHED);
  /** Per index reached from a goal: its distance. */
  private distance = new Uint16Array(0);
  /** The search from the goals: its queue, each entry's label, and the union–find parents of the labels. */
  private queue = new Int32Array(0);
  private queueLabel = new Int32Array(0);
  private parent = new Int32Array(0);
  private goals = 0;
  /** Where each distance starts in the queue (the last entry: where it ends). */
  private levelStart: number[] = [];
  /** Per group's wave: its place in the solvable groups. */
  private recordOf = new Int32Array(0);
  /** An unsolvable group's layouts as they are found. */
  private members = new Int32Array(0);
  /** The solvable layouts sorted by group, where every layout's distance is asked for. */
  private sorted = new Int32Array(0);
  private neighbours = new Int32Array(0);

  /** Classifies every layout of `set`, group by group in the order of their first layouts; returns how many. */
  classify(set: IndexedLayouts, hooks: ClassifyHooks): number {
    const maxBytes = hooks.maxBytes ?? Number.POSITIVE_INFINITY;
    // Compiled code reports no layout's distance by itself: asked for them, the set is classified here.
    const compiled = hooks.onDistance ? null : (set.classifyCompiled?.(maxBytes) ?? null);
    if (compiled) return reportCompiled(set, compiled, hooks);
    this.reserve(set, maxBytes);
    const { owner, distance } = this;
    const roots = set.indices;
    const count = roots === null ? set.capacity : roots.length;
    const reached = this.searchFromGoals(set, roots, count);
    const groups = this.solvableGroups(set, reached);
    const byGroup = hooks.onDistance ? this.sortByGroup(groups, reached) : null;
    const distances: GroupDistances = {
      distanceOf: (layout) => {
        const index = set.indexOf(layout);
        return owner[index]! >= 0 ? distance[index]! : -1;
      },
    };
    // The solvable groups by their first layouts: each is met where the walk over the layouts reaches it.
    const byFirst = Int32Array.from(groups.keys()).sort((a, b) => groups[a]!.first - groups[b]!.first);
    let nextSolvable = 0;
    let done = 0;
    for (let r = 0; r < count; r++) {
      const root = roots === null ? r : roots[r]!;
      const label = owner[root]!;
      if (label === UNSOLVABLE) continue;
      let group: Group;
      if (label === UNREACHED) {
        group = this.unsolvableGroup(set, root);
        hooks.onGroup(group, distances);
        if (hooks.onDistance) for (let k = 0; k < group.size; k++) hooks.onDistance(set.layout(this.members[k]!), -1);
      } else {
        if (nextSolvable === byFirst.length || groups[byFirst[nextSolvable]!]!.first !== root) continue;
        const solvable = groups[byFirst[nextSolvable++]!]!;
        group = solvableGroupOf(set.layout(root), solvable.size, solvable.histogram, set.layout(solvable.hardestIndex));
        hooks.onGroup(group, distances);
        if (byGroup) {
          for (let k = solvable.start; k < solvable.start + solvable.size; k++) hooks.onDistance!(set.layout(byGroup[k]!), distance[byGroup[k]!]!);
        }
      }
      done += group.size;
      hooks.onProgress?.(done);
    }
    // Owners back to unreached for the next set: every index, or only the layouts where they are sparse.
    if (roots === null || roots.length * 8 > set.capacity) owner.fill(UNREACHED, 0, set.capacity);
    else for (const index of roots) owner[index] = UNREACHED;
    return count;
  }

  private reserve(set: IndexedLayouts, maxBytes: number): void {
    const count = set.indices === null ? set.capacity : set.indices.length;
    // Per number below the capacity an owner and a distance; per layout the queue, its labels, the
    // union–find, the records and the members (and the set's own list of them, where it has one).
    const bytes = set.capacity * 6 + count * (set.indices === null ? 20 : 24);
    if (bytes > maxBytes) throw setTooLarge(bytes, count, maxBytes);
    if (this.owner.length < set.capacity) {
      this.owner = new Int32Array(set.capacity).fill(UNREACHED);
      this.distance = new Uint16Array(set.capacity);
    }
    if (this.queue.length < count) {
      this.queue = new Int32Array(count);
      this.queueLabel = new Int32Array(count);
      this.parent = new Int32Array(count);
      this.recordOf = new Int32Array(count);
      this.members = new Int32Array(count);
    }
    if (this.neighbours.length < set.maxBranching) this.neighbours = new Int32Array(set.maxBranching);
  }

  /** The label's wave as it is now: the root of its union–find tree (halving the path on the way). */
  private find(label: number): number {
    const { parent } = this;
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]!]!;
      label = parent[label]!;
    }
    return label;
  }

  /** Distances from every goal of the set outwards, labels by wave; returns how many layouts were reached. */
  private searchFromGoals(set: IndexedLayouts, roots: Int32Array<ArrayBufferLike> | null, count: number): number {
    const { owner, distance, queue, queueLabel, parent, neighbours } = this;
    let queued = 0;
    for (let r = 0; r < count; r++) {
      const root = roots === null ? r : roots[r]!;
      if (!set.isGoal(root)) continue;
      owner[root] = queued;
      distance[root] = 0;
      parent[queued] = queued;
      queueLabel[queued] = queued;
      queue[queued++] = root;
    }
    this.goals = queued;
    const levelStart = [0, queued];
    let depth = 0;
    for (let head = 0; head < queued; head++) {
      if (head === levelStart[depth + 1]) {
        if (++depth === MAX_DISTANCE) throw new CensusDistanceError(MAX_DISTANCE - 1);
        levelStart.push(queued);
      }
      const member = queue[head]!;
      const wave = this.find(queueLabel[head]!);
      const moves = set.neighbours(member, neighbours);
      for (let k = 0; k < moves; k++) {
        const next = neighbours[k]!;
        const label = owner[next]!;
        if (label === UNREACHED) {
          owner[next] = wave;
          distance[next] = depth + 1;
          queueLabel[queued] = wave;
          queue[queued++] = next;
        } else if (label !== wave) {
          const other = this.find(label);
          if (other !== wave) parent[other] = wave;
          // Its wave is ours now: the layout's other neighbours see that without a find.
          owner[next] = wave;
        }
      }
    }
    this.levelStart = levelStart;
    return queued;
  }

  /**
   * The solvable groups, from the search's queue: sizes, histograms and first layouts in one pass,
   * the hardest in a second (Fogleman's order is costly to compare, so only among each group's
   * farthest layouts). Flattens the union–find first, so a label's parent is its group's wave.
   */
  private solvableGroups(set: IndexedLayouts, reached: number): SolvableGroup[] {
    const { queue, queueLabel, parent, recordOf, levelStart } = this;
    const groups: SolvableGroup[] = [];
    for (let label = 0; label < this.goals; label++) {
      parent[label] = this.find(label);
      if (parent[label] !== label) continue;
      recordOf[label] = groups.length;
      groups.push({ first: queue[label]!, size: 0, histogram: [], hardestIndex: -1, start: 0 });
    }
    for (let q = 0, depth = 0; q < reached; q++) {
      while (q === levelStart[depth + 1]) depth++;
      const group = groups[recordOf[parent[queueLabel[q]!]!]!]!;
      const index = queue[q]!;
      group.size++;
      if (index < group.first) group.first = index;
      // A group's layouts are at every distance up to its farthest, met in order.
      if (depth === group.histogram.length) group.histogram.push(1);
      else group.histogram[depth]!++;
    }
    for (let q = 0, depth = 0; q < reached; q++) {
      while (q === levelStart[depth + 1]) depth++;
      const group = groups[recordOf[parent[queueLabel[q]!]!]!]!;
      if (depth !== group.histogram.length - 1) continue;
      const index = queue[q]!;
      if (group.hardestIndex < 0 || (set.precedes ? set.precedes(index, group.hardestIndex) : index < group.hardestIndex)) group.hardestIndex = index;
    }
    return groups;
  }

  /** The solvable layouts sorted by group (a counting sort over the queue), each group's from its `start`. */
  private sortByGroup(groups: SolvableGroup[], reached: number): Int32Array {
    const { queue, queueLabel, parent, recordOf } = this;
    if (this.sorted.length < reached) this.sorted = new Int32Array(this.queue.length);
    const { sorted } = this;
    const next = new Int32Array(groups.length);
    let start = 0;
    groups.forEach((group, record) => {
      group.start = next[record] = start;
      start += group.size;
    });
    for (let q = 0; q < reached; q++) sorted[next[recordOf[parent[queueLabel[q]!]!]!]!++] = queue[q]!;
    return sorted;
  }

  /** A group no goal reached, found from its first layout by the moves enough to connect it. */
  private unsolvableGroup(set: IndexedLayouts, root: number): Group {
    const { owner, members, neighbours } = this;
    owner[root] = UNSOLVABLE;
    members[0] = root;
    let size = 1;
    for (let head = 0; head < size; head++) {
      const moves = set.adjacent(members[head]!, neighbours);
      for (let k = 0; k < moves; k++) {
        const next = neighbours[k]!;
        if (owner[next] !== UNREACHED) continue;
        owner[next] = UNSOLVABLE;
        members[size++] = next;
      }
    }
    return unsolvableGroupOf(set.layout(root), size);
  }
}

function solvableGroupOf(first: State, size: number, histogram: number[], hardestLayout: State): Group {
  const hardest = histogram.length - 1;
  return { first, size, goals: histogram[0]!, hardest, hardestCount: histogram[hardest]!, hardestLayout, histogram };
}

function unsolvableGroupOf(first: State, size: number): Group {
  return { first, size, goals: 0, hardest: -1, hardestCount: 0, hardestLayout: first, histogram: [] };
}

/** Reports the groups of a set classified by compiled code as GroupClassifier.classify does; returns how many layouts. */
function reportCompiled(set: IndexedLayouts, compiled: CompiledClassification, hooks: ClassifyHooks): number {
  const distances: GroupDistances = { distanceOf: (layout) => compiled.distanceOf(set.indexOf(layout)) };
  const { groups, recordSize, recordDepth, recordHardest, histogramStart, histograms } = compiled;
  let done = 0;
  try {
    for (let g = 0; g < compiled.groupCount; g++) {
      const first = set.layout(groups[2 * g]!);
      const record = groups[2 * g + 1]!;
      let group: Group;
      if (record < 0) group = unsolvableGroupOf(first, -record);
      else {
        const start = histogramStart[record]!;
        const histogram = Array.from(histograms.subarray(start, start + recordDepth[record]! + 1));
        group = solvableGroupOf(first, recordSize[record]!, histogram, set.layout(recordHardest[record]!));
      }
      hooks.onGroup(group, distances);
      done += group.size;
      hooks.onProgress?.(done);
    }
  } finally {
    compiled.finish();
  }
  return done;
}

/** Classifies a sorted list of layouts of `space` (see GroupClassifier). */
export function classifyLayouts(layouts: Float64Array, space: SearchSpace, isGoal: GoalTest, hooks: ClassifyHooks): void {
  new GroupClassifier().classify(new ListedLayouts(layouts, space, isGoal), hooks);
}
