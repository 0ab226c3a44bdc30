import { defineConfig } from 'vitest/config';

// End-to-end tests: real headless Chromium (Debian's) against the production build in dist/.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
