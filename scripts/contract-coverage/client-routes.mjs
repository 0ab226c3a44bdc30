// What the client builds.
import ts from 'typescript';
import { files } from './client-files.mjs';
import { templateValues } from './evaluate.mjs';
import { bindingOf, useOfKept } from './kept-literals.mjs';
import { ROUTE, routeKey, UNKNOWN } from './route-keys.mjs';
import { isConcatenation, walk, where } from './ts-walk.mjs';

export function clientRoutes() {
  const built = new Map(); // route key → [{ route, at, how }]
  const skipped = []; // literals kept but not read as they are
  const unresolved = []; // templates that look like routes but cannot be evaluated
  const add = (route, node, how) => {
    const key = routeKey(route);
    if (!built.has(key)) built.set(key, []);
    built.get(key).push({ route, at: where(node), how });
  };
  for (const info of files.values()) {
    walk(info.source, (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (!ROUTE.test(node.text) || ts.isImportDeclaration(node.parent)) return;
        const binding = bindingOf(node, info.file);
        const use = binding ? useOfKept(info.file, binding) : info.client ? 'read' : 'not client';
        if (use === 'read') add(node.text, node, binding ? `${binding.root}.${binding.path.join('.')}` : 'literal');
        else skipped.push({ route: node.text, at: where(node), use });
      } else if (
        info.client &&
        (ts.isTemplateExpression(node) || (isConcatenation(node) && !isConcatenation(node.parent)))
      ) {
        for (const value of new Set(templateValues(node, info.file))) {
          if (typeof value !== 'string') continue;
          // A run-time value after a `/` is a path parameter; anywhere else the route is not known.
          const route = value.replace(/\?.*$/, '');
          const known = !route.replace(/\/\{\?\}(?=\/|$)/g, '').includes(UNKNOWN);
          if (ROUTE.test(route) && known) add(value, node, 'template');
          else if (/^api\//.test(value) || /^\{\?\}\/[A-Z]/.test(value)) unresolved.push({ value, at: where(node) });
        }
      }
    });
  }
  return { built, skipped, unresolved };
}
