// npm run contract-server [-- --port=4400]: the contract server for tests (src/mocks/contract-server.ts). The demo
// backend's TypeScript is bundled for Node first (rolldown, about a second, into dist-contract-server/): loaded through
// Vite's on-demand module loader instead, its first calls took the better part of a minute of CPU, which starved the
// end-to-end files running beside it. Prints its address, then serves until stopped. Point a build at it:
// VITE_API_BASE_URL=http://127.0.0.1:4400/ npm run build.
import 'fake-indexeddb/auto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const PORT = Number(
  process.argv.find((arg) => arg.startsWith('--port='))?.slice(7) ?? process.env.CONTRACT_PORT ?? 4400,
);
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}dist-contract-server`;

await build({
  cwd: root,
  input: 'src/mocks/contract-server.ts',
  platform: 'node',
  // Packages stay imports of node_modules (the bundle lives in the project, so Node finds them).
  external: [/^[^./]/],
  // What Vite would put there for a build with no VITE_ variables: the demo's code reads none of them.
  transform: { define: { 'import.meta.env': '{"DEV":false,"PROD":true,"MODE":"contract"}' } },
  output: {
    dir: outDir,
    cleanDir: true,
    format: 'esm',
    entryFileNames: 'contract-server.mjs',
    chunkFileNames: '[name]-[hash].mjs',
  },
  logLevel: 'warn',
});
const { startContractServer } = await import(pathToFileURL(`${outDir}/contract-server.mjs`).href);
const server = await startContractServer({ port: PORT });
console.log(`contract server listening on ${server.url}`);
const stop = () => process.exit(0);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
