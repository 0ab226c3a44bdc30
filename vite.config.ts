/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two shared chunks for what nearly every page needs, so a page fetches a few files rather than
// fifteen tiny ones (each tiny chunk costs its own imports, exports and gzip frame): the basic
// Bootstrap pieces every form uses (with three tiny lib files every module reads), and the API
// client with axios. The sign-in page loads the latter only when the person starts on the form,
// so that group holds only the client itself (the session store and messages it uses stay in the entry).
const UI_BASICS =
  /node_modules[\\/](classnames|warning|prop-types|react-bootstrap[\\/]esm[\\/](ThemeProvider|Button|Spinner|Form\w*|Feedback|ElementChildren|Col|Row)\.js|@restart[\\/]ui[\\/]esm[\\/]Button\.js)|src[\\/]components[\\/](loading-button|text-field)\.tsx|src[\\/]lib[\\/](session[\\/]home-route|editions|screens[\\/]screen-declaration)\.ts/;
const API_CORE = /node_modules[\\/]axios[\\/]|src[\\/]lib[\\/]api[\\/](api-client|api-error|backend-url|login-api)\.ts/;

// One config for the app and the unit/integration tests (jsdom + msw/node).
export default defineConfig({
  plugins: [react()],
  css: {
    preprocessorOptions: {
      // Bootstrap 5's Sass still uses @import and global functions; its deprecation notices are not ours.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The demo backend chunk (MSW + seed data) is large by nature and loads only in demo mode.
    chunkSizeWarningLimit: 600,
    // Current browsers preload modules natively; older ones (Safari before 17) only load them later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'ui-basics', test: UI_BASICS },
            { name: 'api', test: API_CORE, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup/unit-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    // Three workers on the two cores (they finish sooner than two: 179 s against 197 s, 25 Nov 2026), and one environment and module graph per worker rather than per
    // file: the app's ~1,000 modules and jsdom are set up once per worker. Tests reset what they change (stores,
    // demo database, handlers, console guard: tests/integration/support/demo-server.ts, tests/setup).
    maxWorkers: 3,
    isolate: false,
    // A young generation of 64 MB: React and jsdom make short-lived objects by the million, and with V8's
    // default the workers spent about a sixth of their time collecting them (281 s → 265 s of CPU, 25 Nov 2026).
    execArgv: ['--max-semi-space-size=64'],
    reporters: ['default', './tests/setup/slowest-files-reporter.ts'],
    // Printed by `npm test` (vitest run --coverage); the figures before and after a change go in docs/testing.md.
    coverage: {
      // v8 coverage, merged once at the end rather than file by file (see the module).
      provider: 'custom',
      customProviderModule: './tests/setup/coverage-provider.ts',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.d.ts'],
      reporter: ['text-summary'],
    },
  },
});
