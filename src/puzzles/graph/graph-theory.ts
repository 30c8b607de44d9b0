/** Facts about a puzzle's cell graph that decide which positions are reachable (Wilson, 1974). */

/** Distances between all pairs of cells, by breadth-first search from each. */
export function cellDistances(adjacency: readonly (readonly number[])[]): Int32Array[] {
  return adjacency.map((_, from) => {
    const distance = new Int32Array(adjacency.length).fill(-1);
    distance[from] = 0;
    const queue = [from];
    for (const cell of queue) {
      for (const next of adjacency[cell]!) {
        if (distance[next] === -1) {
          distance[next] = distance[cell]! + 1;
          queue.push(next);
        }
      }
    }
    return distance;
  });
}

/** A 0/1 colour per cell with neighbours differently coloured, or null when the graph has an odd cycle. */
export function bipartiteColours(adjacency: readonly (readonly number[])[]): Uint8Array | null {
  const distance = cellDistances(adjacency)[0]!;
  const colours = Uint8Array.from(distance, (d) => d & 1);
  const clash = adjacency.some((list, cell) => list.some((other) => colours[other] === colours[cell]));
  return clash ? null : colours;
}

function connectedWithout(adjacency: readonly (readonly number[])[], removed: number): boolean {
  const first = removed === 0 ? 1 : 0;
  const seen = new Uint8Array(adjacency.length);
  seen[removed] = 1;
  seen[first] = 1;
  const queue = [first];
  for (const cell of queue) {
    for (const next of adjacency[cell]!) {
      if (!seen[next]) {
        seen[next] = 1;
        queue.push(next);
      }
    }
  }
  return seen.every((flag) => flag === 1);
}

/**
 * Whether Wilson's theorem applies: the graph is 2-connected, not a cycle and not the exceptional
 * θ0 graph (7 cells, 8 edges). Then every arrangement is reachable, except that on a bipartite
 * graph with all tokens distinct exactly the arrangements of matching parity are.
 */
export function wilsonApplies(adjacency: readonly (readonly number[])[]): boolean {
  const cells = adjacency.length;
  const edges = adjacency.reduce((sum, list) => sum + list.length, 0) / 2;
  if (cells < 3 || edges === cells || (cells === 7 && edges === 8)) return false;
  for (let cell = 0; cell < cells; cell++) if (!connectedWithout(adjacency, cell)) return false;
  return true;
}

/** The parity (0 even, 1 odd) of the permutation taking one arrangement of distinct tokens to another. */
export function permutationParity(from: ArrayLike<number>, to: ArrayLike<number>): number {
  const cells = from.length;
  const cellOf = new Int32Array(256);
  for (let cell = 0; cell < cells; cell++) cellOf[to[cell]!] = cell;
  const visited = new Uint8Array(cells);
  let parity = 0;
  for (let cell = 0; cell < cells; cell++) {
    if (visited[cell]) continue;
    let length = 0;
    for (let at = cell; !visited[at]; at = cellOf[from[at]!]!) {
      visited[at] = 1;
      length++;
    }
    parity ^= (length - 1) & 1;
  }
  return parity;
}

/** n! / (k1! k2! …): the arrangements of tokens with repeats counted once. */
export function arrangements(codes: ArrayLike<number>): number {
  const counts = new Map<number, number>();
  let result = 1;
  for (let i = 0; i < codes.length; i++) {
    const seen = (counts.get(codes[i]!) ?? 0) + 1;
    counts.set(codes[i]!, seen);
    result = (result * (i + 1)) / seen;
  }
  return Math.round(result);
}
