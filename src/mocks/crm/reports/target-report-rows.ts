import type { ReportRow } from '../../../engine/report/report';
import { fromPaise } from '../../../lib/money/money';
import { achievementPercent, agentEmpno, isAgentEmpno } from '../../../modules/crm/domain/target-rules';
import { achievedLines, sumAchieved } from '../sales-achievement';
import { callsMade, employeesOf } from '../targets/target-figures';
import { agentsOf, targetsOf } from '../targets/target-store';
import { targetsIn, type Period } from './key-report-rows';

/**
 * Targets against achievement (crm-rep-targets): every employee and agent with a target in the months the period
 * touches or a sale in it; achieved = taxable value of the invoices credited to them in the period, net of returns.
 */
export async function targetAchievementRows(companyCode: number, period: Period): Promise<ReportRow[]> {
  const [settings, employees, agents, lines, calls] = await Promise.all([
    targetsOf(companyCode),
    employeesOf(companyCode),
    agentsOf(companyCode),
    achievedLines(companyCode, period.from, period.to),
    callsMade(companyCode, period.from, period.to),
  ]);
  const targets = targetsIn(settings, period);
  const callTargets = new Map<string, number>();
  for (const one of settings) {
    const month = `${one.yea}-${String(one.mont).padStart(2, '0')}`;
    if (month >= period.from.slice(0, 7) && month <= period.to.slice(0, 7))
      callTargets.set(one.empno, (callTargets.get(one.empno) ?? 0) + one.calls);
  }
  const names = new Map<string, string>([
    ...employees.map((one) => [one.empno, one.empname] as const),
    ...agents.map((one) => [agentEmpno(one.code), one.name] as const),
  ]);
  const credited = new Set([
    ...lines.map((line) => line.employee).filter(Boolean),
    ...lines
      .map((line) => line.agent)
      .filter(Boolean)
      .map(agentEmpno),
  ]);
  const people = [...new Set([...targets.keys(), ...credited])].sort();
  return people
    .map((empno) => {
      const target = targets.get(empno) ?? 0;
      const achieved = sumAchieved(lines, empno, 'TOTAL').get('') ?? 0;
      return {
        kind: isAgentEmpno(empno) ? 'Agents' : 'Employees',
        empno: isAgentEmpno(empno) ? empno.slice(2) : empno,
        name: names.get(empno) ?? empno,
        target: fromPaise(target),
        achieved: fromPaise(achieved),
        percent: achievementPercent(target, achieved),
        balance: fromPaise(Math.max(target - achieved, 0)),
        calls: callTargets.get(empno) ?? 0,
        callsMade: calls.get(empno) ?? 0,
      };
    })
    .sort((a, b) => b.kind.localeCompare(a.kind) || a.name.localeCompare(b.name));
}
