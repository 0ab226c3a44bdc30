#!/usr/bin/env node
/**
 * Reads the customer's server contract (shared/design/contract/NN-<module>.md) and writes every route it documents to
 * src/lib/contract/documented-routes.json (2-space JSON, which src/lib/contract/documented-routes.ts checks and types),
 * so the client's coverage of the real server can be checked by machine (scripts/contract-coverage.mjs).
 *
 *   node scripts/contract-routes.mjs [--contract=DIR] [--explain]
 *
 * DIR defaults to ../shared/design/contract from the repository root. --explain prints every route with the line it
 * was read from, for checking the reading against the documents.
 *
 * The documents name routes in several ways, and the reading follows them:
 * - whole routes, `api/<Controller>/<Action>` (a leading POST, GET or DELETE gives the method);
 * - bare action names, whose controller comes from the nearest base: a whole route or a base (`api/X/`, `api/X/…`,
 *   `XController`) read before it in the same paragraph or table, else the section's heading;
 * - in the first cell of a route table, pairs and lists (`GetPurchaseTerms` / `SetPurchaseTerm`);
 * - in prose, lists of actions, backticked or not, and `…Suffix` abbreviations of the list's first name.
 * Prose is read for routes only where it lists them: a paragraph that names a route or a base or says "Routes" or
 * "Client calls", or that opens with an action name under a section with a base; "Entity", "Entities", "fields" and
 * "Rules" end that until the next route. Where these rules cannot decide, the tables below say what a name is.
 * README.md only summarises the module files: each route it names must be among theirs (checked).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkReadme, readContract } from './contract-routes/read-contract.mjs';
import { moduleOf } from './contract-routes/read-file.mjs';
import { render } from './contract-routes/render.mjs';

export { readContract };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = 'src/lib/contract/documented-routes.json';

function parseArgs(argv) {
  const contract = argv.find((arg) => arg.startsWith('--contract='))?.slice('--contract='.length);
  return {
    // A directory given is read from where the command runs; the default sits beside the repository.
    contractDir: contract ? path.resolve(contract) : path.resolve(ROOT, '../shared/design/contract'),
    explain: argv.includes('--explain'),
  };
}

function main() {
  const { contractDir, explain } = parseArgs(process.argv.slice(2));
  const { files, mentions, routes } = readContract(contractDir);
  if (explain) {
    for (const m of mentions) console.log(`${m.module}:${m.line}\t${m.how}\t${m.method}\t${m.route}`);
  }
  writeFileSync(path.join(ROOT, OUTPUT), render(routes));

  console.log(
    `Read ${files.length} contract files in ${path.relative(ROOT, contractDir) || '.'}: ${mentions.length} mentions`,
  );
  const counts = new Map();
  for (const route of routes) counts.set(route.module, (counts.get(route.module) ?? 0) + 1);
  for (const file of files) {
    const module = moduleOf(file);
    console.log(`  ${module.padEnd(14)} ${String(counts.get(module) ?? 0).padStart(4)}`);
  }
  console.log(`  ${'total'.padEnd(14)} ${String(routes.length).padStart(4)}`);
  const missing = checkReadme(contractDir, routes);
  if (missing.length > 0) {
    console.error(`README.md names routes no module file documents: ${missing.join(', ')}`);
    process.exitCode = 1;
  }
  console.log(`Wrote ${OUTPUT}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
