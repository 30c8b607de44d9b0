import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { onEndingSignal, readStoredFile, readStoredFileInChunks } from '../../src/store/stored-file.js';

const folder = () => mkdtempSync(join(tmpdir(), 'slide-stored-'));

describe('reading a stored file in chunks', () => {
  it('hands every byte to the consumer once, in order, a chunk at a time, and returns the whole file in shared memory', async () => {
    const file = join(folder(), 'big.bin');
    const content = Buffer.alloc(20 * 2 ** 20 + 12_345);
    for (let i = 0; i < content.length; i++) content[i] = (i * 2_654_435_761) >>> 24;
    writeFileSync(file, content);
    const chunks: Buffer[] = [];
    const read = await readStoredFileInChunks(file, content.length, (chunk) => chunks.push(Buffer.from(chunk)));
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
    expect('bytes' in read && read.bytes.buffer instanceof SharedArrayBuffer && read.bytes.equals(content)).toBe(true);
  });

  it('says what the sequential read says of a missing file, a folder, a device, a file too large and an empty one, consuming nothing', async () => {
    const here = folder();
    const file = join(here, 'small.bin');
    writeFileSync(file, 'twelve bytes');
    const empty = join(here, 'empty.bin');
    writeFileSync(empty, '');
    const consumed: number[] = [];
    const consume = (chunk: Uint8Array) => consumed.push(chunk.length);
    for (const [path, max] of [
      [join(here, 'absent.bin'), 100],
      [join(file, 'below-a-file'), 100],
      [here, 100],
      ['/dev/zero', 100],
      [file, 11],
      [empty, 100],
    ] as const) {
      expect([path, await readStoredFileInChunks(path, max, consume)]).toEqual([path, readStoredFile(path, max)]);
    }
    expect(consumed).toEqual([]);
  });
});

describe('writing a file atomically', () => {
  it('ended by a signal in the last synchronous stretch of its work, leaves no file, not even a temporary one, and ends as the signal', () => {
    const here = folder();
    const script = join(here, 'interrupted.mjs');
    const module = fileURLToPath(new URL('../../src/store/stored-file.ts', import.meta.url));
    // The signal comes while the work still runs and is only heard when the event loop polls.
    writeFileSync(
      script,
      `import { writeAtomically } from ${JSON.stringify(module)};
      await writeAtomically(${JSON.stringify(here)}, ${JSON.stringify(join(here, 'out.txt'))}, async () => {
        process.kill(process.pid, 'SIGTERM');
        for (const until = Date.now() + 100; Date.now() < until; );
        return { value: 0, chunks: [new TextEncoder().encode('written')] };
      });`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    expect([run.signal, run.stderr]).toEqual(['SIGTERM', '']);
    expect(readdirSync(here)).toEqual(['interrupted.mjs']);
  });
});

describe('listening for ending signals', () => {
  it('lets a synchronous write and rename finish before a signal that came during it ends the process as the signal', () => {
    const here = folder();
    const script = join(here, 'interrupted.mjs');
    const module = fileURLToPath(new URL('../../src/store/stored-file.ts', import.meta.url));
    const inFolder = (name: string) => JSON.stringify(join(here, name));
    writeFileSync(
      script,
      `import { renameSync, writeFileSync } from 'node:fs';
      import { onEndingSignal } from ${JSON.stringify(module)};
      onEndingSignal(() => writeFileSync(${inFolder('cleaned')}, ''));
      writeFileSync(${inFolder('.saved.tmp')}, 'saved');
      process.kill(process.pid, 'SIGINT');
      for (const until = Date.now() + 100; Date.now() < until; );
      renameSync(${inFolder('.saved.tmp')}, ${inFolder('saved')});
      await new Promise((resolve) => setTimeout(resolve, 1000));
      writeFileSync(${inFolder('not-reached')}, '');`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    expect([run.signal, run.stderr]).toEqual(['SIGINT', '']);
    expect(readdirSync(here).sort()).toEqual(['cleaned', 'interrupted.mjs', 'saved']);
  });

  it('stops listening when told, leaving the process as it was', () => {
    let heard = 0;
    const stopListening = onEndingSignal(() => heard++);
    const listening = process.listenerCount('SIGHUP');
    stopListening();
    expect([listening - process.listenerCount('SIGHUP'), heard]).toEqual([1, 0]);
  });
});
