/** Where the coverage reads from, what a route looks like, and how routes compare. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The documented routes, written by scripts/contract-routes.mjs; the module beside it only types and checks them. */
export const DOCUMENTED = 'src/lib/contract/documented-routes.json';
export const DOCUMENTED_MODULE = 'src/lib/contract/documented-routes.ts';
export const GAPS = 'docs/contract-gaps.md';
/** A string that is a route: `api/<Controller>/<Action>`, maybe with path parameters or a query. */
export const ROUTE = /^api\/[A-Za-z]\w*\/[A-Za-z]\w*(?:\/[^?]*)?(?:\?.*)?$/;
/** A value only known at run time, inside an evaluated template: after a `/` it reads as a path parameter. */
export const UNKNOWN = '{?}';

/** Routes compare without regard to case (ASP.NET routes so) and without their query. */
export const routeKey = (route) => route.replace(/\?.*$/, '').toLowerCase();
/** `api/<Controller>/<Action>`, the part every route to one action shares. */
export const actionOf = (key) => key.split('/').slice(0, 3).join('/');
/** A documented route as a pattern: a path parameter (`{leadId}`) matches any one segment, as ASP.NET routes it. */
export const patternOf = (route) => new RegExp(`^${routeKey(route).replace(/\{\w+\}/g, '[^/]+')}$`);
