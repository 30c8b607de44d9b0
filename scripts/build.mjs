// Builds the `slide` binary: one CommonJS bundle of the CLI (no module graph to resolve at
// start-up), a small launcher, and V8's code cache for the bundle, made by one warm-up run.
import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync } from 'node:fs';
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
};
rmSync('dist', { recursive: true, force: true });
await build({
  ...common,
  entryPoints: ['src/cli/main.ts'],
  outfile: 'dist/cli/slide-bundle.cjs',
  // Needed by one command each (prepare, random) and loaded on use from node_modules, so they
  // cost nothing at start-up.
  external: ['cli-progress', 'pure-rand'],
  // The sources are ES modules; in the CommonJS bundle import.meta.url comes from __filename.
  define: { 'import.meta.url': '__importMetaUrl' },
  banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
});
await build({
  ...common,
  // Worker threads of `slide count queens` load this file beside the bundle.
  entryPoints: ['src/puzzles/queens/count-worker.ts'],
  outfile: 'dist/cli/queens-worker.cjs',
});
await build({
  ...common,
  // Worker threads of a pattern-database build load this file beside the bundle.
  entryPoints: ['src/puzzles/tiles/pattern-worker.ts'],
  outfile: 'dist/cli/pattern-worker.cjs',
});
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
];
execFileSync(process.execPath, ['dist/cli/slide.cjs'], {
  env: { ...process.env, SLIDE_WRITE_CODE_CACHE: '1', SLIDE_WARM_UP: JSON.stringify(warmUp) },
  stdio: 'ignore',
});
