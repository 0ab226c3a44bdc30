import {
  agentEmpno,
  monthsOf,
  periodOfMonth,
  spreadOver,
  TARGET_TYPE,
  type TargetSetting,
} from '../../../modules/crm/domain/target-rules';
import { serverToday } from '../../core/server-dates';
import { listRecords, seedOnce } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';

/** The demo company whose sales people and agents start with targets (D-CRM, Nexus Solar Solutions). */
export const TARGET_SEED_COMPANY = 1009;
const EMPLOYEE_MONTH_TARGETS = [450000_00, 380000_00, 300000_00];
const AGENT_QUARTER_TARGET = 900000_00;

/**
 * 1009's starting targets: this month's total for its first three employees in service, and this quarter's for its
 * first agent (spread over the quarter's months); calls 40 a month. Other companies start with none.
 */
async function startingTargets(companyCode: number): Promise<TargetSetting[]> {
  if (companyCode !== TARGET_SEED_COMPANY) return [];
  await Promise.all([ensureSeeded('hrd.employees', companyCode), ensureSeeded('pos.agents', companyCode)]);
  const [employees, agents] = await Promise.all([
    listRecords<Record<string, unknown>>('hrd.employees', companyCode),
    listRecords<Record<string, unknown>>('pos.agents', companyCode),
  ]);
  const today = serverToday();
  const yea = Number(today.slice(0, 4));
  const mont = Number(today.slice(5, 7));
  const total = { categoryId: '', productId: '' };
  const people = employees
    .filter((row) => !row.serviceClosing)
    .map((row) => String(row.empno))
    .sort()
    .slice(0, EMPLOYEE_MONTH_TARGETS.length);
  const monthly = people.map((empno, index) => ({
    empno,
    yea,
    mont,
    ...total,
    tgt: EMPLOYEE_MONTH_TARGETS[index]!,
    calls: 40,
  }));
  const agent = agents
    .filter((row) => row.active !== false)
    .map((row) => String(row.code))
    .sort()[0];
  if (!agent) return monthly;
  const months = monthsOf(TARGET_TYPE.quarter, periodOfMonth(TARGET_TYPE.quarter, mont));
  const amounts = spreadOver(AGENT_QUARTER_TARGET, months.length);
  return [
    ...monthly,
    ...months.map((month, index) => ({
      empno: agentEmpno(agent),
      yea,
      mont: month,
      ...total,
      tgt: amounts[index]!,
      calls: 0,
    })),
  ];
}

/** Writes the starting targets the first time a company's targets are read. */
export function seedTargets(companyCode: number): Promise<void> {
  return seedOnce('crm.target-settings', companyCode, async () =>
    (await startingTargets(companyCode)).map((data) => ({
      id: `${data.empno}|${data.yea}|${String(data.mont).padStart(2, '0')}|${data.categoryId}|${data.productId}`,
      data,
    })),
  );
}
