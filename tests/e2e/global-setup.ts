import { spawn, type ChildProcess } from 'node:child_process';
import { waitForServer } from '../../scripts/chromium.mjs';

export const E2E_PORT = 4199;
let server: ChildProcess | undefined;

/** Serves the production build (dist/, built by `npm run test:e2e`) with `vite preview`. */
export async function setup(): Promise<void> {
  server = spawn('npx', ['vite', 'preview', '--port', String(E2E_PORT), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
  await waitForServer(`http://127.0.0.1:${E2E_PORT}/`);
}

export function teardown(): void {
  if (server?.pid) process.kill(-server.pid);
}
