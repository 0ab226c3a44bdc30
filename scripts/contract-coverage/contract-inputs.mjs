/** What the client is measured against: the documented routes, the explained gaps and the contract's schemas. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENTED, GAPS, ROOT, routeKey } from './route-keys.mjs';

// The documented routes: the generated JSON, read as it stands.
export async function documentedRoutes() {
  return JSON.parse(readFileSync(path.join(ROOT, DOCUMENTED), 'utf8'));
}

// docs/contract-gaps.md: the routes it explains, one table row each: | `route` | module | kind | reason |.
export function explainedRoutes() {
  const file = path.join(ROOT, GAPS);
  if (!existsSync(file)) return new Map();
  const explained = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const cells = line.startsWith('|')
      ? line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim())
      : [];
    const route = /^`(api\/[^`]+)`$/.exec(cells[0] ?? '')?.[1];
    if (!route) continue;
    // The screens a row names (`/crm/crm-leads`), for the list of routes to wire.
    const screens = [...(cells[3] ?? '').matchAll(/`(\/[a-z-]+\/[\w-]+)`/g)].map((m) => m[1]);
    explained.set(routeKey(route), { route, kind: cells[2] ?? '', screens });
  }
  return explained;
}

/** The routes the contract's zod schemas cover (src/lib/contract/contract-routes.ts), read through Vite's loader. */
export async function schemaRoutes() {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: ROOT,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { CONTRACT_ROUTES } = await vite.ssrLoadModule('/src/lib/contract/contract-routes.ts');
    return new Set(CONTRACT_ROUTES.map((route) => routeKey(route.route)));
  } finally {
    await vite.close();
  }
}
