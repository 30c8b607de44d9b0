// Builds the `slide` binary: one CommonJS bundle of the CLI (no module graph to resolve at
// start-up), a small launcher, and V8's code cache for the bundle, made by one warm-up run.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

// import() becomes require(): the bundle runs inside vm.Script (see launcher.ts), which has no dynamic-import hook.
const common = {
  bundle: true,
  minify: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
  supported: { 'dynamic-import': false },
  // jsonc-parser's main build is UMD, whose inner require()s a bundle cannot follow; its ES build bundles.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
};
// commander loads node:child_process (and with it net and stream) at start-up for git-style
// subcommands, which slide has none of; loading it on first use saves every start ~10 ms.
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(build) {
    build.onLoad({ filter: /commander[\\/]lib[\\/]command\.js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const eager = "const childProcess = require('node:child_process');";
      if (!source.includes(eager)) throw new Error(`${path}: commander no longer loads child_process as expected`);
      const lazy = "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };";
      return { contents: source.replace(eager, lazy), loader: 'js' };
    });
  },
};
// The sources are ES modules; in a CommonJS bundle import.meta.url comes from __filename.
const metaUrl = {
  define: { 'import.meta.url': '__importMetaUrl' },
  banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
};
rmSync('dist', { recursive: true, force: true });
for (const folder of ['dist/cli', 'dist/lib']) mkdirSync(folder, { recursive: true });
// A child's own output (tsc writes its errors to stdout) goes straight to the build's streams, so a failed step says why.
const run = (file, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ').slice(0, 60)} failed (${signal ?? `exit code ${code}`})`)),
    );
  });

// What takes seconds to make and changes rarely (the compiled kernels, the learned machine) is kept in a cache
// folder under the hash of what it is made from, so that a build after a small change makes it again only when
// its own sources changed.
const CACHE = 'node_modules/.cache/slide/build';
const sourcesUnder = (folder) =>
  readdirSync(folder, { recursive: true })
    .map((name) => join(folder, String(name)))
    .filter((path) => path.endsWith('.ts'));
async function cached(name, inputs, make, targets) {
  const hash = createHash('sha256');
  for (const path of [...inputs].sort()) hash.update(path).update(readFileSync(path));
  const kept = join(CACHE, `${name}-${hash.digest('hex').slice(0, 20)}`);
  if (!existsSync(kept)) {
    mkdirSync(CACHE, { recursive: true });
    const made = `${kept}.${process.pid}.tmp`;
    await make(made);
    renameSync(made, kept);
  }
  for (const target of targets) copyFileSync(kept, target);
}

// The compilers and the learning run as processes of their own, side by side with the bundling.
const kernel = (source, name) =>
  cached(
    name,
    [...sourcesUnder(join(source, '..')), 'scripts/build-kernel.mjs', 'node_modules/assemblyscript/package.json'],
    (out) => run(process.execPath, ['scripts/build-kernel.mjs', source, out]),
    [`dist/cli/${name}`, `dist/lib/${name}`],
  );
// The machine of blank-move strings that tile searches prune, learned once here and stored beside
// the bundle and the library (see src/puzzles/tiles/move-pruning.ts): a solve reads it, not learns it.
await build({ ...common, minify: false, entryPoints: ['src/puzzles/tiles/move-pruning.ts'], outfile: 'dist/.tile-moves.cjs', ...metaUrl });
const pruning = createRequire(import.meta.url)('../dist/.tile-moves.cjs');
const learnMachine = (out) =>
  run(process.execPath, [
    '-e',
    `const m = require('./dist/.tile-moves.cjs');
     const { table } = m.learnTileAutomaton(m.PRUNING_LENGTH);
     if (table.length !== m.PRUNING_STATES * 4) throw new Error('the learned machine has ' + table.length / 4 + ' states, not ' + m.PRUNING_STATES);
     require('node:fs').writeFileSync(${JSON.stringify(out)}, new Uint8Array(table.buffer));`,
  ]);
const compiled = Promise.all([
  // IDA*'s compiled search for tile boards with positional pattern databases (AssemblyScript to
  // WebAssembly, see src/puzzles/tiles/kernel/tile-kernel.ts): read by the worker threads beside it.
  kernel('src/puzzles/tiles/kernel/assembly/search.ts', 'tile-kernel.wasm'),
  // The census classifier of Rush Hour's lane sets, likewise (src/puzzles/rushhour/kernel/lane-kernel.ts).
  kernel('src/puzzles/rushhour/kernel/assembly/classify.ts', 'lane-kernel.wasm'),
  // Breadth-first search of small block boxes (GNOME's short levels), likewise (src/puzzles/blocks/kernel/block-kernel.ts).
  kernel('src/puzzles/blocks/kernel/assembly/breadth-first.ts', 'block-kernel.wasm'),
  cached('tile-moves', sourcesUnder('src'), learnMachine, [`dist/cli/${pruning.STORED_MACHINE}`, `dist/lib/${pruning.STORED_MACHINE}`]),
  // Type declarations of the library; CommonJS users get the same types.
  run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.lib.json']).then(() =>
    writeFileSync('dist/types/index.d.cts', "export * from './index.js';\n"),
  ),
]);
await build({
  ...common,
  entryPoints: ['src/cli/main.ts'],
  outfile: 'dist/cli/slide-bundle.cjs',
  // Read only with SLIDE_DEBUG=1, so a bug's stack names the TypeScript sources, not the minified bundle.
  sourcemap: true,
  // Needed by one command each (prepare, random, census --db) and loaded on use from node_modules, so they
  // cost nothing at start-up.
  external: ['cli-progress', 'pure-rand', 'sql.js', '@bomb.sh/tab/commander'],
  plugins: [lazyChildProcess],
  ...metaUrl,
});
// The library (`import … from 'slide'` and `require('slide')`): the same sources, unminified.
const library = { ...common, minify: false, entryPoints: ['src/index.ts'], external: ['chalk', 'commander', 'cli-progress', 'pure-rand', 'sql.js', 'valibot'] };
await build({ ...library, format: 'esm', outfile: 'dist/lib/index.js', supported: {} });
await build({
  ...library,
  outfile: 'dist/lib/index.cjs',
  ...metaUrl,
});
// Worker threads load their file beside the code that starts them: the CLI bundle or the library (the same file).
const workers = [
  ['src/puzzles/queens/count-worker.ts', 'queens-worker.cjs', {}],
  ['src/puzzles/tiles/pdb/pattern-worker.ts', 'pattern-worker.cjs', {}],
  // It reads the family registry (which knows where puzzles/ is) to rebuild a family's space.
  ['src/puzzles/dense-worker.ts', 'dense-worker.cjs', metaUrl],
  // It reads the family registry to classify a census's piece sets.
  ['src/puzzles/census-worker.ts', 'census-worker.cjs', metaUrl],
  // Its walker can read pattern databases, whose module knows where its own worker sits.
  ['src/puzzles/tiles/ida-worker.ts', 'ida-worker.cjs', metaUrl],
  ['src/puzzles/tiles/batch-worker.ts', 'batch-worker.cjs', metaUrl],
];
await Promise.all(
  workers.map(async ([entry, name, options]) => {
    await build({ ...common, ...options, entryPoints: [entry], outfile: `dist/cli/${name}` });
    copyFileSync(`dist/cli/${name}`, `dist/lib/${name}`);
  }),
);
// Shell completion's library (ES modules only) as CommonJS beside the bundle, loaded when completing.
await build({ ...common, entryPoints: ['node_modules/@bomb.sh/tab/dist/commander.mjs'], outfile: 'dist/cli/tab.cjs' });
await compiled;
rmSync('dist/.tile-moves.cjs');
await build({
  ...common,
  entryPoints: ['src/cli/launcher.ts'],
  outfile: 'dist/cli/slide.cjs',
  banner: { js: '#!/usr/bin/env node' },
});
chmodSync('dist/cli/slide.cjs', 0o755);
// Typical commands, so their code is in the cache (their output is discarded). A larger cache
// costs every start a little, so this stays to the commands whose start-up is measured.
const warmUp = [
  ['solve', '8puzzle', '--algo', 'bi'],
  ['solve', 'hakoiri'],
  ['max', 'nooff', '--format', 'json'],
  ['solve', '6puzzle', '--algo', 'ida', '--format', 'json'],
  ['solve', 'rushhour', '--start', 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM'],
];
execFileSync(process.execPath, ['dist/cli/slide.cjs'], {
  env: { ...process.env, SLIDE_WRITE_CODE_CACHE: '1', SLIDE_WARM_UP: JSON.stringify(warmUp) },
  stdio: 'ignore',
});
