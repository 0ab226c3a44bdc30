import type { ChartPoint, DashboardData } from '../../../../engine/dashboard/dashboard';
import { fromPaise, sumPaise, toPaise } from '../../../../lib/money/money';
import { displayDate, monthBefore } from '../../domain/attendance-dates';
import type { HrdAdvance, SalaryLine } from '../../domain/payroll-types';
import type { HrdLeaveApplication } from '../../domain/attendance-types';
import { LEAVE_STATUS } from '../../domain/leave-balance';
import { joiningsLeavingsRows } from './people-report-rows';
import { lastDays } from './report-dates';
import type { ReportPeople } from './report-people';
import { servedBetween } from './report-people';

/** What the HR dashboard is computed from (read once by the demo backend). */
export interface DashboardSources {
  people: ReportPeople;
  today: string;
  leaves: readonly HrdLeaveApplication[];
  advances: readonly HrdAdvance[];
  /** The leave types' codes (CL, SL, LOP...): a saved day with one of them is a day on leave. */
  leaveCodes: ReadonlySet<string>;
  /** The saved attendance of each of the last 7 days that was saved (day → its rows). */
  savedDays: ReadonlyMap<string, ReadonlyArray<{ empno: number; attendance: string }>>;
  /** The employees with a punch on each of the last 7 days. */
  punched: ReadonlyMap<string, ReadonlySet<number>>;
  /** The last locked salary month and its lines, if any month is locked. */
  lastLocked: { month: string; lines: readonly Pick<SalaryLine, 'net'>[] } | null;
}

export const DASHBOARD_DAYS = 7;
export const DASHBOARD_MONTHS = 12;

/** Present and on leave on a day: the day's saved attendance where it was saved, else punches and approved leave. */
export function dayFigures(
  sources: DashboardSources,
  dat: string,
  inService: ReadonlySet<number>,
): { present: number; onLeave: number } {
  const saved = sources.savedDays.get(dat);
  if (saved) {
    const present = new Set(
      saved
        .filter((row) => inService.has(row.empno) && (row.attendance === 'P' || row.attendance === 'HD'))
        .map((row) => row.empno),
    );
    const onLeave = new Set(
      saved.filter((row) => inService.has(row.empno) && sources.leaveCodes.has(row.attendance)).map((row) => row.empno),
    );
    return { present: present.size, onLeave: onLeave.size };
  }
  const punched = sources.punched.get(dat) ?? new Set<number>();
  const away = new Set(
    sources.leaves
      .filter(
        (leave) =>
          leave.approvalStatus === LEAVE_STATUS.approved &&
          leave.leaveFrom <= dat &&
          leave.leaveTo >= dat &&
          inService.has(leave.empno),
      )
      .map((leave) => leave.empno),
  );
  return { present: [...punched].filter((id) => inService.has(id) && !away.has(id)).length, onLeave: away.size };
}

function inServiceOn(sources: DashboardSources, dat: string): Set<number> {
  return new Set(
    [...sources.people.byId.values()].filter((info) => servedBetween(info, dat, dat)).map((info) => info.recordId),
  );
}

/** Σ of the employees' positive advance balances (paise): what staff owe the company. */
function outstandingPaise(advances: readonly HrdAdvance[]): number {
  const balance = new Map<number, number>();
  for (const row of advances)
    if (!row.cancelled)
      balance.set(row.empno, (balance.get(row.empno) ?? 0) + toPaise(row.advanceDebit) - toPaise(row.advanceCredit));
  return sumPaise([...balance.values()].filter((value) => value > 0));
}

/** The HR dashboard's cards and charts from real data. */
export function hrdDashboardFigures(sources: DashboardSources): DashboardData {
  const { today, people } = sources;
  const staff = inServiceOn(sources, today);
  const todays = dayFigures(sources, today, staff);
  const byDepartment = new Map<string, number>();
  for (const id of staff) {
    const name = people.byId.get(id)?.department || '(no department)';
    byDepartment.set(name, (byDepartment.get(name) ?? 0) + 1);
  }
  const firstMonth = monthBefore(today.slice(0, 7), DASHBOARD_MONTHS - 1);
  const movements = joiningsLeavingsRows(people, { from: `${firstMonth}-01`, to: today });
  const points: ChartPoint[] = lastDays(today, DASHBOARD_DAYS).map((dat) => {
    const figures = dayFigures(sources, dat, inServiceOn(sources, dat));
    return { label: displayDate(dat), value: figures.present, values: [figures.present, figures.onLeave] };
  });
  return {
    cards: {
      employees: staff.size,
      presentToday: todays.present,
      onLeaveToday: todays.onLeave,
      pendingLeaves: sources.leaves.filter((leave) => leave.approvalStatus === LEAVE_STATUS.pending).length,
      advancesOutstanding: fromPaise(outstandingPaise(sources.advances)),
      lastNetSalary: sources.lastLocked
        ? fromPaise(sumPaise(sources.lastLocked.lines.map((line) => toPaise(line.net))))
        : 0,
    },
    charts: {
      byDepartment: [...byDepartment]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([label, value]) => ({ label, value })),
      joinsLeaves: movements.map((row) => ({
        label: String(row.month),
        value: Number(row.net),
        values: [Number(row.joined), Number(row.left)],
      })),
      lastWeek: points,
    },
  };
}
