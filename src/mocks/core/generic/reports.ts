import { http, HttpResponse } from 'msw';
import type { ReportDeclaration, ReportRow, ReportValue } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';
import type { ResourceDeclaration } from '../../../engine/resource';
import { getDemoDb } from '../db/demo-db';
import { DEMO_REPORTS } from '../declarations/demo-reports';
import { DEMO_RESOURCES } from '../declarations/demo-resources';
import { ensureSeeded } from '../seeds/ensure-seeded';
import { requireSession } from '../sessions/auth';
import { authorise } from '../sessions/authorise';
import { readJson } from '../read-json';

async function recordsOf(resource: string, companyCode: number) {
  await ensureSeeded(resource, companyCode);
  const db = await getDemoDb();
  return (await db.getAllFromIndex('records', 'byResource', [resource, companyCode])).map((row) => row.data);
}

/**
 * Names by key of every master a source resource refers to, and labels of its fixed choices, so the report shows words.
 */
async function referenceNames(resource: ResourceDeclaration, companyCode: number) {
  const names: Record<string, Map<string, string>> = {};
  for (const field of resource.fields) {
    if (field.type === 'select')
      names[field.name] = new Map((field.options ?? []).map((option) => [option.value, option.label]));
    if (field.type !== 'reference' || !field.reference) continue;
    const { key, label } = field.reference;
    const rows = await recordsOf(field.reference.resource, companyCode);
    names[field.name] = new Map(rows.map((row) => [String(row[key]), String(row[label] ?? row[key])]));
  }
  return names;
}

/** A key report: the master's records, filtered by the parameters, references by name, grouped and totalled. */
async function keyReport(report: ReportDeclaration, companyCode: number, body: Record<string, unknown>) {
  const resource = DEMO_RESOURCES.find((candidate) => candidate.name === report.source!.resource);
  if (!resource) return totalReport(report.columns, []);
  const names = await referenceNames(resource, companyCode);
  const filters = Object.entries(report.source!.filters ?? {}).filter(
    ([parameter]) => body[parameter] !== undefined && body[parameter] !== '' && body[parameter] !== null,
  );
  const rows: ReportRow[] = (await recordsOf(resource.name, companyCode))
    .filter((record) => filters.every(([parameter, field]) => String(record[field]) === String(body[parameter])))
    .map((record) =>
      Object.fromEntries(
        report.columns.map((column) => {
          const raw = record[column.name];
          const value: ReportValue =
            typeof raw === 'boolean'
              ? raw
                ? 'Yes'
                : 'No'
              : typeof raw === 'number' || typeof raw === 'string'
                ? raw
                : null;
          return [column.name, names[column.name]?.get(String(raw)) ?? value];
        }),
      ),
    );
  const first = report.columns.find((column) => column.name !== report.groupBy)?.name ?? '';
  const text = (row: ReportRow, name: string) => String(row[name] ?? '');
  rows.sort(
    (a, b) =>
      (report.groupBy ? text(a, report.groupBy).localeCompare(text(b, report.groupBy)) : 0) ||
      text(a, first).localeCompare(text(b, first), 'en', { numeric: true }),
  );
  return totalReport(report.columns, rows, report.groupBy);
}

function reportHandler(report: ReportDeclaration) {
  return http.post(`*/${report.endpoint}`, async ({ request }) => {
    const session = report.screen.code
      ? await authorise(request, report.screen.code, 'read', report.screen.vendorScreen)
      : await requireSession(request);
    if (session instanceof Response) return session;
    return HttpResponse.json(await keyReport(report, session.companyCode, await readJson(request)));
  });
}

/**
 * Every report the demo backend computes (the key reports over masters; transaction reports come with their modules).
 */
export const reportHandlers = DEMO_REPORTS.filter((report) => report.source).map(reportHandler);
