import { chmodSync, closeSync, cpSync, mkdirSync, openSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';
import { prepareInterruptedBy } from './interrupted-prepare.js';
import { BINARY, slide } from './run-cli.js';

const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'slide-hostile-'));
  onTestFinished(() => rmSync(path, { recursive: true, force: true }));
  return path;
};

/** Exit 2 with one `slide:` line naming what is wrong (and perhaps a hint), nothing on stdout, no internal error. */
function expectUsageError(args: string[], pattern: RegExp, env: Record<string, string> = {}): void {
  const run = slide(args, env, 30_000);
  expect(run.status, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(pattern);
  expect(run.stderr).not.toMatch(/internal error/);
  expect(run.stderr.trim().split('\n').length).toBeLessThanOrEqual(2);
}

describe('bad input is exit 2, never an internal error', () => {
  it.each(['-1', 'abc', '1e30', '99999999999999999999', '', '4294967297'])('random --seed %j', (seed) => {
    expectUsageError(
      ['random', '15puzzle', '--seed', seed],
      /^slide: option '--seed <n>' argument .* is invalid\. expected a whole number from 0 to 4294967295/,
    );
  });

  it.each([
    [['solve', 'nooff', '--start', '__proto__']],
    [['solve', 'nooff', '--start', 'constructor']],
    [['solve', 'nooff', '--goal', '__proto__']],
    [['show', 'nooff', '--state', 'constructor']],
    [['max', 'nooff', '--from', '__proto__']],
    [['solve', 'hakoiri', '--start', '__proto__']],
  ])('prototype keys are not named starts: %j', (args) => {
    expectUsageError(args, /^slide: --(start|goal): /);
  });

  it('a block box of more than 1,024 cells (32×32) names the file and the field', () => {
    const file = join(folder(), 'big.json');
    const row = `O${'.'.repeat(32)}`;
    writeFileSync(
      file,
      JSON.stringify({
        family: 'blocks',
        name: 'big',
        title: 'Big',
        kinds: { O: { shape: ['#'] } },
        start: new Array(32).fill(row).join('/'),
        goal: { piece: 'O', row: 3, col: 7 },
      }),
    );
    expectUsageError(['solve', file], /^slide: .*big\.json: start: a box of 1056 cells; at most 1024 \(32×32\) are supported/);
  });

  it('a tile file whose start repeats a tile names the file and the field', () => {
    const file = join(folder(), 'tiles.json');
    writeFileSync(file, JSON.stringify({ family: 'tiles', name: 't', title: 'T', rows: 2, cols: 3, start: '1 2 3 4 5 5' }));
    expectUsageError(['solve', file], /^slide: .*tiles\.json: start: has 2 × "5"/);
  });

  it('a definition that is not a regular file, or too large, is refused unread', () => {
    expectUsageError(['solve', '/dev/zero'], /^slide: \/dev\/zero: cannot read the file \(not a regular file\)$/m);
    const file = join(folder(), 'huge.json');
    writeFileSync(file, `{"pad":"${'x'.repeat(2 ** 20)}"}`);
    expectUsageError(['solve', file], /definitions are at most 1 MB/);
  });

  it('a JSON file starting with a byte-order mark is read', () => {
    const file = join(folder(), 'bom.json');
    writeFileSync(file, `\uFEFF${JSON.stringify({ family: 'tiles', name: 'bom', title: 'BOM', rows: 2, cols: 3, start: '1 2 3 4 0 5' })}`);
    expect(slide(['solve', file, '--format', 'moves'])).toMatchObject({ status: 0, stdout: 'r\n' });
  });

  it('a file that is not JSON is one line naming where it goes wrong, none of its content quoted', () => {
    const file = join(folder(), 'text.json');
    writeFileSync(file, '{"a": 1,\n "b": secret}\n');
    expectUsageError(['solve', file], /^slide: .*text\.json: not valid JSON at line 2, column 7 \(invalid symbol\)\n$/);
    expect(slide(['census', '/proc/self/environ']).stderr).toMatch(/^slide: \/proc\/self\/environ: not valid JSON at line 1, column 1 \(invalid symbol\)\n$/);
    const deep = join(folder(), 'deep.json');
    writeFileSync(deep, '['.repeat(1_000_000));
    expectUsageError(['solve', deep], /^slide: .*deep\.json: not valid JSON\n$/);
  });

  it('a family nested deeper than the stack is named by its kind, not written out', () => {
    const file = join(folder(), 'nested.json');
    writeFileSync(file, `{"family":${'['.repeat(500_000)}${']'.repeat(500_000)}}`);
    expectUsageError(['solve', file], /^slide: .*nested\.json: family: expected one of .*, got a list\n$/);
  });

  it('echoed input is cut to 80 characters and its control characters escaped', () => {
    const run = slide(['solve', `${'a'.repeat(120_000)}`]);
    expect(run.stderr.split('\n')[0]!.length).toBeLessThan(120);
    const red = slide(['solve', 'a\u001b[31mred']);
    expect(red.stderr).toContain("unknown puzzle 'a\\x1b[31mred'");
    expect(red.stderr).not.toContain('\u001b');
  });

  it('sizes past what is produced are refused: a billion queens, a million discs', () => {
    expectUsageError(['solve', 'queens', '--size', '1000000000', '--format', 'moves'], /^slide: --size: boards go up to 1,000,000/);
    expectUsageError(['solve', 'hanoi', '--disks', '1000000', '--count'], /^slide: --disks: 1000000 discs; choose 1 to 10,000/);
    expect(slide(['solve', 'hanoi', '--disks', '10000', '--count']).stdout).toHaveLength(3012); // 2^10000 − 1 has 3,011 digits
  });

  it('max refuses at once where the positions are known to exceed what may be stored (no gigabytes allocated first)', () => {
    expectUsageError(['max', 'hanoi', '--disks', '16', '--pegs', '4', '--max-states', '1000'], /^slide: --max-states: hanoi has 4,294,967,296 positions/);
    expectUsageError(['max', '15puzzle'], /^slide: --max-states: 15puzzle has 10,461,394,944,000 positions/);
  });

  it('show draws Hanoi of any size without the search’s limits', () => {
    expect(slide(['show', 'hanoi', '--disks', '200']).status).toBe(0);
  });

  it('a huge $COLUMNS is clamped: output stays the size it is at 1,000 columns', () => {
    const wide = slide(['max', 'nooff'], { COLUMNS: '1000' }).stdout;
    expect(slide(['max', 'nooff'], { COLUMNS: '99999999999' }).stdout).toBe(wide);
    expect(slide(['max', 'nooff'], { COLUMNS: '1e9' }).stdout).toBe(wide);
  });

  it('prepare 3x3 is refused, as its help says (the 8-puzzle is a graph puzzle)', () => {
    expectUsageError(['prepare', '3x3'], /^slide: pattern databases are for tile boards, not for 8puzzle/);
    expect(slide(['prepare', '--help']).stdout).not.toContain('3x3');
  });
});

describe('output, caches and signals', () => {
  it('a full disk on stdout is exit 74 with one line; a full stderr still exits 2 for bad input', () => {
    for (const args of [['solve', '8puzzle', '--format', 'moves'], ['list']]) {
      const run = spawnSyncTo('/dev/full', args);
      expect([run.status, run.stderr]).toEqual([74, 'slide: cannot write the output (ENOSPC)\n']);
    }
    expect(spawnSyncTo(null, ['solve', 'foo'], '/dev/full').status).toBe(2);
  });

  it('a cache entry that is a folder is reported (exit 2) and leaves no temporary file', () => {
    const cache = folder();
    mkdirSync(join(cache, 'pdb-2x4-1-2-5-6.bin'));
    expectUsageError(['prepare', '2x4', '--cache-dir', cache], /^slide: --cache-dir: .*pdb-2x4-1-2-5-6\.bin is not a regular file\n$/);
    expect(readdirSync(cache).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('a cache entry linked to /dev/zero is rebuilt, not read', () => {
    const cache = folder();
    expect(slide(['prepare', '2x4', '--cache-dir', cache]).status).toBe(0);
    const file = join(cache, 'pdb-2x4-1-2-5-6.bin');
    rmSync(file);
    symlinkSync('/dev/zero', file);
    const run = slide(['solve', '2x4', '--start', '07214365', '--algo', 'ida', '--cache-dir', cache, '--format', 'moves']);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('is damaged or outdated; rebuilding it');
  });

  it('a damaged database in a read-only cache warns and falls back to linear conflict', () => {
    if (process.getuid?.() === 0) return; // root writes anywhere: nothing is read-only to it
    const cache = folder();
    expect(slide(['prepare', '2x4', '--cache-dir', cache]).status).toBe(0);
    writeFileSync(join(cache, 'pdb-2x4-1-2-5-6.bin'), 'damaged');
    chmodSync(cache, 0o555);
    onTestFinished(() => chmodSync(cache, 0o755));
    const run = slide(['solve', '2x4', '--start', '07214365', '--algo', 'ida', '--cache-dir', cache, '--stats', '--format', 'moves']);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/cannot be rebuilt .*; using linear-conflict/);
  });

  it('SIGINT during prepare ends with 130 and leaves no partial file', async () => {
    const cache = folder();
    expect(await prepareInterruptedBy('SIGINT', cache)).toEqual({ status: 130, left: [] });
  });
});

/** Runs slide with stdout (or stderr) sent to a file such as /dev/full. */
function spawnSyncTo(stdoutFile: string | null, args: string[], stderrFile?: string) {
  const out = stdoutFile ? openSync(stdoutFile, 'w') : 'pipe';
  const err = stderrFile ? openSync(stderrFile, 'w') : 'pipe';
  try {
    const run = spawnSync(process.execPath, [BINARY, ...args], { stdio: ['ignore', out, err], encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    return { status: run.status, stderr: run.stderr ?? '' };
  } finally {
    if (typeof out === 'number') closeSync(out);
    if (typeof err === 'number') closeSync(err);
  }
}

describe('worker threads', () => {
  it('never start more than the cores, so a 4 GB address-space limit does not abort the process', () => {
    const run = spawnSync('bash', ['-c', `ulimit -v 4000000 && exec "${process.execPath}" "${BINARY}" count queens --size 12 --threads 16`], {
      encoding: 'utf8',
    });
    expect([run.status, run.stdout]).toEqual([0, 'queens 12×12: 14200 solutions\n']);
  });
});

describe('folders the system will not make', () => {
  // Under /proc, mkdir answers ENOENT below a parent that exists: Node's recursive mkdir then loops for ever.
  it.each([
    [
      ['count', 'queens', '--size', '8', '-f', 'json', '--shard', '1/2', '--parts', '/proc/slide-parts'],
      /^slide: --parts: cannot write to \/proc\/slide-parts \(ENOENT\)\n$/,
    ],
    [['max', '2x3', '--checkpoint', '/proc/slide-checkpoint'], /^slide: --checkpoint: cannot write the checkpoint in \/proc\/slide-checkpoint \(ENOENT\)\n$/],
    [
      ['solve', '15puzzle', '--heuristic', 'manhattan', '--checkpoint', '/proc/slide-checkpoint'],
      /^slide: --checkpoint: cannot make the checkpoint folder \/proc\/slide-checkpoint \(ENOENT\)\n$/,
    ],
    [['prepare', '2x4', '--cache-dir', '/proc/slide-cache/a'], /^slide: --cache-dir: cannot write pattern databases to \/proc\/slide-cache\/a \(ENOENT\)\n$/],
    [['census', 'box3x3', '--db', '/proc/slide-db/box.sqlite'], /^slide: --db: cannot write \/proc\/slide-db\/box\.sqlite \(ENOENT\)\n$/],
  ])('%j is refused at once (exit 2), not a hang', (args, message) => {
    const run = slide(args, {}, 20_000);
    expect([run.status, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toMatch(message);
  });
});

describe('a census database written to a device', () => {
  // A file renamed over /dev/full would replace the device: a device is written to, and its refusal reported.
  it('--db /dev/full says the disk is full (exit 2) and leaves the device a device; --db /dev/null takes it all', () => {
    expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
    expect(slide(['census', 'box3x3', '--db', '/dev/full', '-q'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'slide: --db: cannot write /dev/full (ENOSPC)\n',
    });
    expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
    expect(slide(['census', 'box3x3', '--db', '/dev/null', '-q', '-f', 'json'])).toMatchObject({
      status: 0,
      stdout: expect.stringContaining('"layouts":1530'),
    });
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });
});

describe('an installation without its data', () => {
  it('dist/ copied without puzzles/ names the missing folder (exit 70); a user’s own file and a board size still solve', () => {
    const copy = folder();
    cpSync(dirname(BINARY), join(copy, 'dist', 'cli'), { recursive: true });
    const run = (args: string[]) => spawnSync(process.execPath, [join(copy, 'dist', 'cli', 'slide.cjs'), ...args], { encoding: 'utf8' });
    for (const args of [['census', 'rushhour-4x4'], ['solve', 'gnome-solomon'], ['list']]) {
      const missing = run(args);
      expect([missing.status, missing.stdout]).toEqual([70, '']);
      expect(missing.stderr.split('\n')).toEqual([
        expect.stringMatching(/^slide: the puzzle data slide ships with is missing: no folder \/.*\/puzzles(\/census)?$/),
        "slide's puzzles/ folder belongs beside its dist/ folder: install slide again",
        '',
      ]);
    }
    const ownFile = join(copy, 'mine.json');
    cpSync(join(dirname(BINARY), '..', '..', 'puzzles', '8puzzle.json'), ownFile);
    expect(run(['solve', ownFile, '--start', '123456708', '-f', 'json'])).toMatchObject({ status: 0, stdout: expect.stringContaining('"length":1') });
    expect(run(['solve', '2x3', '--start', '123405', '-f', 'json'])).toMatchObject({ status: 0, stdout: expect.stringContaining('"length":1') });
  });
});

describe('replays, checkpoints and merges', () => {
  it('--checkpoint is refused where there is no dense search, and a file is no checkpoint folder (nor a path below one)', () => {
    expect(slide(['max', 'nooff', '--checkpoint', 'somewhere'])).toMatchObject({
      status: 2,
      stderr:
        "slide: --checkpoint: applies to the dense searches (the tiles family's boards up to 14 cells, such as 3x4, and Hanoi), not to nooff (blocks family)\n",
    });
    expect(slide(['max', '2x4', '--checkpoint', '/dev/null'])).toMatchObject({
      status: 2,
      stderr: 'slide: --checkpoint: cannot read the checkpoint folder /dev/null (ENOTDIR)\n',
    });
    // A census saves its first checkpoint before any piece set: the folder is refused before the work.
    for (const folder of ['/dev/null', '/dev/null/below']) {
      expect(slide(['census', 'rushhour-6x6', '--checkpoint', folder], {}, 20_000)).toMatchObject({
        status: 2,
        stdout: '',
        stderr: `slide: --checkpoint: cannot write the checkpoint in ${folder} (ENOTDIR)\n`,
      });
    }
  });

  it("a level's checkpoint file that is /dev/zero is damaged, not read without end", () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-zero-checkpoint-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    mkdirSync(join(folder, 'level-000005'));
    symlinkSync('/dev/zero', join(folder, 'level-000005', 'checkpoint.json'));
    expect(slide(['max', '2x4', '--checkpoint', folder])).toMatchObject({
      status: 2,
      stderr: `slide: --checkpoint: the checkpoint in ${join(folder, 'level-000005')} is damaged (not a regular file)\nremove the folder to start afresh\n`,
    });
  });

  it('--memory and --shard take only what they say', () => {
    for (const memory of ['0', '-1', 'lots', '1e999', '12Q']) expect(slide(['max', '2x4', '--memory', memory]).status).toBe(2);
    for (const shard of ['0/3', '4/3', '1/0', 'a/b', '1/3/5', '__proto__']) expect(slide(['count', 'queens', '--shard', shard]).status).toBe(2);
  });

  it('slide merge reads at most what a parts file may hold, and only counts', () => {
    expect(slide(['merge', '/dev/zero']).status).toBe(2);
    expect(slide(['merge'], {}, 10_000, '{"__proto__":{"shard":1},"puzzle":"queens"}\n')).toMatchObject({ status: 2 });
    expect(slide(['merge'], {}, 10_000, '')).toMatchObject({
      status: 2,
      stderr: 'slide: merge: nothing to merge: give the parts `count --shard K/N -f json` printed\n',
    });
  });
});
