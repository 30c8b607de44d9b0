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
 * The most layouts one census holds: with its index and the classification's arrays a layout
 * takes about 30 bytes, so this is some 8 GB.
 */
export const MAX_CENSUS_LAYOUTS = 2 ** 28;
const BYTES_PER_LAYOUT = 30;

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
}

/** A layout's mark while a set is classified: not met yet, met but not measured, or its distance. */
const UNSEEN = 0xffff;
const UNMEASURED = 0xfffe;
const MAX_DISTANCE = UNMEASURED - 1;

/**
 * Splits closed sets of layouts into groups, and in each group measures every layout's distance
 * to its nearest goal layout. Each layout is expanded twice in all — once to find its group, once
 * from the goals outwards — so the work is linear in the layouts, however many groups there are.
 * Its arrays grow to the largest set and are kept, so a census of many small sets allocates
 * once.
 */
export class GroupClassifier {
  /** Per index: UNSEEN, UNMEASURED or the distance (2 bytes, as the sets are dense but may be large). */
  private marks = new Uint16Array(0).fill(UNSEEN);
  // The group's members in the order found, then the distance search's queue over the same members.
  private members = new Int32Array(0);
  private frontier = new Int32Array(0);
  private neighbours = new Int32Array(0);

  /** Classifies every layout of `set`, group by group in the order of their first layouts; returns how many. */
  classify(set: IndexedLayouts, hooks: ClassifyHooks): number {
    this.reserve(set);
    const { marks, members, neighbours } = this;
    const roots = set.indices;
    const count = roots === null ? set.capacity : roots.length;
    let done = 0;
    for (let r = 0; r < count; r++) {
      const root = roots === null ? r : roots[r]!;
      if (marks[root] !== UNSEEN) continue;
      marks[root] = UNMEASURED;
      members[0] = root;
      let size = 1;
      let goals = 0;
      for (let head = 0; head < size; head++) {
        const member = members[head]!;
        if (set.isGoal(member)) this.frontier[goals++] = member;
        const moves = set.adjacent(member, neighbours);
        for (let k = 0; k < moves; k++) {
          const next = neighbours[k]!;
          if (marks[next] !== UNSEEN) continue;
          marks[next] = UNMEASURED;
          members[size++] = next;
        }
      }
      const group = this.measure(set, size, goals);
      const distanceOf = (index: number) => (marks[index] === UNMEASURED ? -1 : marks[index]!);
      hooks.onGroup(group, { distanceOf: (layout) => distanceOf(set.indexOf(layout)) });
      if (hooks.onDistance) for (let k = 0; k < size; k++) hooks.onDistance(set.layout(members[k]!), distanceOf(members[k]!));
      done += size;
      hooks.onProgress?.(done);
    }
    // Marks back to unseen for the next set: every index, or only the layouts where they are sparse.
    if (roots === null || roots.length * 8 > set.capacity) marks.fill(UNSEEN, 0, set.capacity);
    else for (const index of roots) marks[index] = UNSEEN;
    return count;
  }

  private reserve(set: IndexedLayouts): void {
    if (this.marks.length < set.capacity) this.marks = new Uint16Array(set.capacity).fill(UNSEEN);
    const count = set.indices === null ? set.capacity : set.indices.length;
    if (this.members.length < count) {
      this.members = new Int32Array(count);
      this.frontier = new Int32Array(count);
    }
    if (this.neighbours.length < set.maxBranching) this.neighbours = new Int32Array(set.maxBranching);
  }

  /** Distances from the group's goals outwards (a breadth-first search with many roots), and what they make. */
  private measure(set: IndexedLayouts, size: number, goals: number): Group {
    const { marks, members, frontier, neighbours } = this;
    // Members were found from the group's first layout in the set's order.
    const first = set.layout(members[0]!);
    if (goals === 0) return { first, size, goals, hardest: -1, hardestCount: 0, hardestLayout: first, histogram: [] };
    for (let k = 0; k < goals; k++) marks[frontier[k]!] = 0;
    const histogram = [goals];
    let queued = goals;
    for (let head = 0; head < queued; head++) {
      const member = frontier[head]!;
      const depth = marks[member]!;
      if (depth === MAX_DISTANCE) throw new CensusDistanceError(MAX_DISTANCE);
      const moves = set.neighbours(member, neighbours);
      for (let k = 0; k < moves; k++) {
        const next = neighbours[k]!;
        if (marks[next] !== UNMEASURED) continue;
        marks[next] = depth + 1;
        frontier[queued++] = next;
        histogram[depth + 1] = (histogram[depth + 1] ?? 0) + 1;
      }
    }
    // The distance search queued the whole group, the hardest layouts last.
    const hardest = histogram.length - 1;
    let hardestIndex = frontier[queued - 1]!;
    for (let k = queued - histogram[hardest]!; k < queued; k++) {
      const index = frontier[k]!;
      if (set.precedes ? set.precedes(index, hardestIndex) : index < hardestIndex) hardestIndex = index;
    }
    return { first, size, goals, hardest, hardestCount: histogram[hardest]!, hardestLayout: set.layout(hardestIndex), histogram };
  }
}

/** Classifies a sorted list of layouts of `space` (see GroupClassifier). */
export function classifyLayouts(layouts: Float64Array, space: SearchSpace, isGoal: GoalTest, hooks: ClassifyHooks): void {
  new GroupClassifier().classify(new ListedLayouts(layouts, space, isGoal), hooks);
}
