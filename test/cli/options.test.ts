import { describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';

describe('consistent options', () => {
  it('short flags read as their long forms', () => {
    const long = slide(['solve', '8puzzle', '--start', '123456708', '--goal', '123456780', '--algo', 'astar', '--format', 'json']);
    const short = slide(['solve', '8puzzle', '-s', '123456708', '-g', '123456780', '-a', 'astar', '-f', 'json']);
    expect(short).toEqual(long);
    expect(JSON.parse(short.stdout)).toMatchObject({ algorithm: 'astar', length: 1 });
    expect(slide(['solve', 'hakoiri', '-m', 'step', '-f', 'json']).stdout).toContain('"metric":"step"');
  });

  it('--start everywhere: max --from and show --state still work as its old names', () => {
    expect(slide(['max', '6puzzle', '--from', '4651320', '-f', 'json'])).toEqual(slide(['max', '6puzzle', '--start', '4651320', '-f', 'json']));
    expect(slide(['show', 'nooff', '--state', 'b'])).toEqual(slide(['show', 'nooff', '-s', 'b']));
    expect(slide(['max', '--help']).stdout).not.toContain('--from');
  });

  it('--start - reads the one start from standard input', () => {
    const run = slide(['solve', '8puzzle', '--start', '-', '-f', 'moves'], {}, 30_000, '# the hardest\n867254301\n');
    expect(run.stdout).toBe(slide(['solve', '8puzzle', '-f', 'moves']).stdout);
    expect(slide(['solve', '8puzzle', '--start', '-'], {}, 30_000, '123456780\n123456708\n')).toMatchObject({
      status: 2,
      stderr: 'slide: --start: standard input holds 2 starts; give one (or use --starts - for many)\n',
    });
  });

  it('--starts works for any puzzle with starts, not only tile boards', () => {
    const run = slide(['solve', '8puzzle', '--starts', '-', '-f', 'moves'], {}, 30_000, '123456708\n123456780\n');
    expect(run).toMatchObject({ status: 0, stdout: 'r\n\n' }); // the blank moves right; the goal itself takes no move
  });

  it.each([
    [['solve', 'queens', '--start', '123'], 'slide: --start: does not apply to queens (a queens puzzle)\n'],
    [['solve', 'queens', '--algo', 'bfs'], 'slide: --algo: does not apply to queens (a queens puzzle)\n'],
    [['solve', 'queens', '--max-states', '1'], 'slide: --max-states: does not apply to queens (a queens puzzle)\n'],
    [['solve', 'hanoi', '--heuristic', 'pdb'], 'slide: --heuristic: does not apply to hanoi (a hanoi puzzle)\n'],
    [['solve', 'hanoi', '--partition', '7-8'], 'slide: --partition: does not apply to hanoi (a hanoi puzzle)\n'],
    [['max', 'nooff', '--disks', '3'], 'slide: --disks: does not apply to nooff (a blocks puzzle)\n'],
    [['solve', '8puzzle', '--count'], 'slide: counting moves without listing them applies to hanoi, not to 8puzzle\n'],
    [['max', 'queens'], 'slide: queens has no positions to explore or draw (a queens puzzle)\n'],
  ])('an option that does not apply is exit 2 naming it: %j', (args, message) => {
    expect(slide(args)).toMatchObject({ status: 2, stdout: '', stderr: message });
  });

  it('every command shows --no-color and --quiet where it draws progress', () => {
    for (const command of ['solve', 'max', 'count', 'random', 'prepare', 'list', 'show']) {
      expect(slide([command, '--help']).stdout, command).toContain('--no-color');
    }
    expect(slide(['solve', '--help']).stdout).toContain('-q, --quiet');
    expect(slide(['solve', '--help']).stdout).toContain('default: 50,000,000');
  });
});
