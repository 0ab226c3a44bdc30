/// <reference types="vitest/config" />
import { setFlagsFromString } from 'node:v8';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import IntegrationFirstSequencer from './tests/setup/integration-first-sequencer';

// Two shared chunks for what nearly every page needs, so a page fetches a few files rather than
// fifteen tiny ones (each tiny chunk costs its own imports, exports and gzip frame): the basic
// Bootstrap pieces every form uses (with three tiny lib files every module reads), and the API
// client with axios. The sign-in page loads the latter only when the person starts on the form,
// so that group holds only the client itself (the session store and messages it uses stay in the entry).
const UI_BASICS =
  /node_modules[\\/](classnames|warning|prop-types|react-bootstrap[\\/]esm[\\/](ThemeProvider|Button|Spinner|Form\w*|Feedback|ElementChildren|Col|Row)\.js|@restart[\\/]ui[\\/]esm[\\/]Button\.js)|src[\\/]components[\\/](loading-button|text-field)\.tsx|src[\\/]lib[\\/](session[\\/]home-route|editions|screens[\\/]screen-declaration)\.ts/;
const API_CORE = /node_modules[\\/]axios[\\/]|src[\\/]lib[\\/]api[\\/](api-client|api-error|backend-url|login-api)\.ts/;

// A young generation of 64 MB for the test workers (threads take V8's flags from the process that starts them):
// React and jsdom make short-lived objects by the million, and with V8's default the workers spent about a sixth of
// their time collecting them (281 s → 265 s of CPU, 25 Nov 2026).
if (process.env.VITEST) setFlagsFromString('--max-semi-space-size=64');

/**
 * The offline app shell: a service worker (Workbox, generated at build time) that precaches the whole build, so a
 * terminal opens with no network; the manifest and icons make it installable. A new version waits until the person
 * chooses to reload (src/lib/offline/register-app-shell.ts). API calls are not cached by the worker: the demo
 * backend answers inside the page, and a real backend's answers are the app's to keep.
 */
function appShell() {
  return VitePWA({
    // The tests run no build: the worker is a production-build thing.
    disable: Boolean(process.env.VITEST),
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'ERP Suite',
      short_name: 'ERP',
      description: 'Business management suite for companies, schools, hotels, shops and restaurants',
      start_url: './',
      scope: './',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#663399',
      icons: [
        { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The demo backend's chunk (handlers and seed data) is about 1.4 MB.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: 'index.html',
      // The first install takes the open page at once, so it opens offline from the next load on.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
    },
  });
}

// One config for the app and the unit/integration tests (jsdom + msw/node).
export default defineConfig({
  plugins: [react(), appShell()],
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
    // jsdom, with only the browser-sheet rules that decide what is shown (see the module).
    environment: './tests/setup/jsdom-environment.ts',
    setupFiles: ['./tests/setup/unit-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
    restoreMocks: true,
    // One order everywhere, screen tests first (see the module).
    sequence: { sequencer: IntegrationFirstSequencer },
    testTimeout: 15000,
    // Three workers on the two cores (they finish sooner than two: 179 s against 197 s, 25 Nov 2026), and one environment and module graph per worker rather than per
    // file: the app's ~1,000 modules and jsdom are set up once per worker. Tests reset what they change (stores,
    // demo database, handlers, console guard: tests/integration/support/demo-server.ts, tests/setup).
    maxWorkers: 3,
    isolate: false,
    // Worker threads rather than processes: a worker fetches the app's ~1,600 modules one after another from vitest,
    // and a thread's messages cost less than a child process's (the first screen test ran after 5 s against 7.5 s;
    // the suite 131–139 s against 142–145 s, 26 Nov 2026). The 64 MB young generation is set above for them.
    pool: 'threads',
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
