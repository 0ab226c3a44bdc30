/** The coverage printed: as JSON for machines (--json), else as text, with the sites behind it when --verbose. */
import { files } from './client-files.mjs';
import { GAPS } from './route-keys.mjs';

const percent = (part, whole) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

export function printJson(coverage) {
  const { documented, called, shaped, uncalled, unexplained, stale, unknown, byKind, toCall, byModule } = coverage;
  console.log(
    JSON.stringify(
      {
        documented: documented.length,
        called: called.length,
        calledPercent: percent(called.length, documented.length),
        calledWithSchema: shaped.length,
        calledWithSchemaPercent: percent(shaped.length, documented.length),
        modules: byModule,
        explained: uncalled.length - unexplained.length,
        explainedByKind: byKind,
        toCall: toCall.map((row) => ({ route: row.route, screens: row.screens })),
        unexplained: unexplained.map((route) => route.route),
        explainedButCalled: stale,
        explainedButNotDocumented: unknown,
      },
      null,
      2,
    ),
  );
}

/** `started`: when the run began, for the time it took. */
export function printText(coverage, { verbose, started }) {
  const { documented, called, shaped, uncalled, unexplained, stale, unknown, byKind, toCall, modules, byModule } =
    coverage;
  console.log(`Documented routes: ${documented.length}`);
  console.log(`Called by the client: ${called.length} (${percent(called.length, documented.length)}%)`);
  const shapedPercent = percent(shaped.length, documented.length);
  console.log(`Called and checked against a schema of the contract: ${shaped.length} (${shapedPercent}%)`);
  for (const module of modules) {
    const { documented: all, called: some, calledWithSchema: checked } = byModule[module];
    console.log(
      `  ${module.padEnd(14)} ${String(some).padStart(4)} of ${String(all).padStart(4)} called, ${checked} checked`,
    );
  }
  console.log(`\nNot called (${uncalled.length}):`);
  for (const module of modules) {
    if (byModule[module].uncalled.length === 0) continue;
    console.log(`  ${module}`);
    for (const route of byModule[module].uncalled) console.log(`    ${route}`);
  }
  console.log(
    `\n${GAPS} explains ${uncalled.length - unexplained.length} of the ${uncalled.length} routes not called.`,
  );
  const kinds = Object.entries(byKind).map(([kind, count]) => `${kind} ${count}`);
  if (kinds.length > 0) console.log(`  by kind: ${kinds.join(', ')}`);
  if (toCall.length > 0) {
    console.log(`Routes to wire into a screen of ours (kind "to call", ${toCall.length}):`);
    for (const row of toCall) console.log(`  ${row.route} → ${row.screens.join(', ') || '(see the row)'}`);
  }
  if (unexplained.length > 0) {
    console.log(`Not explained there (${unexplained.length}):`);
    for (const route of unexplained) console.log(`  ${route.route} (${route.module})`);
  }
  if (stale.length > 0) console.log(`Explained there but now called (drop the row): ${stale.join(', ')}`);
  if (unknown.length > 0) console.log(`Explained there but not documented: ${unknown.join(', ')}`);
  if (verbose) printSites(coverage);
  const clientFiles = [...files.values()].filter((info) => info.client).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n(${clientFiles} client files read in ${seconds} s)`);
}

/** --verbose: the routes called without a schema, where the client builds each route, and what was not counted. */
function printSites({ called, modules, byModule, sitesOf, skipped, unresolved }) {
  console.log('\nCalled without a schema yet:');
  for (const module of modules) {
    for (const route of byModule[module].calledWithoutSchema) console.log(`  ${module}\t${route}`);
  }
  console.log('\nWhere the client builds each documented route:');
  for (const route of called) {
    for (const site of sitesOf(route)) console.log(`  ${route.route}\t${site.at}\t${site.how}`);
  }
  console.log('\nRoute literals kept but not read as they are (not counted):');
  for (const site of skipped) console.log(`  ${site.route}\t${site.at}\t${site.use}`);
  console.log('\nTemplates that look like routes but could not be evaluated:');
  for (const site of unresolved) console.log(`  ${JSON.stringify(site.value)}\t${site.at}`);
}
