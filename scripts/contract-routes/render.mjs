/** The documented routes written out as src/lib/contract/documented-routes.json (read by documented-routes.ts). */

/** One entry per route, its fields in the order of DocumentedRoute; 2-space indent and a trailing newline. */
export function render(routes) {
  const entries = routes.map((r) => ({
    route: r.route,
    method: r.method,
    module: r.module,
    section: r.section,
    body: r.body,
    answer: r.answer,
    notes: r.notes,
  }));
  return `${JSON.stringify(entries, null, 2)}\n`;
}
