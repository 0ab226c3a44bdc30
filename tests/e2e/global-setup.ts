import type { Server } from 'node:http';
import { serveBuild } from '../../scripts/static-server.mjs';

/** E2E_PORT and E2E_DIST let two builds be tried side by side on one machine (each its own port and folder). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4199);
let server: Server | undefined;

/** Serves the production build (dist/, built by `npm run test:e2e`, or the folder E2E_DIST names). */
export async function setup(): Promise<void> {
  server = await serveBuild(process.env.E2E_DIST ?? 'dist', E2E_PORT);
}

export function teardown(): Promise<void> {
  return new Promise((done) => (server ? server.close(() => done()) : done()));
}
