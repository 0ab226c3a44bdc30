// The chaos driver's bundle (scripts/chaos/driver.ts): one ES module with the client code it calls, built apart from
// the app so the app's production build stays as it ships. Never part of the product.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  configFile: false,
  logLevel: 'error',
  publicDir: false,
  // React and zustand read it; a library build leaves it to the page, which has no `process`.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: {
    target: 'es2022',
    emptyOutDir: true,
    lib: {
      entry: fileURLToPath(new URL('./driver.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'driver.js',
    },
  },
});
