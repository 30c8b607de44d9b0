import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { census } from '../../src/index.js';

describe('a census with a checkpoint', () => {
  it('stopped after some piece sets, continues from them when run again, with the same answer as one run', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'slide-census-checkpoint-')), 'box');
    const stop = new AbortController();
    await expect(
      census({
        puzzle: 'box3x3',
        checkpoint: folder,
        signal: stop.signal,
        onProgress: (progress) => {
          if (progress.kind === 'census' && progress.done === 5) stop.abort(new Error('stopped'));
        },
      }),
    ).rejects.toThrow('stopped');
    const resumedFrom: number[] = [];
    const resumed = await census({
      puzzle: 'box3x3',
      checkpoint: folder,
      onProgress: (progress) => {
        if (progress.kind === 'census') resumedFrom.push(progress.done);
      },
    });
    expect(Math.min(...resumedFrom)).toBeGreaterThanOrEqual(5);
    const { milliseconds: _resumed, ...again } = resumed;
    const { milliseconds: _whole, ...whole } = await census({ puzzle: 'box3x3' });
    expect(again).toEqual(whole);
  });

  it("refuses another census's checkpoint, and a resumed census that would have to hand back every group", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-census-checkpoint-'));
    await census({ puzzle: 'box3x3', checkpoint: folder, top: 3 });
    await expect(census({ puzzle: 'box3x3', checkpoint: folder })).rejects.toThrow(/holds the checkpoint of another census/);
    await expect(census({ puzzle: 'box3x3', checkpoint: folder, top: 3, onGroup: () => {} })).rejects.toThrow(/cannot hand back the groups/);
  });

  it('saves its checkpoint before the first piece set, which a run asking for every group may start again from', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-census-checkpoint-'));
    const stop = new AbortController();
    stop.abort(new Error('stopped'));
    await expect(census({ puzzle: 'box3x3', checkpoint: folder, onGroup: () => stop.signal.throwIfAborted() })).rejects.toThrow('stopped');
    const groups: unknown[] = [];
    const { milliseconds: _again, ...again } = await census({ puzzle: 'box3x3', checkpoint: folder, onGroup: (group) => groups.push(group) });
    const { milliseconds: _whole, ...whole } = await census({ puzzle: 'box3x3' });
    expect(again).toEqual(whole);
    expect(groups).toHaveLength(whole.groups);
  });
});
