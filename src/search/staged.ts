import { breadthFirst } from './bfs.js';
import { MemoryLimitError, StateLimitError } from './errors.js';
import { shortened } from './path-shortening.js';
import type { GoalTest, SearchLimits, SearchResult, SearchSpace, State } from './space.js';

/** A coarse distance to the goal in whole steps (a goal piece's route on the empty board), lower nearer. */
export type Progress = (state: State) => number;

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
  let here = start;
  let stage = 0;
  while (!isGoal(here)) {
    const level = progress(here);
    const onProgress = limits.onProgress;
    const depthBefore = path.length - 1;
    let result: SearchResult;
    try {
      result = breadthFirst(space, here, (state) => progress(state) < level || isGoal(state), {
        ...limits,
        // Progress counts the whole path's depth, not the stage's.
        onProgress: onProgress && ((report) => onProgress({ ...report, depth: depthBefore + report.depth })),
      });
    } catch (error) {
      throw stage === 0 ? error : withoutLowerBound(error);
    }
    stats.generated += result.stats.generated;
    stats.expanded += result.stats.expanded;
    stats.stored = Math.max(stats.stored, result.stats.stored ?? 0);
    if (!result.path) return { path: null, stats };
    path.push(...result.path.slice(1));
    here = path[path.length - 1]!;
    stage++;
  }
  return { path: stage === 0 ? path : shortened(space, path, stats), stats };
}

/** A later stage's stop proves nothing about the start: the bound its breadth-first search adds is dropped. */
function withoutLowerBound(error: unknown): unknown {
  if (error instanceof StateLimitError) return error.with({ atLeast: undefined });
  if (error instanceof MemoryLimitError) return new MemoryLimitError(error.bytes, error.what, error.smaller);
  return error;
}
