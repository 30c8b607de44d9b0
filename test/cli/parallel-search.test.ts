import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { korfTaylorInstances } from '../../bench/korf100.js';
import { slide } from './run-cli.js';

const BINARY = fileURLToPath(new URL('../../dist/cli/slide.cjs', import.meta.url));

describe('IDA* on worker threads (solve --threads)', () => {
  it('ends at Ctrl-C as interrupted (SIGINT, which shells show as 130), nothing on stdout and no stack trace', async () => {
    const hard = korfTaylorInstances()[0]!.tiles.join(' ');
    const child = spawn(process.execPath, [BINARY, 'solve', '24puzzle', '--start', hard, '--heuristic', 'manhattan', '--threads', '2'], {
      env: { PATH: process.env.PATH ?? '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.kill('SIGINT');
    const code = await new Promise((resolve) => child.on('close', (status, signal) => resolve(status ?? signal)));
    expect(stdout).toBe('');
    expect([130, 'SIGINT']).toContain(code);
    expect(stderr).not.toMatch(/at .*\.c?js|internal error/);
  });

  it('is refused for searches it does not apply to, naming the option', () => {
    const refused = slide(['solve', '8puzzle', '--algo', 'bi', '--threads', '2']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^slide: --threads: does not apply to 8puzzle/);
    const ordered = slide(['solve', '4x4', '--algo', 'astar', '--round-order', 'depth-first']);
    expect([ordered.status, ordered.stderr]).toEqual([2, 'slide: --round-order: applies to IDA* (the algorithm ida, the default past 3×3), not to astar\n']);
  });
});

describe('the 24-puzzle databases (prepare 24puzzle)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'slide-pdb-24-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('are refused at once, before anything is allocated or written, when memory is short (exit 3)', () => {
    const refused = slide(['prepare', '24puzzle', '--memory', '1G', '--cache-dir', directory]);
    expect(refused.status).toBe(3);
    expect(refused.stderr).toMatch(/^slide: not enough memory: pattern database 1,2,3,6,7,8 needs 2,9\d\d MB/);
    expect(readdirSync(directory)).toEqual([]);
  });

  it('are named with their build time and memory in prepare --help', () => {
    expect(slide(['prepare', '--help']).stdout.replace(/\s+/g, ' ')).toMatch(
      /24puzzle 6-6-6-6x7 \(the default, seven splits of the tiles: about 7 minutes on two cores, 3\.0 GB while building, 1\.34 GB\), 6-6-6-6x4 \(four splits: about 3 minutes, 732 MB\) or 6-6-6-6 \(about 1 minute, 244 MB\)/,
    );
  });

  it('when missing, are pointed to by solve --heuristic pdb', () => {
    const refused = slide(['solve', '24puzzle', '--heuristic', 'pdb', '--cache-dir', directory]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/slide prepare 24puzzle/);
    expect(existsSync(join(directory, 'pdb-5x5-1-2-3-6-7-11.bin'))).toBe(false);
  });
});
