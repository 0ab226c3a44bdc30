import type { Server } from 'node:http';
import { serveBuild } from '../../scripts/static-server.mjs';

export const E2E_PORT = 4199;
let server: Server | undefined;

/** Serves the production build (dist/, built by `npm run test:e2e`). */
export async function setup(): Promise<void> {
  server = await serveBuild('dist', E2E_PORT);
}

export function teardown(): Promise<void> {
  return new Promise((done) => (server ? server.close(() => done()) : done()));
}
