// npm run contract-server [-- --port=4400]: the contract server for tests (src/mocks/contract-server.ts), loaded
// through Vite's module loader so the demo backend's TypeScript runs in Node as it is. Prints its address, then
// serves until stopped. Point a build at it: VITE_API_BASE_URL=http://127.0.0.1:4400/ npm run build.
import 'fake-indexeddb/auto';
import { createServer } from 'vite';

const PORT = Number(
  process.argv.find((arg) => arg.startsWith('--port='))?.slice(7) ?? process.env.CONTRACT_PORT ?? 4400,
);

const vite = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { startContractServer } = await vite.ssrLoadModule('/src/mocks/contract-server.ts');
const server = await startContractServer({ port: PORT });
console.log(`contract server listening on ${server.url}`);
// Stopped at once: closing Vite first would fail the calls still loading a module on demand.
const stop = () => process.exit(0);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
