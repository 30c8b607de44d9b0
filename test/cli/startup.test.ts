import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BINARY } from './run-cli.js';

const REPORT_MODULES = fileURLToPath(new URL('./fixtures/report-modules.cjs', import.meta.url));

/** The Node modules a run of `slide …` loads, as `process.moduleLoadList` names them. */
function modulesLoadedBy(args: string[]): string[] {
  const run = spawnSync(process.execPath, ['--require', REPORT_MODULES, BINARY, ...args], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  return JSON.parse(run.stderr.trim().split('\n').at(-1)!) as string[];
}

describe('start-up', () => {
  // Each costs every command a few milliseconds (with the streams they bring), and a solve needs none of them.
  it('loads child processes, promise-based files and readline only when a command uses them', () => {
    for (const args of [['solve', 'hakoiri'], ['show', 'puzzles/gnome/bone.json'], ['--version']]) {
      const loaded = modulesLoadedBy(args);
      expect(loaded).toContain('NativeModule vm');
      for (const lazy of ['child_process', 'fs/promises', 'readline']) expect(loaded).not.toContain(`NativeModule ${lazy}`);
    }
  });
});
