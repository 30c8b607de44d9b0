import type { Group, GroupDistances } from '../../search/census.js';
import type { ColumnSignatureSet } from './lane-sets.js';

/**
 * Michael Fogleman's test of a group's hardest puzzle (fogleman/rush, cpp/src/cluster.cpp): the
 * puzzle is his "unsolved" position — of the layouts farthest from a goal, the one with the
 * smallest bitboards, horizontal then vertical, which the lane sets put first — and it is minimal
 * when no vehicle or wall that his solver's first optimal solution leaves still can be taken away
 * with the number of moves unchanged. His solver deepens iteratively over his pieces in order (the primary row's first,
 * then the rows, then the columns, each lane's in order, each piece back then forward, nearest
 * first), so its first solution is the one that, move by move, takes the first move in that
 * order that comes one move nearer the goal: the group's distances give it without a search.
 */
export function minimalTest(set: ColumnSignatureSet): (group: Group, distances: GroupDistances) => boolean {
  const moves = new Int32Array(set.maxBranching);
  return (group, distances) => {
    const unsolved = group.hardestLayout;
    const primary = set.primaryVehicle();
    const moved = new Set<number>();
    let at = unsolved;
    for (let distance = group.hardest; distance > 0; distance--) {
      const count = set.neighbours(at, moves);
      // His order: the primary car's moves first, then the others as `neighbours` gives them.
      let next = -1;
      let mover = -1;
      for (let k = 0; k < count && mover !== primary; k++) {
        if (distances.distanceOf(moves[k]!) !== distance - 1) continue;
        const vehicle = set.moverOf(at, moves[k]!);
        if (next < 0 || vehicle === primary) [next, mover] = [k, vehicle];
      }
      moved.add(mover);
      at = moves[next]!;
    }
    // Taking a piece away only frees cells, so the puzzle's solution still works: it needs no
    // more moves than before, and as many unless a search shallower than that finds the goal.
    for (const vehicle of set.vehicleNumbers()) {
      if (vehicle === primary || moved.has(vehicle)) continue;
      if (group.hardest <= 1) return false;
      if (!set.reducedSolves(unsolved, vehicle, group.hardest - 1)) return false;
    }
    return true;
  };
}
