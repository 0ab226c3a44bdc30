/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup/unit-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
