import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('the published package', () => {
  it('installs from its tarball into an empty project and answers import and require with typed results', () => {
    const project = mkdtempSync(join(tmpdir(), 'slide-user-'));
    onTestFinished(() => rmSync(project, { recursive: true, force: true }));
    // The tarball of what `npm publish` would send (dist/ is built by `npm test` first).
    run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', project], ROOT);
    const tarball = readdirSync(project).find((file) => file.endsWith('.tgz'))!;
    writeFileSync(join(project, 'package.json'), '{ "name": "a-user", "private": true, "type": "module" }\n');
    run('npm', ['install', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--silent', `./${tarball}`], project);

    writeFileSync(
      join(project, 'esm.mjs'),
      `import { solve, explore, count, listPuzzles } from 'slide';
const solution = await solve({ puzzle: '8puzzle', start: '867254301' });
const max = await explore({ puzzle: 'nooff' });
const queens = await count({ puzzle: 'queens', size: 8, unique: true, threads: 1 });
console.log(JSON.stringify({ length: solution.length, path: [...solution.path].length, depth: max.depth, total: String(queens.total), puzzles: listPuzzles().length }));\n`,
    );
    // Every bundled definition ships: as many as the project's puzzles/ folder holds, GNOME's levels in puzzles/gnome/ among them.
    const definitions = (folder: string) => readdirSync(join(ROOT, folder)).filter((file) => file.endsWith('.json')).length;
    const bundled = definitions('puzzles') + definitions('puzzles/gnome');
    expect(JSON.parse(run('node', ['esm.mjs'], project))).toEqual({ length: 31, path: 32, depth: 56, total: '92', puzzles: bundled });

    writeFileSync(
      join(project, 'cjs.cjs'),
      "const { solve } = require('slide');\nsolve({ puzzle: 'hakoiri' }).then((s) => console.log(s.puzzle, s.length, s.metric));\n",
    );
    expect(run('node', ['cjs.cjs'], project)).toBe('hakoiri 81 piece\n');

    // The declarations type the results: a number is a number, and misuse does not compile.
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const options = [
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--types',
      'node',
      '--typeRoots',
      join(ROOT, 'node_modules/@types'),
    ];
    writeFileSync(
      join(project, 'typed.ts'),
      "import { solve, type Solution } from 'slide';\nconst s: Solution = await solve({ puzzle: '8puzzle' });\nconst moves: number = s.length;\nexport { moves };\n",
    );
    const check = (file: string) => spawnSync('node', [tsc, ...options, file], { cwd: project, encoding: 'utf8' });
    expect(check('typed.ts')).toMatchObject({ status: 0, stdout: '' });
    writeFileSync(
      join(project, 'mistyped.ts'),
      "import { solve } from 'slide';\nconst s = await solve({ puzzle: '8puzzle' });\nconst moves: string = s.length;\nexport { moves };\n",
    );
    expect(check('mistyped.ts').stdout).toMatch(/Type 'number' is not assignable to type 'string'/);
  }, 180_000);
});
