import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Gives the run a temporary folder of its own (TMPDIR, which the test workers and every CLI they
 * start inherit) and removes it afterwards: the folders tests make for files, caches and parts
 * do not pile up in /tmp run after run.
 */
export default function setup(): () => void {
  const before = process.env.TMPDIR;
  const folder = mkdtempSync(join(tmpdir(), 'slide-tests-'));
  process.env.TMPDIR = folder;
  return () => {
    rmSync(folder, { recursive: true, force: true });
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  };
}
