import { defineConfig } from 'vitest/config';

/** `npm test`: the everyday suite, under two minutes on two cores; `*.slow.test.ts` run in `npm run test:slow`. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.slow.test.ts', 'node_modules/**'],
    globalSetup: ['test/temporary-folder.ts', 'test/global-setup.ts'],
    // One worker a core: the CLI's child processes keep both busy, and a third worker only made them contend
    // (85 s of tests with two, 92 s with three and 98 s with four on this 2-core machine).
    maxWorkers: 2,
    // Files share their worker's loaded modules (no test leans on module state): 24 s of imports become 9.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
