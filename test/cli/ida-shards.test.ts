import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';

/** A 15-puzzle start of a few rounds under linear conflict (slide random 15puzzle --moves 60 --seed 4: 32 moves). */
const START = '1 10 2 7 5 9 6 0 14 4 11 3 13 15 12 8';
const ARGS = ['solve', '15puzzle', '--start', START, '--heuristic', 'linear-conflict', '--format', 'json', '--threads', '1'];

describe('solve --checkpoint DIR --shard K/N: bad parts and options', () => {
  it('refuses a damaged part, naming it and the remedy', () => {
    const folder = mkdtempSync(join(tmpdir(), 'slide-ida-shards-'));
    try {
      writeFileSync(join(folder, 'ida-part-1-of-2.json'), '{"format":1,"identity":{},"part":{"shard":{"index":3,"of":2}}}');
      expect(slide([...ARGS, '--checkpoint', folder, '--shard', '2/2'])).toMatchObject({
        status: 2,
        stderr: expect.stringMatching(
          /^slide: --checkpoint: the part ida-part-1-of-2\.json in .* is damaged\nremove .*ida-part-1-of-2\.json and run its shard again\n$/,
        ),
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
