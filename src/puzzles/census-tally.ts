import type { Census, CensusGroup } from './types.js';

/** The totals of a census as its groups come in (what a checkpoint keeps, and what a worker sends back for a piece set). */
export type CensusTally = Omit<Census, 'census' | 'title' | 'metric' | 'shard' | 'milliseconds'>;

export function emptyTally(pieceSets: number, minimal: boolean): CensusTally {
  return {
    pieceSets,
    layouts: 0,
    groups: 0,
    solvableGroups: 0,
    solvableLayouts: 0,
    ...(minimal ? { minimalGroups: 0 } : {}),
    largest: null,
    hardestHistogram: [],
    ...(minimal ? { minimalHistogram: [] } : {}),
    top: [],
  };
}

/**
 * The order of the hardest groups: hardest first, then the larger, then by the first layout's
 * text. It depends on the groups alone, so shards merged list the same groups as one run.
 */
export function harderFirst(a: CensusGroup, b: CensusGroup): number {
  return (b.hardest ?? -1) - (a.hardest ?? -1) || b.size - a.size || (a.first < b.first ? -1 : a.first > b.first ? 1 : 0);
}

/** Whether `a` is the larger group (ties: the first layout's text), as the census's `largest` is chosen. */
export function isLarger(a: CensusGroup, b: CensusGroup): boolean {
  return a.size > b.size || (a.size === b.size && a.first < b.first);
}

/** Adds `groups` to a histogram's count at distance `d`, growing it as needed. */
function count(histogram: number[], d: number, groups: number): void {
  for (let missing = histogram.length; missing <= d; missing++) histogram.push(0);
  histogram[d]! += groups;
}

function addHistogram(histogram: number[], other: readonly number[]): void {
  for (let d = 0; d < other.length; d++) count(histogram, d, other[d]!);
}

/** Adds one group to the totals, and to the `top` hardest if it is among them. */
export function tally(result: CensusTally, group: CensusGroup, top: number): void {
  result.layouts += group.size;
  result.groups++;
  if (!result.largest || isLarger(group, result.largest)) result.largest = group;
  if (group.hardest === null) return;
  result.solvableGroups++;
  result.solvableLayouts += group.size;
  count(result.hardestHistogram, group.hardest, 1);
  if (group.minimal && result.minimalGroups !== undefined) {
    result.minimalGroups++;
    if (result.minimalHistogram) count(result.minimalHistogram, group.hardest, 1);
  }
  const hardest = result.top;
  if (hardest.length === top && (top === 0 || harderFirst(hardest[top - 1]!, group) <= 0)) return;
  let at = hardest.length;
  while (at > 0 && harderFirst(hardest[at - 1]!, group) > 0) at--;
  hardest.splice(at, 0, group);
  if (hardest.length > top) hardest.pop();
}

/**
 * Adds the totals of other groups (a piece set's, a shard's) to `result`: the same totals as
 * tallying their groups one by one, since the largest and the hardest are chosen by orders that
 * depend on the groups alone. Piece sets are not added: `result` counts its own.
 */
export function addTally(result: CensusTally, part: CensusTally, top: number): void {
  result.layouts += part.layouts;
  result.groups += part.groups;
  result.solvableGroups += part.solvableGroups;
  result.solvableLayouts += part.solvableLayouts;
  // Present in every part where the census tests it (emptyTally decides for the whole).
  if (result.minimalGroups !== undefined) result.minimalGroups += part.minimalGroups ?? 0;
  if (part.largest && (!result.largest || isLarger(part.largest, result.largest))) result.largest = part.largest;
  addHistogram(result.hardestHistogram, part.hardestHistogram);
  // A part from a slide that did not count them leaves the whole without.
  if (result.minimalHistogram && !part.minimalHistogram) delete result.minimalHistogram;
  if (result.minimalHistogram) addHistogram(result.minimalHistogram, part.minimalHistogram!);
  result.top = [...result.top, ...part.top].sort(harderFirst).slice(0, top);
}
