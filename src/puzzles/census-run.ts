import { GroupClassifier, ListedLayouts, type Group, type GroupDistances, type IndexedLayouts } from '../search/census.js';
import type { GoalTest, SearchSpace, State } from '../search/space.js';
import type { CensusGroup, CensusHooks } from './types.js';

/** How a family names a census's layouts for people: as text, and by the pieces they hold. */
export interface CensusNaming {
  text(layout: State): string;
  pieces(layout: State): string;
  /** Whether a solvable group's hardest puzzle is minimal (every piece matters), where the census tests it. */
  minimal?(group: Group, distances: GroupDistances): boolean;
}

/**
 * Classifies one piece set of a family's census given as a sorted list of layouts: each group
 * described in the family's notation and handed to `onGroup`, each layout's distance to
 * `onDistance` where it listens, and progress as layouts classified after `before` others of the run.
 */
export function classifyPieceSet(
  layouts: Float64Array,
  space: SearchSpace,
  isGoal: GoalTest,
  naming: CensusNaming,
  hooks: CensusHooks,
  before: { layouts: number; sets: number },
): void {
  classifySets([new ListedLayouts(layouts, space, isGoal)], new GroupClassifier(), naming, hooks, before);
}

/** Classifies one piece set made of closed sets of indexed layouts (see classifyPieceSet); returns its layouts' count. */
export function classifySets(
  sets: Iterable<IndexedLayouts>,
  classifier: GroupClassifier,
  naming: CensusNaming,
  hooks: CensusHooks,
  before: { layouts: number; sets: number },
): number {
  const onDistance = hooks.onDistance;
  let classified = 0;
  for (const set of sets) {
    const from = before.layouts + classified;
    classified += classifier.classify(set, {
      onGroup: (group, distances) => hooks.onGroup(describeGroup(group, naming, distances)),
      onDistance: onDistance ? (layout, distance) => onDistance(naming.text(layout), distance) : undefined,
      onProgress: hooks.onProgress ? (done) => hooks.onProgress!(from + done, before.sets) : undefined,
      maxBytes: hooks.memory,
    });
  }
  hooks.onProgress?.(before.layouts + classified, before.sets + 1);
  return classified;
}

function describeGroup(group: Group, naming: CensusNaming, distances: GroupDistances): CensusGroup {
  const solvable = group.hardest >= 0;
  return {
    pieces: naming.pieces(group.first),
    first: naming.text(group.first),
    size: group.size,
    goals: group.goals,
    hardest: solvable ? group.hardest : null,
    hardestCount: group.hardestCount,
    hardestLayout: solvable ? naming.text(group.hardestLayout) : null,
    histogram: group.histogram,
    // Last, where merge's schema reads it back, so a merged census prints the bytes of one run.
    ...(naming.minimal && solvable ? { minimal: naming.minimal(group, distances) } : {}),
  };
}
