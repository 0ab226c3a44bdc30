import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The benchmark pages only (npm run bench): the list, the ledger, the stock, the restaurant, the sales counters, the hotel, HR, the school and production; never part of the product build.
export default defineConfig({
  root: 'bench',
  base: './',
  plugins: [react()],
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: {
    outDir: '../.bench/list',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: [
        fileURLToPath(new URL('./bench/list-bench.html', import.meta.url)),
        fileURLToPath(new URL('./bench/ledger-bench.html', import.meta.url)),
        fileURLToPath(new URL('./bench/stock-bench.html', import.meta.url)),
        fileURLToPath(new URL('./bench/pos-bench.html', import.meta.url)),
        fileURLToPath(new URL('./bench/sales-bench.html', import.meta.url)),
        fileURLToPath(new URL('./bench/hotel-bench.html', import.meta.url)),
        fileURLToPath(new URL('./bench/hrd-bench.html', import.meta.url)),
        fileURLToPath(new URL('./bench/school-bench.html', import.meta.url)),
        fileURLToPath(new URL('./bench/production-bench.html', import.meta.url)),
      ],
    },
  },
});
