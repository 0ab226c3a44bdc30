#!/usr/bin/env node
/**
 * How many of the routes the customer's server contract documents (src/lib/contract/documented-routes.json, written by
 * scripts/contract-routes.mjs) the client calls, and whether docs/contract-gaps.md explains every one it does not.
 *
 *   node scripts/contract-coverage.mjs [--json] [--strict] [--verbose]
 *
 * --json prints a machine-readable summary instead of the text; --strict exits 1 when an uncalled route is not
 * explained in docs/contract-gaps.md; --verbose also prints where the client builds each documented route and the
 * route-like strings it could not evaluate.
 *
 * The client is src/ without src/mocks/ (the demo backend), tests (*.test.ts(x), *.fixture.ts, test kits) and
 * src/lib/contract/. A route counts as called only where the client builds that exact string (compared without
 * regard to case, as ASP.NET routes): the files are parsed with TypeScript's parser (comments never count) and
 *   1. a route literal used where it stands (a call's argument, a resource declaration's endpoint) counts;
 *   2. a route literal kept in a route table (`export const X_ROUTES = { list: 'api/…' }`) counts only where the
 *      client reads that entry, or hands the table on whole; an entry read only as the start of a longer string
 *      (`${QC_TEST_ROUTES.list}${area}` builds `…/GetQCTestsMAT`, never `…/GetQCTests`) or never read by the client
 *      (only the demo backend's handlers use it) does not;
 *   3. template strings and `+` concatenations are evaluated: `${THREE}/GetX` from the constant (followed through
 *      imports and re-exports), `api/${controller}/Get${singular}s` and `${QC_TEST_ROUTES.list}${area}` once for each
 *      call of their function with constant arguments; a value known only at run time after a `/` stands for a path
 *      parameter (`…/GetLeadById/${id}`), and a documented `{id}` segment matches any one segment.
 */
import { measure } from './contract-coverage/coverage.mjs';
import { printJson, printText } from './contract-coverage/report.mjs';

const args = new Set(process.argv.slice(2));
const asJson = args.has('--json');
const strict = args.has('--strict');
const verbose = args.has('--verbose');

async function main() {
  const started = Date.now();
  const coverage = await measure();
  if (asJson) printJson(coverage);
  else printText(coverage, { verbose, started });
  if (strict && coverage.unexplained.length > 0) process.exitCode = 1;
}

await main();
