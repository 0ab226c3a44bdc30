/** The coverage: which documented routes the client calls, with a schema or without, and which gaps are explained. */
import { parseClient } from './client-files.mjs';
import { clientRoutes } from './client-routes.mjs';
import { documentedRoutes, explainedRoutes, schemaRoutes } from './contract-inputs.mjs';
import { actionOf, patternOf, routeKey } from './route-keys.mjs';

/** Reads the contract and the client and measures one against the other. */
export async function measure() {
  const documented = await documentedRoutes();
  const schemas = await schemaRoutes();
  parseClient();
  const { built, skipped, unresolved } = clientRoutes();
  // The client's strings that call a documented route: those of its action that its pattern takes.
  const byAction = new Map();
  for (const key of built.keys()) byAction.set(actionOf(key), [...(byAction.get(actionOf(key)) ?? []), key]);
  const sitesOf = (route) => {
    const pattern = patternOf(route.route);
    const keys = (byAction.get(actionOf(routeKey(route.route))) ?? []).filter((key) => pattern.test(key));
    return keys.flatMap((key) => built.get(key));
  };
  const called = documented.filter((route) => sitesOf(route).length > 0);
  // Called with the contract's shape: the demo backend and the contract server check these calls against a schema.
  const shaped = called.filter((route) => schemas.has(routeKey(route.route)));
  const uncalled = documented.filter((route) => sitesOf(route).length === 0);
  const explained = explainedRoutes();
  const unexplained = uncalled.filter((route) => !explained.has(routeKey(route.route)));
  const calledKeys = new Set(called.map((route) => routeKey(route.route)));
  const stale = [...explained.values()].filter((row) => calledKeys.has(routeKey(row.route))).map((row) => row.route);
  const documentedKeys = new Set(documented.map((route) => routeKey(route.route)));
  const unknown = [...explained.values()]
    .filter((row) => !documentedKeys.has(routeKey(row.route)))
    .map((row) => row.route);
  const rows = uncalled.map((route) => explained.get(routeKey(route.route))).filter(Boolean);
  const byKind = {};
  for (const row of rows) byKind[row.kind] = (byKind[row.kind] ?? 0) + 1;
  const toCall = rows.filter((row) => row.kind === 'to call');
  const modules = [...new Set(documented.map((route) => route.module))];
  const byModule = Object.fromEntries(
    modules.map((module) => {
      const all = documented.filter((route) => route.module === module);
      const missing = uncalled.filter((route) => route.module === module);
      const unshaped = called.filter((route) => route.module === module && !schemas.has(routeKey(route.route)));
      return [
        module,
        {
          documented: all.length,
          called: all.length - missing.length,
          calledWithSchema: all.length - missing.length - unshaped.length,
          uncalled: missing.map((r) => r.route),
          calledWithoutSchema: unshaped.map((r) => r.route),
        },
      ];
    }),
  );
  return {
    documented,
    called,
    shaped,
    uncalled,
    unexplained,
    stale,
    unknown,
    byKind,
    toCall,
    modules,
    byModule,
    sitesOf,
    skipped,
    unresolved,
  };
}
