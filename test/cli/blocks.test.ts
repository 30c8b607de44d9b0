import { describe, expect, it } from 'vitest';
import { expectGolden, slide } from './run-cli.js';

describe('block puzzles through the CLI', () => {
  it('solves hakoiri in 81 moves, JSON per the contract with a null goal (golden)', () => {
    const run = slide(['solve', 'klotski', '--format', 'json']);
    expect(run.status).toBe(0);
    expectGolden('solve-hakoiri.json', run.stdout);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ puzzle: 'hakoiri', metric: 'piece', goal: null, length: 81, start: 'MLLM/MLLM/MNNM/MOOM/O..O' });
    expect(json.path).toHaveLength(82);
  });

  it('draws NO-OFF with its bulb, and names moves by piece and direction (golden)', () => {
    const run = slide(['solve', 'noooff']);
    expect(run.status).toBe(0);
    expectGolden('solve-nooff.txt', run.stdout);
    const moves = slide(['solve', 'nooff', '--start', 'b', '--format', 'moves']).stdout.trim().split('\n');
    expect(moves).toHaveLength(56);
    expect(moves[0]).toMatch(/^(L|[NOF]( at row \d col \d:)?) (up|down|left|right)$/);
  });

  it('max nooff lists the three hardest positions (golden)', () => {
    const run = slide(['max', 'nooff', '--format', 'json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ depth: 56, total: 540, antipodes: ['FNLL/OOF.', 'NOLL/FOF.', 'OFLL/NOF.'] });
    expectGolden('max-nooff.txt', slide(['max', 'nooff']).stdout);
  });

  it('max hakoiri runs from the start, since the goal is a condition', () => {
    const json = JSON.parse(slide(['max', 'hakoiri', '--format', 'json']).stdout);
    expect(json).toMatchObject({ from: 'MLLM/MLLM/MNNM/MOOM/O..O', depth: 124, total: 25955 });
  });

  it('--metric switches how moves are counted', () => {
    expect(JSON.parse(slide(['solve', 'dad', '--metric', 'line', '--format', 'json']).stdout).length).toBe(62);
    expect(JSON.parse(slide(['solve', 'dad', '--metric', 'step', '--format', 'json']).stdout).length).toBe(83);
  });

  it.each(['bfs', 'bi', 'id', 'ida', 'astar'])('recognises an unreachable NO-OFF start with %s (exit 1), never deepening for ever', (algorithm) => {
    // The 1,080 NO-OFF layouts fall into two components of 540; this start is in the other one.
    const run = slide(['solve', 'nooff', '--start', 'NOOF/LLF.', '--algo', algorithm]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('slide: no solution: NOOF/LLF. cannot reach LLNO/OFF.\n');
  });

  it.each([
    [['solve', 'hakoiri', '--metric', 'hop'], 'slide: --metric: hop is not a metric of hakoiri (metrics: step, line, piece)\n'],
    [['solve', '8puzzle', '--metric', 'line'], 'slide: --metric: 8puzzle has only the step metric\n'],
    [['solve', 'hakoiri', '--algo', 'bi'], 'slide: --algo: bidirectional search needs a single goal state; this goal is a condition (use bfs or astar)\n'],
    [['solve', 'hakoiri', '--start', 'MLLM/MLLM/MNNM/OOOM/O..O'], 'slide: --start: row 2, column 0: the cells of "M" do not split into pieces of its shape\n'],
    [['solve', 'nooff', '--start', 'LLNN/OFF.'], 'slide: --start: has 2 pieces of kind "N" where the puzzle has 1\n'],
  ])('%j exits 2', (args, message) => {
    const run = slide(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(message);
  });
});
