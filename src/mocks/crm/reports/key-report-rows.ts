import type { ReportRow } from '../../../engine/report/report';
import { fromPaise } from '../../../lib/money/money';
import { introducerShares } from '../../../modules/crm/agents/commission-rules';
import { achievementPercent, agentEmpno, type TargetSetting } from '../../../modules/crm/domain/target-rules';
import { listRecords } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { achievedLines, itemGroups, type AchievedLine } from '../sales-achievement';
import { employeesOf } from '../targets/target-figures';
import { agentsOf, levelCommissions, targetsOf } from '../targets/target-store';
import { inPeriod, leadsOf, ordersOf, quotationsOf, type CrmDocument } from './crm-sources';

export interface Period {
  from: string;
  to: string;
}

const money = (paise: number) => fromPaise(paise);
const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);

/** The targets of the months the period touches, per person (paise). */
export function targetsIn(settings: readonly TargetSetting[], { from, to }: Period): Map<string, number> {
  const sums = new Map<string, number>();
  for (const one of settings) {
    const month = `${one.yea}-${String(one.mont).padStart(2, '0')}`;
    if (month >= from.slice(0, 7) && month <= to.slice(0, 7)) add(sums, one.empno, one.tgt);
  }
  return sums;
}

async function sources(companyCode: number, period: Period) {
  await ensureSeeded('inventory.item-groups', companyCode);
  const [quotations, orders, invoiced, groups] = await Promise.all([
    quotationsOf(companyCode),
    ordersOf(companyCode),
    achievedLines(companyCode, period.from, period.to),
    listRecords<Record<string, unknown>>('inventory.item-groups', companyCode),
  ]);
  const within = (documents: CrmDocument[]) => documents.filter((one) => inPeriod(one.dat, period.from, period.to));
  return {
    quotations: within(quotations),
    orders: within(orders),
    invoiced,
    groupName: new Map(groups.map((row) => [String(row.code), String(row.name ?? row.code)])),
  };
}

/** Quoted, ordered and invoiced values per key (paise). */
function valuesBy(
  source: Awaited<ReturnType<typeof sources>>,
  documentKey: (document: CrmDocument, itemId: string) => string,
  invoiceKey: (line: AchievedLine) => string,
) {
  const quoted = new Map<string, number>();
  const ordered = new Map<string, number>();
  const invoiced = new Map<string, number>();
  for (const one of source.quotations)
    for (const line of one.lines) add(quoted, documentKey(one, line.itemId), line.paise);
  for (const one of source.orders)
    for (const line of one.lines) add(ordered, documentKey(one, line.itemId), line.paise);
  for (const line of source.invoiced) add(invoiced, invoiceKey(line), line.paise);
  const keys = [...new Set([...quoted.keys(), ...ordered.keys(), ...invoiced.keys()])];
  return {
    keys,
    figures: (key: string) => ({
      quoted: money(quoted.get(key) ?? 0),
      ordered: money(ordered.get(key) ?? 0),
      invoiced: money(invoiced.get(key) ?? 0),
    }),
    invoicedPaise: (key: string) => invoiced.get(key) ?? 0,
  };
}

export async function materialGroupRows(companyCode: number, period: Period): Promise<ReportRow[]> {
  const source = await sources(companyCode, period);
  const groupOf = await itemGroups(companyCode);
  const values = valuesBy(
    source,
    (_, itemId) => groupOf.get(itemId) ?? '',
    (line) => line.group,
  );
  return values.keys
    .map((key) => ({ group: source.groupName.get(key) ?? (key || 'No group'), ...values.figures(key) }))
    .sort((a, b) => a.group.localeCompare(b.group));
}

export async function materialRows(companyCode: number, period: Period): Promise<ReportRow[]> {
  const source = await sources(companyCode, period);
  const groupOf = await itemGroups(companyCode);
  const values = valuesBy(
    source,
    (_, itemId) => itemId,
    (line) => line.itemId,
  );
  const names = new Map<string, string>();
  const qtyOrdered = new Map<string, number>();
  const qtyInvoiced = new Map<string, number>();
  for (const one of source.orders) {
    for (const line of one.lines) {
      names.set(line.itemId, line.itemName);
      add(qtyOrdered, line.itemId, Math.round(line.qty * 1000));
    }
  }
  for (const line of source.invoiced) {
    names.set(line.itemId, line.itemName);
    add(qtyInvoiced, line.itemId, Math.round(line.qty * 1000));
  }
  for (const one of source.quotations)
    for (const line of one.lines) if (!names.has(line.itemId)) names.set(line.itemId, line.itemName);
  return values.keys
    .map((key) => ({
      group: source.groupName.get(groupOf.get(key) ?? '') ?? 'No group',
      itemId: key,
      itemName: names.get(key) ?? key,
      qtyOrdered: (qtyOrdered.get(key) ?? 0) / 1000,
      qtyInvoiced: (qtyInvoiced.get(key) ?? 0) / 1000,
      ...values.figures(key),
    }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.itemName.localeCompare(b.itemName));
}

async function employeeFigures(companyCode: number, period: Period) {
  const [source, employees, settings, leads] = await Promise.all([
    sources(companyCode, period),
    employeesOf(companyCode),
    targetsOf(companyCode),
    leadsOf(companyCode),
  ]);
  const values = valuesBy(
    source,
    (document) => document.employee,
    (line) => line.employee,
  );
  const targets = targetsIn(settings, period);
  const owned = new Map<string, number>();
  for (const lead of leads.filter((one) => one.open)) add(owned, lead.owner, 1);
  return { employees, values, targets, owned };
}

export async function employeeRows(companyCode: number, period: Period): Promise<ReportRow[]> {
  const { employees, values, targets, owned } = await employeeFigures(companyCode, period);
  const designations = await designationNames(companyCode);
  return employees.map((one) => {
    const target = targets.get(one.empno) ?? 0;
    return {
      empno: one.empno,
      empname: one.empname,
      designation: designations.get(one.designation) ?? '',
      leads: owned.get(one.empno) ?? 0,
      ...values.figures(one.empno),
      target: money(target),
      percent: achievementPercent(target, values.invoicedPaise(one.empno)),
    };
  });
}

async function designationNames(companyCode: number): Promise<Map<string, string>> {
  await ensureSeeded('hrd.designations', companyCode);
  return new Map(
    (await listRecords<Record<string, unknown>>('hrd.designations', companyCode)).map((row) => [
      String(row.recordId),
      String(row.designation ?? row.recordId),
    ]),
  );
}

export async function designationRows(companyCode: number, period: Period): Promise<ReportRow[]> {
  const { employees, values, targets, owned } = await employeeFigures(companyCode, period);
  const designations = await designationNames(companyCode);
  const rows = new Map<
    string,
    { people: number; leads: number; quoted: number; ordered: number; invoiced: number; target: number }
  >();
  for (const one of employees) {
    const name = designations.get(one.designation) ?? 'No designation';
    const row = rows.get(name) ?? { people: 0, leads: 0, quoted: 0, ordered: 0, invoiced: 0, target: 0 };
    const figures = values.figures(one.empno);
    rows.set(name, {
      people: row.people + 1,
      leads: row.leads + (owned.get(one.empno) ?? 0),
      quoted: row.quoted + Math.round(figures.quoted * 100),
      ordered: row.ordered + Math.round(figures.ordered * 100),
      invoiced: row.invoiced + values.invoicedPaise(one.empno),
      target: row.target + (targets.get(one.empno) ?? 0),
    });
  }
  return [...rows]
    .map(([designation, row]) => ({
      designation,
      people: row.people,
      leads: row.leads,
      quoted: money(row.quoted),
      ordered: money(row.ordered),
      invoiced: money(row.invoiced),
      target: money(row.target),
      percent: achievementPercent(row.target, row.invoiced),
    }))
    .sort((a, b) => a.designation.localeCompare(b.designation));
}

/**
 * Per agent: invoiced (taxable, net of returns), its own commission at its rate, and the shares it earns as an
 * introducer (D3).
 */
export async function agentRows(companyCode: number, period: Period): Promise<ReportRow[]> {
  const [agents, rules, settings, lines] = await Promise.all([
    agentsOf(companyCode),
    levelCommissions(companyCode),
    targetsOf(companyCode),
    achievedLines(companyCode, period.from, period.to),
  ]);
  const invoiced = new Map<string, number>();
  for (const line of lines) if (line.agent) add(invoiced, line.agent, line.paise);
  const shares = new Map<string, number>();
  for (const [agent, paise] of invoiced)
    for (const share of introducerShares(rules, agent))
      add(shares, share.agent, Math.round((paise * share.percent) / 100));
  const targets = targetsIn(settings, period);
  const names = new Map(agents.map((agent) => [agent.code, agent.name]));
  const introducerOf = new Map(rules.introducers.map((row) => [row.agent, row.introducer]));
  return agents.map((agent) => {
    const paise = invoiced.get(agent.code) ?? 0;
    const target = targets.get(agentEmpno(agent.code)) ?? 0;
    const introducer = introducerOf.get(agent.code);
    return {
      code: agent.code,
      name: agent.name,
      introducer: introducer ? (names.get(introducer) ?? introducer) : '',
      invoiced: money(paise),
      rate: agent.commission,
      commission: money(Math.round((paise * agent.commission) / 100)),
      introducerShare: money(shares.get(agent.code) ?? 0),
      target: money(target),
      percent: achievementPercent(target, paise),
    };
  });
}
