import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LaneKernel } from '../../../../src/puzzles/rushhour/kernel/lane-kernel.js';
import { kernelTables, LaneCensus } from '../../../../src/puzzles/rushhour/lane-sets.js';
import { type LanePiece, ReachWithin } from '../../../../src/puzzles/rushhour/reach-within.js';
import { TrafficCensusBoard } from '../../../../src/puzzles/rushhour/traffic-census.js';
import { GroupClassifier } from '../../../../src/search/census.js';
import { MemoryLimitError } from '../../../../src/search/errors.js';

const folder = mkdtempSync(join(tmpdir(), 'slide-lane-kernel-'));
let module: Uint8Array;

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-kernel.mjs', 'src/puzzles/rushhour/kernel/assembly/classify.ts', join(folder, 'lane-kernel.wasm')], {
    stdio: 'ignore',
  });
  module = readFileSync(join(folder, 'lane-kernel.wasm'));
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Every group of the row signatures' sets (the first `limit` of each) as the classifier reports
 * it, and every layout's distance in each set (the minimal test reads them while groups are reported).
 */
function classification(lanes: LaneCensus, signatures: readonly number[], limit = Number.POSITIVE_INFINITY): string[] {
  const classifier = new GroupClassifier();
  const reports: string[] = [];
  for (const signature of signatures) {
    let sets = 0;
    for (const set of lanes.setsOf(signature).each()) {
      if (sets++ === limit) break;
      const indices = Array.from(set.indices!);
      let distancesRead = false;
      classifier.classify(set, {
        onGroup: (group, distances) => {
          reports.push(JSON.stringify(group));
          if (!distancesRead) reports.push(indices.map((index) => distances.distanceOf(index)).join());
          distancesRead = true;
        },
      });
    }
  }
  return reports;
}

describe('the compiled census classifier of Rush Hour lane sets (WebAssembly)', () => {
  it.each([
    { side: 4, walls: 0, signatures: null as number[] | null, label: '4×4 without walls, every set' },
    { side: 4, walls: 1, signatures: null, label: '4×4 with up to a wall, every set' },
    { side: 5, walls: 0, signatures: [0, 57, 140, 233], label: 'four 5×5 signatures' },
    { side: 6, walls: 0, signatures: [2, 1513], label: '6×6, first sets' },
  ])(
    'reports the groups, distances and hardest layouts of the JavaScript classifier: $label',
    ({ side, walls, signatures }) => {
      const board = new TrafficCensusBoard(side, side, side === 6 ? 2 : 1, walls);
      const compiled = new LaneCensus(board, module);
      expect(compiled.kernel).not.toBeNull();
      const chosen = signatures ?? compiled.rowSignatures.map((_, signature) => signature);
      // The 6×6 signatures' sets are many: their first hundred are compared.
      const sample = (lanes: LaneCensus) => classification(lanes, chosen, side === 6 ? 100 : Number.POSITIVE_INFINITY);
      const fromCompiled = sample(compiled);
      expect(fromCompiled.length).toBeGreaterThan(0);
      expect(fromCompiled).toEqual(sample(new LaneCensus(board)));
    },
    60_000,
  );

  it('refuses a set past the memory a thread may take, as the JavaScript classifier does', () => {
    const lanes = new LaneCensus(new TrafficCensusBoard(5, 5, 1, 0), module);
    const [set] = lanes.setsOf(57).each();
    expect(() => new GroupClassifier().classify(set!, { onGroup: () => {}, maxBytes: 1000 })).toThrow(MemoryLimitError);
    expect(() => new GroupClassifier().classify(set!, { onGroup: () => {}, maxBytes: 1000 })).toThrow(
      /^a set of [\d,]+ layouts, with 1,000 bytes a thread, needs/,
    );
  });

  it('leaves a set to the JavaScript classifier where its memory cannot grow, with the same groups', () => {
    const board = new TrafficCensusBoard(5, 5, 1, 0);
    const compiled = new LaneCensus(board, module);
    const kernel = compiled.kernel as unknown as { memory: { grow(pages: number): number } };
    kernel.memory.grow = () => {
      throw new RangeError('WebAssembly.Memory.grow(): Maximum memory size exceeded');
    };
    expect(classification(compiled, [57])).toEqual(classification(new LaneCensus(board), [57]));
  });

  it('stops with a group that throws and classifies the next set from a clean start', () => {
    const board = new TrafficCensusBoard(5, 5, 1, 0);
    const compiled = new LaneCensus(board, module);
    const [first] = compiled.setsOf(57).each();
    expect(() =>
      new GroupClassifier().classify(first!, {
        onGroup: () => {
          throw new Error('stopped');
        },
      }),
    ).toThrow('stopped');
    expect(classification(compiled, [57, 140])).toEqual(classification(new LaneCensus(board), [57, 140]));
  });

  describe('the reduced puzzles of the minimal test', () => {
    /**
     * Reduced puzzles of the signatures' first sets: the hardest layout of each group some moves
     * from its goals (and of some unsolvable groups, a layout), without each vehicle but the primary car.
     */
    function reducedPuzzles(lanes: LaneCensus, signatures: readonly number[]): { pieces: LanePiece[]; wallCells: number[] }[] {
      const puzzles: { pieces: LanePiece[]; wallCells: number[] }[] = [];
      const classifier = new GroupClassifier();
      for (const signature of signatures) {
        let sets = 0;
        for (const set of lanes.setsOf(signature).each()) {
          if (sets++ === 40) break;
          const positions: number[] = [];
          classifier.classify(set, { onGroup: (group) => group.hardest !== 0 && group.hardest !== 1 && positions.push(group.hardestLayout) });
          for (const position of positions.slice(0, 3)) {
            const primary = set.primaryVehicle();
            for (const vehicle of set.vehicleNumbers()) if (vehicle !== primary) puzzles.push(set.lanePieces(position, vehicle));
          }
        }
      }
      return puzzles;
    }

    it.each([
      { side: 5, walls: 1, signatures: [3, 80, 400], label: '5×5 with up to a wall' },
      { side: 6, walls: 0, signatures: [2, 1513], label: '6×6 without walls' },
    ])('are answered as ReachWithin answers them: $label', ({ side, walls, signatures }) => {
      const lanes = new LaneCensus(new TrafficCensusBoard(side, side, side === 6 ? 2 : 1, walls), module);
      const reach = new ReachWithin(side, side);
      const wrong: string[] = [];
      let yes = 0;
      let no = 0;
      for (const { pieces, wallCells } of reducedPuzzles(lanes, signatures)) {
        for (const moves of [1, 2, 4, 8, 16]) {
          const expected = reach.solves(pieces, wallCells, moves);
          if (lanes.kernel!.solves(pieces, wallCells, moves) !== expected) wrong.push(`${JSON.stringify(pieces)} ${wallCells} within ${moves}`);
          if (expected) yes++;
          else no++;
        }
      }
      expect(wrong).toEqual([]);
      expect(Math.min(yes, no)).toBeGreaterThan(20);
    });

    it('are left to ReachWithin where the search outgrows the table', () => {
      const lanes = new LaneCensus(new TrafficCensusBoard(6, 6, 2, 0));
      const small = new LaneKernel(module, kernelTables(lanes), 16);
      const reach = new ReachWithin(6, 6);
      let outgrown = 0;
      const wrong: string[] = [];
      for (const { pieces, wallCells } of reducedPuzzles(lanes, [1513])) {
        const answer = small.solves(pieces, wallCells, 12);
        if (answer === null) outgrown++;
        else if (answer !== reach.solves(pieces, wallCells, 12)) wrong.push(JSON.stringify(pieces));
      }
      expect(wrong).toEqual([]);
      expect(outgrown).toBeGreaterThan(0);
    });
  });
});
