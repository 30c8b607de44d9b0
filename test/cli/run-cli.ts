import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const BINARY = fileURLToPath(new URL('../../dist/cli/slide.cjs', import.meta.url));
const GOLDEN = fileURLToPath(new URL('./golden/', import.meta.url));

export interface CliRun {
  stdout: string;
  stderr: string;
  status: number | null;
}

/** An empty pattern-database cache: what the machine's own cache holds must not change any test. */
const EMPTY_CACHE = mkdtempSync(join(tmpdir(), 'slide-test-cache-'));

/** Runs the built `slide` binary as a user would, with a clean, colourless environment and an empty cache. */
export function slide(args: string[], env: Record<string, string> = {}, timeout = 120_000, input?: string): CliRun {
  if (!existsSync(BINARY)) throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  const result = spawnSync(process.execPath, [BINARY, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', SLIDE_CACHE_DIR: EMPTY_CACHE, ...env },
    timeout,
    input,
    maxBuffer: 1 << 28,
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

/** Compares with test/cli/golden/<name>; UPDATE_GOLDEN=1 rewrites the file instead. */
export function expectGolden(name: string, actual: string): void {
  const file = GOLDEN + name;
  if (process.env.UPDATE_GOLDEN) writeFileSync(file, actual);
  // A missing golden file is a failure everywhere: writing it here would let any output pass.
  if (!existsSync(file)) throw new Error(`golden file ${name} is missing (UPDATE_GOLDEN=1 writes it)`);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}
