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
  /** Layouts at that distance (the group's hardest puzzles), and the smallest of them. */
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

/** A classified group's distances, readable while its `onGroup` runs. */
export interface GroupDistances {
  /** Every layout at the group's hardest distance, in the order the distances were found. */
  hardestLayouts(): Float64Array;
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

/**
 * Splits a closed set of layouts (every move of every layout leads to another in the set) into
 * groups, and in each group measures every layout's distance to its nearest goal layout. Each
 * layout is expanded twice in all — once to find its group, once from the goals outwards — so
 * the work is linear in the layouts, however many groups there are.
 */
export function classifyLayouts(layouts: Float64Array, space: SearchSpace, isGoal: GoalTest, hooks: ClassifyHooks): void {
  const count = layouts.length;
  const index = new LayoutIndex(layouts);
  const seen = new Uint8Array(count);
  const distance = new Int32Array(count);
  // The group's members in the order found, then the distance search's queue over the same members.
  const members = new Int32Array(count);
  const frontier = new Int32Array(count);
  const successors = new Float64Array(space.maxBranching);
  let done = 0;
  for (let root = 0; root < count; root++) {
    if (seen[root]) continue;
    seen[root] = 1;
    members[0] = root;
    let size = 1;
    let goals = 0;
    for (let head = 0; head < size; head++) {
      const member = members[head]!;
      const layout = layouts[member]!;
      distance[member] = ABSENT;
      if (isGoal(layout)) frontier[goals++] = member;
      const moves = space.successors(layout, successors);
      for (let k = 0; k < moves; k++) {
        const next = index.indexOf(successors[k]!);
        if (next < 0) throw new OpenCensusError(layout, successors[k]!);
        if (seen[next]) continue;
        seen[next] = 1;
        members[size++] = next;
      }
    }
    const group = measureGroup(layouts, space, index, members, size, frontier, goals, distance, successors);
    hooks.onGroup(group, {
      // The distance search queued the whole group, the hardest layouts last (none where no goal is).
      hardestLayouts: () => Float64Array.from(frontier.subarray(size - group.hardestCount, size), (k) => layouts[k]!),
      distanceOf: (layout) => distance[index.indexOf(layout)]!,
    });
    if (hooks.onDistance) for (let k = 0; k < size; k++) hooks.onDistance(layouts[members[k]!]!, distance[members[k]!]!);
    done += size;
    hooks.onProgress?.(done);
  }
}

/** Distances from the group's goals outwards (a breadth-first search with many roots), and what they make. */
function measureGroup(
  layouts: Float64Array,
  space: SearchSpace,
  index: LayoutIndex,
  members: Int32Array,
  size: number,
  frontier: Int32Array,
  goals: number,
  distance: Int32Array,
  successors: Float64Array,
): Group {
  // Members were found from the smallest layout of the group, which is therefore the first.
  const first = layouts[members[0]!]!;
  if (goals === 0) return { first, size, goals, hardest: -1, hardestCount: 0, hardestLayout: first, histogram: [] };
  for (let k = 0; k < goals; k++) distance[frontier[k]!] = 0;
  const histogram = [goals];
  let queued = goals;
  let hardestLayout = Number.POSITIVE_INFINITY;
  for (let head = 0; head < queued; head++) {
    const member = frontier[head]!;
    const depth = distance[member]!;
    const moves = space.successors(layouts[member]!, successors);
    for (let k = 0; k < moves; k++) {
      const next = index.indexOf(successors[k]!);
      if (distance[next] !== ABSENT) continue;
      distance[next] = depth + 1;
      frontier[queued++] = next;
      histogram[depth + 1] = (histogram[depth + 1] ?? 0) + 1;
    }
  }
  const hardest = histogram.length - 1;
  for (let k = queued - histogram[hardest]!; k < queued; k++) hardestLayout = Math.min(hardestLayout, layouts[frontier[k]!]!);
  return { first, size, goals, hardest, hardestCount: histogram[hardest]!, hardestLayout, histogram };
}
