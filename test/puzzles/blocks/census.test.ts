import { describe, expect, it } from 'vitest';
import { census, explore, solve, verify } from '../../../src/index.js';
import type { CensusGroup } from '../../../src/index.js';
import { pieceSets, blocksCensusSpec } from '../../../src/puzzles/blocks/census.js';

/**
 * An independent model of the 3×3 census (puzzles/census/box3x3.json): boards as strings, pieces
 * as lists of cells, a move as any walk of one piece through empty cells. Nothing of slide's
 * block engine is used.
 */
const SIDE = 3;
const SHAPES: Record<string, number[][]> = {
  A: [
    [0, 0],
    [0, 1],
  ],
  B: [
    [0, 0],
    [1, 0],
  ],
  C: [[0, 0]],
};
const GOAL = 'AA';

function cellsOf(letter: string, anchor: number): number[] | null {
  const row = Math.floor(anchor / SIDE);
  const col = anchor % SIDE;
  const cells = SHAPES[letter]!.map(([dr, dc]) => [row + dr!, col + dc!]);
  if (cells.some(([r, c]) => r! >= SIDE || c! >= SIDE)) return null;
  return cells.map(([r, c]) => r! * SIDE + c!);
}

/** Every board with one A, any B and C, and at least one empty cell. */
function allBoards(): string[] {
  const boards: string[] = [];
  const board: string[] = Array(SIDE * SIDE).fill('');
  const fill = (cell: number, usedA: boolean): void => {
    while (cell < board.length && board[cell] !== '') cell++;
    if (cell === board.length) {
      if (usedA && board.includes('.')) boards.push(board.join(''));
      return;
    }
    for (const letter of ['.', 'A', 'B', 'C']) {
      if (letter === 'A' && usedA) continue;
      const cells = letter === '.' ? [cell] : cellsOf(letter, cell);
      if (!cells || cells.some((c) => board[c] !== '')) continue;
      for (const c of cells) board[c] = letter;
      fill(cell + 1, usedA || letter === 'A');
      for (const c of cells) board[c] = '';
    }
  };
  fill(0, false);
  return boards;
}

/** The pieces of a board as [letter, cells]: read in row-major order, each piece from its first cell. */
function piecesOf(board: string): Array<[string, number[]]> {
  const taken = new Set<number>();
  const pieces: Array<[string, number[]]> = [];
  for (let cell = 0; cell < board.length; cell++) {
    const letter = board[cell]!;
    if (letter === '.' || taken.has(cell)) continue;
    const cells = cellsOf(letter, cell)!;
    for (const c of cells) taken.add(c);
    pieces.push([letter, cells]);
  }
  return pieces;
}

/** Boards one move away: one piece walked any distance through empty cells. */
function neighbours(board: string): string[] {
  const found = new Set<string>();
  for (const [letter, cells] of piecesOf(board)) {
    const without = [...board];
    for (const c of cells) without[c] = '.';
    const start = cells[0]!;
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const anchor = queue.shift()!;
      const row = Math.floor(anchor / SIDE);
      const col = anchor % SIDE;
      for (const [r, c] of [
        [row - 1, col],
        [row + 1, col],
        [row, col - 1],
        [row, col + 1],
      ]) {
        if (r! < 0 || c! < 0 || r! >= SIDE || c! >= SIDE) continue;
        const next = r! * SIDE + c!;
        const moved = cellsOf(letter, next);
        if (seen.has(next) || !moved || moved.some((m) => without[m] !== '.')) continue;
        seen.add(next);
        queue.push(next);
        const after = [...without];
        for (const m of moved) after[m] = letter;
        found.add(after.join(''));
      }
    }
  }
  return [...found];
}

interface ModelGroup {
  size: number;
  hardest: number | null;
  distance: Map<string, number>;
}

function modelGroups(): ModelGroup[] {
  const seen = new Set<string>();
  const groups: ModelGroup[] = [];
  for (const board of allBoards()) {
    if (seen.has(board)) continue;
    const members = [board];
    seen.add(board);
    for (let i = 0; i < members.length; i++) {
      for (const next of neighbours(members[i]!)) {
        if (!seen.has(next)) {
          seen.add(next);
          members.push(next);
        }
      }
    }
    const distance = new Map<string, number>();
    const queue = members.filter((member) => member.slice(SIDE * SIDE - 2) === GOAL);
    for (const goal of queue) distance.set(goal, 0);
    for (let i = 0; i < queue.length; i++) {
      for (const next of neighbours(queue[i]!)) {
        if (!distance.has(next)) {
          distance.set(next, distance.get(queue[i]!)! + 1);
          queue.push(next);
        }
      }
    }
    groups.push({ size: members.length, hardest: queue.length === 0 ? null : Math.max(...distance.values()), distance });
  }
  return groups;
}

const boardOf = (layout: string) => layout.replaceAll('/', '');

describe('slide census: every layout of a box, in groups', () => {
  it('splits the 3×3 box into the groups an independent search finds, with the same hardest distances', async () => {
    const model = modelGroups();
    const groups: CensusGroup[] = [];
    const result = await census({ puzzle: 'box3x3', onGroup: (group) => groups.push(group) });
    expect(result.layouts).toBe(allBoards().length);
    expect(result.layouts).toBe(1530);
    expect(result.groups).toBe(model.length);
    expect(result.groups).toBe(73);
    const sizes = (list: Array<{ size: number; hardest: number | null }>) => list.map(({ size, hardest }) => `${size}:${hardest}`).sort();
    expect(sizes(groups)).toEqual(sizes(model));
    expect(result.solvableGroups).toBe(model.filter((group) => group.hardest !== null).length);
    expect(result.largest!.size).toBe(Math.max(...model.map((group) => group.size)));
    expect(result.top[0]!.hardest).toBe(11);
    // Each group's hardest layout is as far from a goal as the model says, in a group of that size.
    for (const group of groups.filter((candidate) => candidate.hardest !== null)) {
      const home = model.find((candidate) => candidate.distance.has(boardOf(group.hardestLayout!)))!;
      expect(home.size).toBe(group.size);
      expect(home.distance.get(boardOf(group.hardestLayout!))).toBe(group.hardest);
    }
  });

  it('lists the hardest groups first and counts groups by their hardest distance', async () => {
    const groups: CensusGroup[] = [];
    const result = await census({ puzzle: 'box3x3', top: 4, onGroup: (group) => groups.push(group) });
    expect(result.top.map((group) => group.hardest)).toEqual([11, 9, 9, 8]);
    const histogram: number[] = [];
    for (const { hardest } of groups) if (hardest !== null) histogram[hardest] = (histogram[hardest] ?? 0) + 1;
    expect(result.hardestHistogram).toEqual(Array.from(histogram, (count) => count ?? 0));
  });

  it('agrees with max and solve: a group is what max reaches from its first layout, its hardest layout solves in its hardest distance', async () => {
    const result = await census({ puzzle: 'box3x3', top: 3 });
    for (const group of result.top) {
      const definition = {
        family: 'blocks',
        name: 'sample',
        title: 'a census group',
        kinds: { A: { shape: ['##'] }, B: { shape: ['#', '#'] }, C: { shape: ['#'] } },
        start: group.first,
        goal: { piece: 'A', row: 2, col: 1 },
      };
      expect((await explore({ puzzle: definition })).total).toBe(group.size);
      const solution = await solve({ puzzle: definition, start: group.hardestLayout! });
      expect(solution.length).toBe(group.hardest);
      const replay = await verify({ puzzle: definition, start: group.hardestLayout!, moves: [...solution.moves], optimal: true });
      expect([replay.legal, replay.solved, replay.shortest]).toEqual([true, true, group.hardest]);
    }
  });

  it('reports every layout with its distance, -1 in groups without a goal', async () => {
    const model = modelGroups();
    const distances = new Map<string, number>();
    await census({ puzzle: 'box3x3', onDistance: (layout, distance) => distances.set(boardOf(layout), distance) });
    expect(distances.size).toBe(1530);
    for (const group of model) {
      for (const [board, distance] of group.distance) expect(distances.get(board)).toBe(distance);
    }
    expect([...distances.values()].filter((distance) => distance === -1).length).toBe(1530 - 1188);
  });

  it('chooses every piece set the counts allow', () => {
    const spec = blocksCensusSpec(
      {
        family: 'blocks',
        name: 'two',
        title: 'a 2×2 box',
        census: ['..', '..'],
        kinds: { A: { shape: ['#'], count: 1 }, B: { shape: ['#'], count: { min: 0, max: 2 } } },
        minEmpty: 1,
        goal: { piece: 'A', row: 1, col: 1 },
      },
      '(test)',
    );
    expect(pieceSets(spec).map((counts) => [...counts])).toEqual([
      [3, 1, 0],
      [2, 1, 1],
      [1, 1, 2],
    ]);
  });

  it('refuses a box of more than 31 cells, naming the field', async () => {
    const spec = {
      family: 'blocks',
      name: 'wide',
      title: 'wide',
      census: ['........', '........', '........', '........'],
      kinds: { A: { shape: ['#'], count: 1 } },
      goal: { piece: 'A', row: 0, col: 0 },
    };
    await expect(census({ puzzle: spec })).rejects.toThrow(/census: a box of 32 cells; a census box has at most 31/);
  });

  it('refuses a goal piece that is not exactly one, naming the field', async () => {
    const spec = {
      family: 'blocks',
      name: 'bad',
      title: 'bad',
      census: ['..', '..'],
      kinds: { A: { shape: ['#'], count: { min: 0 } } },
      goal: { piece: 'A', row: 1, col: 1 },
    };
    await expect(census({ puzzle: spec })).rejects.toThrow(/goal\.piece.*exactly one/);
  });
});
