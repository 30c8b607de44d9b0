import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BINARY, slide } from './run-cli.js';

const has = (command: string) => spawnSync(command, ['--version']).status === 0;
const BASH_COMPLETION = '/usr/share/bash-completion/bash_completion';

/** A `slide` on the PATH, as the scripts call it by name. */
const bin = mkdtempSync(join(tmpdir(), 'slide-completion-'));
writeFileSync(join(bin, 'slide'), `#!/bin/sh\nexec "${process.execPath}" "${BINARY}" "$@"\n`);
chmodSync(join(bin, 'slide'), 0o755);
const ENV = { PATH: `${bin}:${process.env.PATH ?? ''}`, LANG: 'C.UTF-8', HOME: bin };

/** The candidates `slide complete` offers for the words typed so far (the last one being completed). */
function candidates(...words: string[]): string[] {
  const run = slide(['complete', '--', ...words]);
  expect(run.status).toBe(0);
  const lines = run.stdout.trimEnd().split('\n');
  expect(lines.at(-1)).toMatch(/^:\d+$/); // the directive the scripts read
  return lines.slice(0, -1).map((line) => line.split('\t')[0]!);
}

describe('slide completion', () => {
  afterAll(() => rmSync(bin, { recursive: true, force: true }));

  it('completes commands, options, and the values of --algo, --format and --metric', () => {
    expect(candidates('so')).toEqual(['solve']);
    expect(candidates('')).toEqual(expect.arrayContaining(['solve', 'play', 'verify', 'apply', 'max', 'count', 'show', 'list', 'completion']));
    expect(candidates('solve', '8puzzle', '--al')).toEqual(['--algo']);
    expect(candidates('solve', '8puzzle', '--algo', '')).toEqual(['bfs', 'bi', 'id', 'ida', 'astar', 'beam', 'staged']);
    expect(candidates('solve', '8puzzle', '--format', '')).toEqual(['text', 'moves', 'json', 'svg']);
    expect(candidates('show', 'hexagram', '--format', '')).toEqual(['text', 'json', 'svg']);
    expect(candidates('solve', 'hakoiri', '--metric', '')).toEqual(['step', 'line', 'piece']);
  });

  it('completes puzzle names and aliases, and .json files where the word is a path', () => {
    expect(candidates('solve', 'hak')).toEqual(['hakoiri', 'hakoiri-musume', 'hakoiri98']);
    expect(candidates('max', '15')).toEqual(['15puzzle', '15-puzzle']);
    const folder = join(bin, 'mine');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'box.json'), '{}');
    writeFileSync(join(folder, 'notes.txt'), '');
    expect(candidates('solve', `${folder}/`)).toEqual([`${folder}/box.json`]);
    expect(candidates('solve', `${bin}/m`)).toEqual([`${bin}/mine/`]);
  });

  it('refuses a shell it has no script for, with exit 2', () => {
    expect(slide(['completion', 'tcsh'])).toMatchObject({ status: 2, stdout: '' });
    expect(candidates('completion', '')).toEqual(expect.arrayContaining(['bash', 'zsh', 'fish']));
  });

  it.each([
    ['bash', ['-n']],
    ['zsh', ['-n']],
    ['fish', ['--no-execute']],
  ])('the %s script parses', (shell, check) => {
    const script = slide(['completion', shell]).stdout;
    expect(script).toContain('slide complete --');
    if (!has(shell)) {
      console.warn(`completion.slow.test: ${shell} is not installed (bash scripts/install-test-tools.sh installs it); its script is not parsed`);
      return;
    }
    const file = join(bin, `slide.${shell}`);
    writeFileSync(file, script);
    const run = spawnSync(shell, [...check, file], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.skipIf(!has('fish'))('fish completes through the script', () => {
    const run = spawnSync('fish', ['-c', 'source (slide completion fish | psub); complete -C "slide solve 8puzzle --algo "'], { encoding: 'utf8', env: ENV });
    expect(run.stdout.split('\n').filter(Boolean)).toEqual(['astar', 'beam', 'bfs', 'bi', 'id', 'ida', 'staged']);
  });

  it.skipIf(!existsSync(BASH_COMPLETION))('bash completes through the script (with bash-completion)', () => {
    const line = 'slide solve 8puzzle --algo ';
    const program = `source ${BASH_COMPLETION}; source <(slide completion bash); COMP_WORDS=(slide solve 8puzzle --algo ""); COMP_CWORD=4; COMP_LINE="${line}"; COMP_POINT=${line.length}; __slide_complete 2>/dev/null; echo "\${COMPREPLY[*]}"`;
    const run = spawnSync('bash', ['-c', program], { encoding: 'utf8', env: ENV });
    expect(run.stdout).toBe('bfs bi id ida astar beam staged\n');
  });
});
