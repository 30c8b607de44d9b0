import { defineConfig } from 'vitest/config';

/**
 * `npm run test:slow`: what takes minutes — the 7-8 database build, the packed-tarball install —
 * the long fuzz runs (`fuzz.test.ts` again, with SLIDE_FUZZ_RUNS set by the script), and the files
 * of some seconds each (searches on worker threads and shards, the compiled kernels against JavaScript)
 * that would take `npm test` past two minutes.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.slow.test.ts', 'test/cli/fuzz.test.ts'],
    globalSetup: ['test/temporary-folder.ts'],
    testTimeout: 600_000,
    hookTimeout: 900_000,
  },
});
