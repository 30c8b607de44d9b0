import { defineConfig } from 'vitest/config';

/** `npm test`: the everyday suite, under two minutes on two cores; `*.slow.test.ts` run in `npm run test:slow`. */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.slow.test.ts', 'node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    // Most files wait on the CLI in a child process, so three workers keep two cores busy (vitest's default here is one).
    maxWorkers: 3,
    // Files share their worker's loaded modules (no test leans on module state): 24 s of imports become 9.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
