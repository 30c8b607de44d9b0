import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { prepareInterruptedBy } from './interrupted-prepare.js';
import { slide } from './run-cli.js';

describe('signals (SIGINT is in npm test)', () => {
  it.concurrent.each([
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const)('%s during prepare ends with %i and leaves no partial file', async (signal, code) => {
    const cache = mkdtempSync(join(tmpdir(), 'slide-hostile-'));
    onTestFinished(() => rmSync(cache, { recursive: true, force: true }));
    expect(await prepareInterruptedBy(signal, cache)).toEqual({ status: code, left: [] });
  });
});

describe('replays', () => {
  it('a move list of two million letters is replayed, not spread onto the stack', () => {
    const moves = `${'lr'.repeat(1_000_000)}\n`;
    const run = slide(['verify', '24puzzle', '--moves', '-', '-f', 'json'], {}, 60_000, moves);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ legal: true, solved: true, length: 2_000_000 });
  });
});
