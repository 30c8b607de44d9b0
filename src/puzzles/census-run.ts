import { classifyLayouts, type Group, type GroupDistances } from '../search/census.js';
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
 * Classifies one closed set of layouts for a family's census: each group described in the
 * family's notation and handed to `onGroup`, each layout's distance to `onDistance` where it
 * listens, and progress as layouts classified after `before` others of the run.
 */
export function classifyPieceSet(
  layouts: Float64Array,
  space: SearchSpace,
  isGoal: GoalTest,
  naming: CensusNaming,
  hooks: CensusHooks,
  before: { layouts: number; sets: number },
): void {
  const onDistance = hooks.onDistance;
  classifyLayouts(layouts, space, isGoal, {
    onGroup: (group, distances) => hooks.onGroup(describeGroup(group, naming, distances)),
    onDistance: onDistance ? (layout, distance) => onDistance(naming.text(layout), distance) : undefined,
    onProgress: (classified) => hooks.onProgress?.(before.layouts + classified, before.sets),
  });
  hooks.onProgress?.(before.layouts + layouts.length, before.sets + 1);
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
