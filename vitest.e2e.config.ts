import { defineConfig } from 'vitest/config';

// End-to-end tests: real headless Chromium (Debian's) against the production build in dist/.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    setupFiles: ['./tests/setup/e2e-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    // Files share their worker's browser (tests/e2e/browser.ts), so they run without isolation. Two workers on the
    // two cores (25 Nov 2026, the whole suite: 2 workers 334 s, 3 workers 290 s but a bill print timed out once under
    // that load; one worker took about 845 s before the screens were opened by the hash). E2E_WORKERS=1 runs the
    // files one by one, E2E_WORKERS=3 three at a time.
    isolate: false,
    fileParallelism: process.env.E2E_WORKERS !== '1',
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    reporters: ['default', './tests/setup/slowest-files-reporter.ts'],
  },
});
