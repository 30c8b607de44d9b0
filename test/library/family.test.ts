import { describe, expect, it } from 'vitest';
import { explore, InputError, registerFamily, searchFamily, solve, verify, type BoardView, type Definition, type Goal, type Puzzle } from '../../src/index.js';

/**
 * A family of the test's own, defined here and registered with one call: a counter on a line of
 * `length` cells that moves one cell left or right, from cell 0 to the last. Nothing outside
 * this file knows it.
 */
class Counter implements Puzzle {
  readonly title = 'A counter on a line';
  readonly family = 'counter';
  readonly aliases = [];
  readonly metric = 'step';
  readonly metrics = ['step'];
  readonly defaultStart = 0;
  readonly defaultGoal: Goal;
  readonly reachableCount: number;
  readonly space;

  constructor(
    readonly name: string,
    private readonly length: number,
  ) {
    this.defaultGoal = this.goalAt(length - 1);
    this.reachableCount = length;
    this.space = {
      maxBranching: 2,
      successors: (state: number, out: Float64Array) => {
        let count = 0;
        if (state > 0) out[count++] = state - 1;
        if (state < length - 1) out[count++] = state + 1;
        return count;
      },
    };
  }

  withMetric(metric: string): Puzzle {
    if (metric !== 'step') throw new InputError(`no metric ${metric}`, undefined, 'metric');
    return this;
  }
  parseState(text: string, role: string): number {
    const cell = Number(text);
    if (!Number.isInteger(cell) || cell < 0 || cell >= this.length) throw new InputError(`expected a cell from 0 to ${this.length - 1}`, undefined, role);
    return cell;
  }
  formatState(state: number): string {
    return String(state);
  }
  goalAt(state: number): Goal {
    return { state, test: (at) => at === state, description: String(state) };
  }
  reachable(): boolean {
    return true;
  }
  heuristic(goal: Goal) {
    return { name: 'distance', estimate: (state: number) => Math.abs(state - goal.state!) };
  }
  describeMove(from: number, to: number): string {
    return to > from ? 'r' : 'l';
  }
  view(state: number): BoardView {
    return {
      kind: 'grid',
      rows: 1,
      cols: this.length,
      tokens: Array.from({ length: this.length }, (_, cell) => (cell === state ? '1' : '0')),
      glyphs: Array.from({ length: this.length }, (_, cell) => (cell === state ? '*' : '')),
    };
  }
  cellNumbering(): BoardView {
    return this.view(-1);
  }
}

const counterOf = (definition: Definition) => new Counter(String(definition.data.name), Number(definition.data.length));

describe('a family of the caller’s own', () => {
  registerFamily(searchFamily('counter', counterOf));
  const line = { family: 'counter', name: 'line', length: 8 };

  it('solves, explores and replays through the library with the generic searches and no other registration', async () => {
    for (const algorithm of ['bfs', 'bi', 'id', 'ida', 'astar'] as const) {
      const solution = await solve({ puzzle: line, algorithm });
      expect([solution.length, [...solution.moves].join(''), solution.path]).toEqual([7, 'rrrrrrr', ['0', '1', '2', '3', '4', '5', '6', '7']]);
    }
    expect(await explore({ puzzle: line })).toMatchObject({ depth: 7, total: 8, antipodes: ['0'] });
    expect(await verify({ puzzle: line, start: '3', moves: 'rrrr' })).toMatchObject({ legal: true, solved: true, length: 4 });
  });

  it('takes only the fields its record lists, and cannot be registered twice', async () => {
    await expect(solve({ puzzle: line, disks: 3 })).rejects.toMatchObject({ constructor: InputError, field: 'disks' });
    expect(() => registerFamily(searchFamily('counter', counterOf))).toThrow(/registered already/);
  });
});
