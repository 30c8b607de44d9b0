import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCheckpointFile, writeCheckpointFile } from '../../src/store/checkpoint-file.js';

const folder = () => mkdtempSync(join(tmpdir(), 'slide-checkpoint-'));

describe('writing a checkpoint file', () => {
  it('puts the whole checkpoint in place, read back as written, with no temporary file left', () => {
    const here = folder();
    writeCheckpointFile(here, 'search.json', { round: 3, done: [1, 2] });
    expect(readCheckpointFile(here, 'search.json', 'remove it')).toEqual({ round: 3, done: [1, 2] });
    expect(readdirSync(here)).toEqual(['search.json']);
  });

  it("removes the temporary files that killed writers of the same checkpoint left, and keeps a running writer's and other files'", () => {
    const here = folder();
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const left = [`.search.json.${ended}.tmp`, `.search.json.${running.pid}.tmp`, `.other.json.${ended}.tmp`, '.search.json.0.tmp', '.search.json.x1.tmp'];
      for (const name of left) writeFileSync(join(here, name), '{"half":');
      writeCheckpointFile(here, 'search.json', { round: 4 });
      expect(readdirSync(here).sort()).toEqual(
        ['search.json', `.search.json.${running.pid}.tmp`, `.other.json.${ended}.tmp`, '.search.json.0.tmp', '.search.json.x1.tmp'].sort(),
      );
    } finally {
      running.kill();
    }
  });
});
