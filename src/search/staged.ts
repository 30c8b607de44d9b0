import { breadthFirst } from './bfs.js';
import { withoutLowerBound } from './errors.js';
import { shortened } from './path-shortening.js';
import type { GoalTest, Progress, SearchLimits, SearchResult, SearchSpace, State } from './space.js';

/**
 * Staged search: breadth-first from the start until a position whose progress is lower than the
 * start's (or a goal), then again from that position, and so on, each stage the shortest way one
 * step on. It reaches goals far beyond a whole breadth-first search, since each stage needs only
 * the few moves that make the next step, but nothing proves the path shortest; the path found then
 * has its short stretches searched again for shorter ways. A stage that exhausts every position it
 * can reach without a step on proves the goal out of reach: moves are reversible, so those are all
 * the positions the start reaches. `maxStates` caps each stage's table.
 */
export function stagedSearch(space: SearchSpace, start: State, isGoal: GoalTest, progress: Progress, limits: SearchLimits = {}): SearchResult {
  const stats = { generated: 0, expanded: 0, stored: 1 };
  const path = [start];
  const { onProgress } = limits;
  let here = start;
  while (!isGoal(here)) {
    const level = progress(here);
    const depthBefore = path.length - 1;
    let result: SearchResult;
    try {
      result = breadthFirst(space, here, (state) => progress(state) < level || isGoal(state), {
        ...limits,
        // Progress counts the whole path's depth, not the stage's.
        onProgress: onProgress && ((report) => onProgress({ ...report, depth: depthBefore + report.depth })),
      });
    } catch (error) {
      // Only the first stage searches from the start: a later one's depth proves nothing about it.
      throw depthBefore === 0 ? error : withoutLowerBound(error);
    }
    stats.generated += result.stats.generated;
    stats.expanded += result.stats.expanded;
    stats.stored = Math.max(stats.stored, result.stats.stored ?? 0);
    if (!result.path) return { path: null, stats };
    path.push(...result.path.slice(1));
    here = path[path.length - 1]!;
  }
  return { path: shortened(space, path, stats), stats };
}
