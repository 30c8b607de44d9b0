import { describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';

/** The JSON lines of all `of` shards of a count, in the order given. */
const parts = (size: number, of: number, extra: string[] = [], order = Array.from({ length: of }, (_, i) => i + 1)) =>
  order.map((index) => slide(['count', 'queens', '--size', String(size), ...extra, '--shard', `${index}/${of}`, '-f', 'json']).stdout);

describe('sharded counts and slide merge', () => {
  // One set of shards serves every test here: each part is a process of its own.
  const shuffled = [5, 1, 3, 6, 2, 4];
  const lines = parts(11, 6, ['--unique'], shuffled);

  it('six shards of the 11-queens count merge to the unsharded count, in any order', () => {
    const whole = slide(['count', 'queens', '--size', '11', '--unique', '-f', 'json']).stdout;
    expect(JSON.parse(whole)).toMatchObject({ total: 2680, unique: 341 });
    const merged = slide(['merge', '-f', 'json'], {}, 30_000, lines.join(''));
    expect(merged).toMatchObject({ status: 0, stderr: '' });
    expect(merged.stdout).toBe(whole);
  });

  it('every shard is a real slice: the parts differ and none is the whole', () => {
    const counts = lines.map((line) => JSON.parse(line));
    const totals = counts.map((count) => count.total as number);
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(2680);
    expect(Math.max(...totals)).toBeLessThan(2680);
    expect(new Set(totals).size).toBeGreaterThan(1);
    expect(counts.map((count) => count.shard)).toEqual(shuffled.map((index) => ({ index, of: 6 })));
  });

  it('refuses a missing shard, a duplicate, mixed counts and whole counts', () => {
    const all = lines.join('');
    expect(slide(['merge'], {}, 10_000, lines.slice(0, 5).join(''))).toMatchObject({ status: 2, stdout: '', stderr: 'slide: merge: shard 4 of 6 missing\n' });
    expect(slide(['merge'], {}, 10_000, `${all}${lines[1]}`)).toMatchObject({
      status: 2,
      stderr: 'slide: merge: shard 1/6 is given twice (standard input line 2 and standard input line 7)\n',
    });
    const other = slide(['count', 'queens', '--size', '10', '--shard', '2/6', '-f', 'json']).stdout;
    expect(slide(['merge'], {}, 10_000, `${lines.slice(1).join('')}${other}`).stderr).toBe(
      'slide: merge: standard input line 6 is a shard of another count than standard input line 1 (mixed inputs)\n',
    );
    const whole = slide(['count', 'queens', '--size', '10', '-f', 'json']).stdout;
    expect(slide(['merge'], {}, 10_000, whole).stderr).toBe('slide: merge: standard input line 1 is a whole count, not a shard\n');
    expect(slide(['merge'], {}, 10_000, 'not json\n')).toMatchObject({ status: 2 });
  });

  it('refuses a shard outside 1 … N', () => {
    expect(slide(['count', 'queens', '--shard', '13/12']).status).toBe(2);
    expect(slide(['count', 'queens', '--shard', '0/12']).status).toBe(2);
  });
});

describe('solve --starts --shard', () => {
  it('shard K solves the starts i with i mod N = K-1; together the shards solve every start once', () => {
    const starts = slide(['random', '8puzzle', '--count', '7', '--seed', '5']).stdout;
    const whole = slide(['solve', '8puzzle', '--starts', '-', '-f', 'json'], {}, 30_000, starts).stdout.trim().split('\n');
    const shards = [1, 2, 3].map((index) =>
      slide(['solve', '8puzzle', '--starts', '-', '--shard', `${index}/3`, '-f', 'json'], {}, 30_000, starts)
        .stdout.trim()
        .split('\n'),
    );
    expect(shards.map((lines) => lines.length)).toEqual([3, 2, 2]);
    expect(shards[0]).toEqual([whole[0], whole[3], whole[6]]);
    expect(shards[1]).toEqual([whole[1], whole[4]]);
    expect([...shards.flat()].sort()).toEqual([...whole].sort());
  });

  it('needs --starts, or a checkpoint folder whose IDA* rounds it shares', () => {
    expect(slide(['solve', '8puzzle', '--shard', '1/2'])).toMatchObject({
      status: 2,
      stderr: 'slide: --shard: splits a batch of --starts, or (with --checkpoint) the rounds of one IDA* search\n',
    });
  });
});
