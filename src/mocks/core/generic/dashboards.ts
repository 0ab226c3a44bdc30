import { http, HttpResponse } from 'msw';
import type { DashboardDeclaration, FigureSource } from '../../../engine/dashboard/dashboard';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { getDemoDb } from '../db/demo-db';
import { DEMO_DASHBOARDS } from '../declarations/demo-dashboards';
import { DEMO_RESOURCES } from '../declarations/demo-resources';
import { ensureSeeded } from '../seeds/ensure-seeded';
import { requireSession } from '../sessions/auth';
import { authorise } from '../sessions/authorise';

async function recordsOf(source: FigureSource, companyCode: number) {
  await ensureSeeded(source.resource, companyCode);
  const db = await getDemoDb();
  const rows = (await db.getAllFromIndex('records', 'byResource', [source.resource, companyCode])).map(
    (row) => row.data,
  );
  const matches = (value: unknown, wanted: NonNullable<FigureSource['where']>[string]) =>
    Array.isArray(wanted) ? wanted.includes(value as string | number) : value === wanted;
  return rows.filter((row) =>
    Object.entries(source.where ?? {}).every(([field, wanted]) => matches(row[field], wanted)),
  );
}

/** Count, or sum in integer paise (money stays exact). */
function measure(source: FigureSource, rows: ReadonlyArray<Record<string, unknown>>): number {
  if (source.measure === 'count') return rows.length;
  return fromPaise(sumPaise(rows.map((row) => toPaise(Number(row[source.field ?? ''] ?? 0)))));
}

async function labelsFor(source: FigureSource, companyCode: number): Promise<Map<string, string>> {
  const field = DEMO_RESOURCES.find((resource) => resource.name === source.resource)?.fields.find(
    (candidate) => candidate.name === source.groupBy,
  );
  if (field?.type === 'select') return new Map((field.options ?? []).map((option) => [option.value, option.label]));
  if (field?.type !== 'reference' || !field.reference) return new Map();
  const { key, label } = field.reference;
  const targets = await recordsOf({ resource: field.reference.resource, measure: 'count' }, companyCode);
  return new Map(targets.map((row) => [String(row[key]), String(row[label] ?? row[key])]));
}

async function figures(dashboard: DashboardDeclaration, companyCode: number) {
  const cards: Record<string, number> = {};
  for (const card of dashboard.cards)
    if (card.source) cards[card.name] = measure(card.source, await recordsOf(card.source, companyCode));
  const charts: Record<string, Array<{ label: string; value: number }>> = {};
  for (const chart of dashboard.charts) {
    if (!chart.source) continue;
    const rows = await recordsOf(chart.source, companyCode);
    const labels = await labelsFor(chart.source, companyCode);
    const groups = new Map<string, Array<Record<string, unknown>>>();
    for (const row of rows) {
      const raw = row[chart.source.groupBy];
      const key = typeof raw === 'boolean' ? (raw ? 'Yes' : 'No') : String(raw ?? '');
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    charts[chart.name] = [...groups.entries()]
      .map(([key, members]) => ({
        label: labels.get(key) ?? (key || '(none)'),
        value: measure(chart.source!, members),
      }))
      .sort((a, b) => b.value - a.value);
  }
  return { cards, charts };
}

function dashboardHandler(dashboard: DashboardDeclaration) {
  return http.post(`*/${dashboard.endpoint}`, async ({ request }) => {
    const session = dashboard.screen.code
      ? await authorise(request, dashboard.screen.code, 'read')
      : await requireSession(request);
    if (session instanceof Response) return session;
    return HttpResponse.json(await figures(dashboard, session.companyCode));
  });
}

export const dashboardHandlers = DEMO_DASHBOARDS.map(dashboardHandler);
