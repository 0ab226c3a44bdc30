import {
  achievementPercent,
  agentEmpno,
  isAgentEmpno,
  monthsOf,
  monthsRange,
  type BrandType,
  type TargetType,
} from '../../../modules/crm/domain/target-rules';
import type { TargetSummaryRow } from '../../../modules/crm/targets/target-endpoints';
import { listRecords } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { callsOf } from '../leads/lead-store';
import { achievedLines, sumAchieved, type AchievedBy } from '../sales-achievement';
import { agentsOf, rupees, targetsOf } from './target-store';

type Row = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The employees in service: number, name and designation id. */
export async function employeesOf(
  companyCode: number,
): Promise<Array<{ empno: string; empname: string; designation: string }>> {
  await ensureSeeded('hrd.employees', companyCode);
  return (await listRecords<Row>('hrd.employees', companyCode))
    .filter((row) => !row.serviceClosing)
    .map((row) => ({
      empno: text(row.empno),
      empname: [text(row.empname), text(row.surname)].filter(Boolean).join(' '),
      designation: text(row.designation),
    }))
    .sort((a, b) => a.empno.localeCompare(b.empno));
}

/** A follow-up's day as yyyy-MM-dd (`call_date`). */
function callDay(value: unknown): string {
  const raw = text(value);
  if (/^\d{4}-\d{2}-\d{2}/.test(raw)) return raw.slice(0, 10);
  const parsed = new Date(raw);
  return Number.isNaN(parsed.getTime())
    ? ''
    : `${parsed.getFullYear()}-${String(parsed.getMonth() + 1).padStart(2, '0')}-${String(parsed.getDate()).padStart(2, '0')}`;
}

/** Follow-ups (the leads' calls, from the leads' store) logged by each person in the period. */
export async function callsMade(companyCode: number, from: string, to: string): Promise<Map<string, number>> {
  const calls = new Map<string, number>();
  for (const row of await callsOf(companyCode)) {
    const day = callDay(row.call_date);
    if (day < from || day > to) continue;
    const who = text(row.called_by);
    calls.set(who, (calls.get(who) ?? 0) + 1);
  }
  return calls;
}

export const BY: Record<BrandType, AchievedBy> = { 1: 'ITEM', 2: 'GROUP', 3: 'TOTAL' };

/** Every person's target, achievement and calls for one period of a year (total of whatever basis they were set on). */
export async function periodSummary(
  companyCode: number,
  yea: number,
  type: TargetType,
  detail: number,
): Promise<TargetSummaryRow[]> {
  const months = monthsOf(type, detail);
  if (months.length === 0) return [];
  const { from, to } = monthsRange(yea, months);
  const [settings, employees, agents, lines, calls] = await Promise.all([
    targetsOf(companyCode),
    employeesOf(companyCode),
    agentsOf(companyCode),
    achievedLines(companyCode, from, to),
    callsMade(companyCode, from, to),
  ]);
  const people = new Map<string, { name: string; kind: TargetSummaryRow['kind'] }>();
  for (const one of employees) people.set(one.empno, { name: one.empname, kind: 'Employee' });
  for (const agent of agents.filter((one) => one.active))
    people.set(agentEmpno(agent.code), { name: agent.name, kind: 'Agent' });
  const targets = new Map<string, { tgt: number; calls: number }>();
  for (const setting of settings.filter((one) => one.yea === yea && months.includes(one.mont))) {
    const sum = targets.get(setting.empno) ?? { tgt: 0, calls: 0 };
    targets.set(setting.empno, { tgt: sum.tgt + setting.tgt, calls: sum.calls + setting.calls });
    if (!people.has(setting.empno))
      people.set(setting.empno, { name: setting.empno, kind: isAgentEmpno(setting.empno) ? 'Agent' : 'Employee' });
  }
  return [...people].map(([empno, person]) => {
    const target = targets.get(empno) ?? { tgt: 0, calls: 0 };
    const achieved = sumAchieved(lines, empno, 'TOTAL').get('') ?? 0;
    return {
      empno,
      ...person,
      target: rupees(target.tgt),
      achieved: rupees(achieved),
      percent: achievementPercent(target.tgt, achieved),
      calls: target.calls,
      callsMade: calls.get(empno) ?? 0,
    };
  });
}

/** What one person achieved in the months, by the basis's keys (paise). */
export async function achievedFor(
  companyCode: number,
  empno: string,
  yea: number,
  months: readonly number[],
  brand: BrandType,
) {
  const { from, to } = monthsRange(yea, months);
  return sumAchieved(await achievedLines(companyCode, from, to), empno, BY[brand]);
}
