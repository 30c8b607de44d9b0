import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { slide } from './run-cli.js';

/**
 * The CLI under hostile input: whatever the arguments or definition files, slide answers with a
 * documented exit code, and on failure says exactly one `slide:` line (plus perhaps a hint) on
 * stderr and nothing on stdout — never an internal error, a crash or a hang. Seeded; `npm run
 * test:slow` runs it again with SLIDE_FUZZ_RUNS=1000.
 */
const RUNS = Number(process.env.SLIDE_FUZZ_RUNS ?? 15);
const TIME_LIMIT = 20_000;

function expectContract(args: string[]): void {
  const run = slide(args, {}, TIME_LIMIT);
  const context = JSON.stringify(args).slice(0, 300);
  expect([0, 1, 2, 3], `${context}: exit ${run.status}\n${run.stderr}`).toContain(run.status);
  expect(run.stderr, context).not.toMatch(/internal error|at .*\.cjs:\d|RangeError|TypeError/);
  if (run.status === 0) return;
  // verify and apply print their JSON verdict also when they reject the moves (exit 1).
  const verdict = run.status === 1 && /^(verify|apply)$/.test(args[0]!) && args.includes('json');
  if (!verdict) expect(run.stdout, context).toBe('');
  const lines = run.stderr.split('\n').filter((line) => line !== '');
  expect(lines[0], context).toMatch(/^slide: /);
  expect(lines.length, `${context}\n${run.stderr}`).toBeLessThanOrEqual(2);
  expect(run.stderr, context).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
}

// Small numbers (no legitimate hour-long search), malformed ones, prototype keys, control characters.
const value = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1e30',
    'abc',
    '',
    '__proto__',
    'constructor',
    'NaN',
    '99999999999999999999',
    '2,2',
    '0,0',
    '\u001b[31m',
    '-',
    'a'.repeat(5000),
    'svg',
    'json',
    'uurdl',
    'A->C,A->B',
    'bash',
    '3/12',
    '1G',
    'auto',
    'auto/4',
    'slurm',
    'kubernetes',
  ),
  fc.integer({ min: -3, max: 7 }).map(String),
  fc.string({ maxLength: 24 }),
);
const puzzle = fc.oneof(
  fc.constantFrom(
    '8puzzle',
    'hakoiri',
    'nooff',
    'hanoi',
    'queens',
    '15puzzle',
    'hexagram',
    '3x3',
    '2x3',
    '11x11',
    '0x5',
    '__proto__',
    'constructor',
    'hasOwnProperty',
    '../../etc/passwd',
    '/dev/zero',
    '/dev/null',
    'x.json',
    'rushhour',
    'puzzles/gnome/bone.json',
  ),
  fc.string({ maxLength: 20 }),
);
const option = fc.tuple(
  fc.constantFrom(
    '--start',
    '--goal',
    '--from',
    '--state',
    '--algo',
    '--metric',
    '--max-states',
    '--beam-width',
    '--memory',
    '--disks',
    '--pegs',
    '--size',
    '--place',
    '--heuristic',
    '--partition',
    '--seed',
    '--count',
    '--format',
    '--starts',
    '--unique',
    '-s',
    '-g',
    '-a',
    '-f',
    '-m',
    '--bogus',
    '--moves',
    '--optimal',
    '--animate',
    '--speed',
    '--ascii',
    '--shard',
    '--memory',
    '--threads',
    '--emit',
    '--shards',
  ),
  value,
);
const command = fc.constantFrom(
  'solve',
  'max',
  'show',
  'count',
  'random',
  'list',
  'prepare',
  'verify',
  'apply',
  'play',
  'completion',
  'complete',
  'merge',
  'census',
);

describe('the CLI under fuzzed arguments', () => {
  it('keeps the contract for any command, puzzle and options', () => {
    fc.assert(
      fc.property(command, puzzle, fc.array(option, { maxLength: 3 }), (name, target, options) => {
        // `prepare` on a real board would build databases: only its refusals are fuzzed.
        if (name === 'prepare' && /^(15puzzle|2x4|4x4|fifteen)$/i.test(target)) return;
        expectContract([name, target, ...options.flat()]);
      }),
      { seed: 20261123, numRuns: RUNS },
    );
  });
});

const folder = mkdtempSync(join(tmpdir(), 'slide-fuzz-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const family = fc.constantFrom('graph', 'blocks', 'tiles', 'hanoi', 'queens', '__proto__', 'nothing');
const anyJson = fc.jsonValue({ maxDepth: 4 });
const definition = fc.oneof(
  anyJson,
  fc.record(
    { family, name: fc.constantFrom('x', 'X y', '__proto__'), title: fc.string(), start: fc.oneof(fc.string({ maxLength: 40 }), anyJson), goal: anyJson },
    { requiredKeys: ['family'] },
  ),
  fc.record({
    family: fc.constant('blocks'),
    name: fc.constant('b'),
    title: fc.constant('B'),
    kinds: fc.dictionary(
      fc.constantFrom('A', 'B', '__proto__', 'constructor', '.', '#'),
      fc.record({ shape: fc.array(fc.constantFrom('#', '##', '#.', '.#', ''), { maxLength: 3 }) }),
    ),
    start: fc.constantFrom('AB./..B/', 'A'.repeat(40), '............/'.repeat(4), '', '__proto__'),
    goal: fc.oneof(
      fc.record({ piece: fc.constantFrom('A', 'B', '__proto__'), row: fc.integer({ min: -2, max: 40 }), col: fc.integer({ min: -2, max: 40 }) }),
      fc.string(),
    ),
  }),
  fc.record({
    family: fc.constant('graph'),
    name: fc.constant('g'),
    title: fc.constant('G'),
    cells: fc.array(
      fc.record({
        at: fc.tuple(fc.integer({ min: -1, max: 3 }), fc.integer({ min: -1, max: 3 })),
        adjacent: fc.array(fc.integer({ min: -1, max: 40 }), { maxLength: 4 }),
      }),
      { maxLength: 40 },
    ),
    tokens: fc.dictionary(fc.string({ maxLength: 2 }), fc.string({ maxLength: 2 })),
    empty: fc.string({ maxLength: 2 }),
    start: fc.string({ maxLength: 40 }),
    goal: fc.string({ maxLength: 40 }),
  }),
  // Census specs: small boxes (a census of a large one is minutes of honest work, not a fault).
  fc.record({
    family: fc.constantFrom('blocks', 'rushhour'),
    name: fc.constant('c'),
    title: fc.constant('C'),
    census: fc.oneof(
      fc.array(fc.constantFrom('..', '.#', '...', '#', '', 'x'), { maxLength: 3 }),
      fc.record({
        rows: fc.integer({ min: -1, max: 4 }),
        cols: fc.integer({ min: -1, max: 4 }),
        primaryRow: fc.integer({ min: -1, max: 4 }),
        walls: fc.integer({ min: -1, max: 3 }),
      }),
    ),
    kinds: fc.dictionary(
      fc.constantFrom('A', 'B', '__proto__', 'constructor'),
      fc.record({
        shape: fc.array(fc.constantFrom('#', '##', '#.'), { maxLength: 2 }),
        count: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.record({ min: fc.integer({ min: -1, max: 2 }) })),
      }),
    ),
    minEmpty: fc.integer({ min: -1, max: 9 }),
    goal: fc.record({ piece: fc.constantFrom('A', 'B', '__proto__'), row: fc.integer({ min: -2, max: 4 }), col: fc.integer({ min: -2, max: 4 }) }),
  }),
  fc.record({
    family: fc.constant('tiles'),
    name: fc.constant('t'),
    title: fc.constant('T'),
    rows: fc.integer({ min: -1, max: 12 }),
    cols: fc.integer({ min: -1, max: 12 }),
    start: fc.string({ maxLength: 30 }),
  }),
);

const DEEP_LIST = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const deepAt = fc.constantFrom('nowhere', 'nowhere', 'a key of its own', 'the family');

describe('the CLI under fuzzed definition files', () => {
  it('keeps the contract for any JSON, prototype keys, values nested past the stack and oversize boxes included', () => {
    let file = 0;
    fc.assert(
      fc.property(definition, fc.constantFrom('solve', 'show', 'max', 'census'), fc.boolean(), deepAt, (data, name, withPrototypeKey, deep) => {
        const path = join(folder, `case-${file++}.json`);
        let text = JSON.stringify(data) ?? 'null';
        // JSON.stringify drops a `__proto__` own key; written by hand it reaches the parser.
        if (withPrototypeKey && text.startsWith('{') && text.length > 2) text = `{"__proto__":{"family":"graph"},${text.slice(1)}`;
        // A value nested deeper than the stack, written by hand too (stringify would overflow building it).
        if (deep === 'a key of its own' && text.startsWith('{') && text.length > 2) text = `{"deep":${DEEP_LIST},${text.slice(1)}`;
        if (deep === 'the family') text = text.replace('"family":', `"family":${DEEP_LIST},"was":`);
        writeFileSync(path, text);
        expectContract(name === 'census' ? [name, path] : [name, path, '--max-states', '100000']);
      }),
      { seed: 20261124, numRuns: RUNS },
    );
  });
});
