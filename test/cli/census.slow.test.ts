import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BINARY, slide } from './run-cli.js';

describe('slide census klotski', () => {
  it('killed mid-way with --checkpoint, continues when run again, and prints what one run prints', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'slide-census-kill-')), 'klotski');
    const file = join(folder, 'census-checkpoint.json');
    const first = spawn(process.execPath, [BINARY, 'census', 'klotski', '--checkpoint', folder, '-f', 'json'], { stdio: 'ignore' });
    // Killed outright (no chance to clean up) once a good share of the piece sets is done.
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).setsDone >= 40) break;
    }
    first.kill('SIGKILL');
    await new Promise((resolve) => first.on('exit', resolve));
    const resumed = slide(['census', 'klotski', '--checkpoint', folder, '-f', 'json'], {}, 600_000);
    expect(resumed.status).toBe(0);
    const whole = slide(['census', 'klotski', '-f', 'json'], {}, 600_000);
    expect(resumed.stdout).toBe(whole.stdout);
    expect(JSON.parse(whole.stdout)).toMatchObject({ layouts: 29_334_498, groups: 25_422 });
  }, 900_000);
});
