import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/setup/e2e-longest-first-sequencer';

// End-to-end tests: real headless Chromium (Debian's) against the production build in dist/.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    setupFiles: ['./tests/setup/e2e-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    // Files share their worker's browser (tests/e2e/browser.ts), so they run without isolation. Three workers on the
    // two cores: a test waits on its page much of the time (answers, quiet networks), and a third browser fills that
    // time. The whole suite, 25 Nov 2026: one worker about 845 s (before screens were opened by the hash); two 334 s
    // (afternoon) and 386 s (evening, clean clone); three 290 s (afternoon) and 340 s (evening). E2E_WORKERS=1 runs
    // the files one by one, E2E_WORKERS=2 two at a time.
    isolate: false,
    fileParallelism: process.env.E2E_WORKERS !== '1',
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    reporters: ['default', ['./tests/setup/slowest-files-reporter.ts', { shown: 100 }]],
    sequence: { sequencer: LongestFirstSequencer },
  },
});
