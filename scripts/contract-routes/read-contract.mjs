/** The whole contract read: one documented route per route, and the README's routes checked against them. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readFile } from './read-file.mjs';

/** A key that ignores case, path parameters and the query: one key per route, as ASP.NET's routing matches. */
const routeKey = (route) =>
  route
    .replace(/\/\{\w+\}/g, '')
    .replace(/\?.*$/, '')
    .toLowerCase();

const controllerOf = (route) => route.split('/')[1].toLowerCase();

/**
 * Reads every module file of the contract: the documented routes, one per route, sorted by module then route. A route
 * mentioned in several files belongs to the one that documents its controller most (05-crm for `api/CRMReceipts/*`,
 * not 01-pos's cross-reference); within that, the mention that says most (a table row first) gives its body and answer.
 */
export function readContract(contractDir) {
  if (!existsSync(contractDir)) throw new Error(`No contract directory ${contractDir} (give one with --contract=DIR)`);
  const files = readdirSync(contractDir)
    .filter((name) => /^\d+-.*\.md$/.test(name))
    .sort()
    .map((name) => path.join(contractDir, name));
  if (files.length === 0) throw new Error(`No contract files (NN-<module>.md) in ${contractDir}`);
  const mentions = files.flatMap(readFile);
  const weight = new Map();
  for (const m of mentions) {
    const key = `${m.module} ${controllerOf(m.route)}`;
    weight.set(key, (weight.get(key) ?? 0) + 1);
  }
  const rank = (m) => [
    weight.get(`${m.module} ${controllerOf(m.route)}`),
    m.how === 'table' ? 1 : 0,
    m.body.length + m.answer.length + m.notes.length,
  ];
  const better = (a, b) => {
    const [x, y] = [rank(a), rank(b)];
    const at = x.findIndex((value, i) => value !== y[i]);
    return at >= 0 && x[at] > y[at];
  };
  const byKey = new Map();
  for (const mention of mentions) {
    const key = routeKey(mention.route);
    const kept = byKey.get(key);
    if (!kept || better(mention, kept)) byKey.set(key, mention);
  }
  const routes = [...byKey.values()].sort(
    (a, b) => a.module.localeCompare(b.module) || a.route.toLowerCase().localeCompare(b.route.toLowerCase()),
  );
  return { files, mentions, routes };
}

/** The routes README.md names must be documented by a module file. */
export function checkReadme(contractDir, routes) {
  const readme = path.join(contractDir, 'README.md');
  if (!existsSync(readme)) return [];
  const keys = new Set(routes.map((route) => routeKey(route.route)));
  const named = [...readFileSync(readme, 'utf8').matchAll(/`(?:POST |GET )?(api\/\w+\/\w+)`/g)].map((m) => m[1]);
  return named.filter((route) => !keys.has(routeKey(route)));
}
