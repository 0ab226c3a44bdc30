import { http, HttpResponse } from 'msw';
import { toPaise } from '../../../lib/money/money';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { CRM } from '../../../menus/catalogue/crm';
import {
  BRAND_TYPE,
  monthsOf,
  settingKey,
  targetLineProblem,
  type BrandType,
  type TargetSetting,
  type TargetType,
} from '../../../modules/crm/domain/target-rules';
import {
  TARGET_ENDPOINTS as API,
  type TargetDetailRow,
  type TargetRequirements,
} from '../../../modules/crm/targets/target-endpoints';
import { serverToday } from '../../core/server-dates';
import { readJson } from '../../core/read-json';
import { listRecords } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { queuedWrite, refusal, screenSession } from '../../core/sessions/screen-session';
import { achievedFor, employeesOf, periodSummary } from './target-figures';
import { agentsOf, personTargets, replaceTargets, rupees, targetSettings } from './target-store';

const SCREEN = CRM.crmTargets;
type Row = Record<string, unknown>;

async function groupsAndItems(companyCode: number) {
  await Promise.all([ensureSeeded('inventory.item-groups', companyCode), ensureSeeded('inventory.items', companyCode)]);
  const [groups, items] = await Promise.all([
    listRecords<Row>('inventory.item-groups', companyCode),
    listRecords<Row>('inventory.items', companyCode),
  ]);
  return {
    groups: groups
      .map((row) => ({ code: String(row.code), name: String(row.name ?? row.code) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    items: items
      .filter((row) => row.active !== false)
      .map((row) => ({
        code: String(row.itemId),
        name: String(row.name ?? row.itemId),
        group: String(row.group ?? ''),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const asType = (value: unknown): TargetType | null =>
  [1, 2, 3, 4].includes(Number(value)) ? (Number(value) as TargetType) : null;
const asBrand = (value: unknown): BrandType | null =>
  [1, 2, 3].includes(Number(value)) ? (Number(value) as BrandType) : null;

/** The period a request asks: its months and year, or why it cannot be read. */
function periodAsked(body: Row): { yea: number; months: number[]; type: TargetType; detail: number } | string {
  const yea = Number(body.yea);
  const type = asType(body.targetType);
  const detail = Number(body.detail);
  if (!Number.isInteger(yea) || yea < 2000 || yea > 2100) return 'Choose the year.';
  if (type === null) return 'Choose the target period: month, quarter, half year or year.';
  const months = monthsOf(type, detail);
  return months.length === 0 ? 'Choose the period of the year.' : { yea, months, type, detail };
}

const requirements = http.post(`*/${API.requirements}`, async ({ request }) => {
  const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const company = session.companyCode;
  const [settings, employees, agents, masters] = await Promise.all([
    targetSettings(company),
    employeesOf(company),
    agentsOf(company),
    groupsAndItems(company),
  ]);
  const answer: TargetRequirements = {
    ...settings,
    employees,
    agents: agents.filter((one) => one.active).map(({ code, name }) => ({ code, name })),
    ...masters,
    today: serverToday(),
  };
  return HttpResponse.json(answer);
});

const summary = http.post(`*/${API.summary}`, async ({ request }) => {
  const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const asked = periodAsked(await readJson(request));
  if (typeof asked === 'string') return HttpResponse.json({ message: asked }, { status: 400 });
  return HttpResponse.json(await periodSummary(session.companyCode, asked.yea, asked.type, asked.detail));
});

/**
 * GetCRMTargetDetails: the person's targets in the period, one row per category (every group or item, or one Total),
 * summed over its months.
 */
const details = http.post(`*/${API.details}`, async ({ request }) => {
  const session = await screenSession(request, SCREEN, TRANSACTION.view, 'read');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const asked = periodAsked(body);
  const brand = asBrand(body.brandType) ?? BRAND_TYPE.total;
  const empno = String(body.empno ?? '');
  if (typeof asked === 'string') return HttpResponse.json({ message: asked }, { status: 400 });
  const company = session.companyCode;
  const [stored, achieved, masters] = await Promise.all([
    personTargets(company, empno, asked.yea),
    achievedFor(company, empno, asked.yea, asked.months, brand),
    groupsAndItems(company),
  ]);
  const sums = new Map<string, { tgt: number; calls: number }>();
  for (const setting of stored.filter((one) => asked.months.includes(one.mont))) {
    const key = settingKey(setting, brand);
    const sum = sums.get(key) ?? { tgt: 0, calls: 0 };
    sums.set(key, { tgt: sum.tgt + setting.tgt, calls: sum.calls + setting.calls });
  }
  const groupName = new Map(masters.groups.map((group) => [group.code, group.name]));
  const categories =
    brand === BRAND_TYPE.total
      ? [{ key: '', categoryid: '', category: 'Total sales', itemid: '', itemname: '' }]
      : brand === BRAND_TYPE.group
        ? masters.groups.map((group) => ({
            key: group.code,
            categoryid: group.code,
            category: group.name,
            itemid: '',
            itemname: '',
          }))
        : masters.items.map((item) => ({
            key: item.code,
            categoryid: item.group,
            category: groupName.get(item.group) ?? item.group,
            itemid: item.code,
            itemname: item.name,
          }));
  const rows: TargetDetailRow[] = categories.map(({ key, ...category }, index) => ({
    slno: index + 1,
    ...category,
    target: rupees(sums.get(key)?.tgt ?? 0),
    calls: sums.get(key)?.calls ?? 0,
    achieved: rupees(achieved.get(key) ?? 0),
  }));
  return HttpResponse.json(rows);
});

interface WireTarget {
  empno?: unknown;
  mont?: unknown;
  yea?: unknown;
  categoryId?: unknown;
  productId?: unknown;
  tgt?: unknown;
  calls?: unknown;
}

/**
 * SetCRMTarget `{targets: [...]}`: replace-all for the person's months and year the targets name (noughts clear a
 * month; mend: create or modify on crm-targets).
 */
const save = http.post(`*/${API.save}`, async ({ request }) => {
  const session = await screenSession(request, SCREEN, TRANSACTION.create, 'write').then((first) =>
    first instanceof Response ? screenSession(request, SCREEN, TRANSACTION.modify, 'write') : first,
  );
  if (session instanceof Response) return session;
  const body = await readJson(request);
  const wire = Array.isArray(body.targets) ? (body.targets as WireTarget[]) : [];
  const empno = String(wire[0]?.empno ?? '').trim();
  if (!empno) return refusal('Choose whose targets these are.');
  const settings: TargetSetting[] = [];
  for (const line of wire) {
    const setting = {
      empno: String(line.empno ?? ''),
      mont: Number(line.mont),
      yea: Number(line.yea),
      categoryId: String(line.categoryId ?? ''),
      productId: String(line.productId ?? ''),
      tgt: Number(line.tgt ?? 0),
      calls: Number(line.calls ?? 0),
    };
    if (setting.empno !== empno) return refusal('Targets are saved for one person at a time.');
    if (!Number.isInteger(setting.mont) || setting.mont < 1 || setting.mont > 12 || !Number.isInteger(setting.yea))
      return refusal(`Month ${String(line.mont)} of ${String(line.yea)} is not a month.`);
    const problem = targetLineProblem(setting.tgt, setting.calls);
    if (problem) return refusal(problem);
    settings.push({ ...setting, tgt: toPaise(setting.tgt) });
  }
  const yea = settings[0]!.yea;
  if (settings.some((one) => one.yea !== yea)) return refusal('Targets are saved for one year at a time.');
  const months = [...new Set(settings.map((one) => one.mont))];
  return queuedWrite(request, session, async () => {
    await replaceTargets(
      session.companyCode,
      empno,
      yea,
      months,
      settings.filter((one) => one.tgt > 0 || one.calls > 0),
    );
    return HttpResponse.json({ result: 'OK' });
  });
});

export const targetRoutes = [requirements, summary, details, save];
