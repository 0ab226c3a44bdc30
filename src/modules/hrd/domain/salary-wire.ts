import type { SalaryLine, SalaryMonth, SalaryProblem } from './payroll-types';
import type { UnmarkedDays } from './unmarked-days';

/** The salary statement's answers (ours, in the family's convention). */

/** A line as the statement shows it: with its department's and designation's names. */
export type SalaryStatementLine = SalaryLine & { departmentName: string; designationName: string };

/** salaryStatement (GeneralInformation: frmDate = the month's first day, detail = a department id or ''). */
export interface SalaryStatementAnswer {
  month: SalaryMonth;
  lines: SalaryStatementLine[];
  /** Ours beside the statement: the server's current month (no run after it) and the departments to pick from. */
  currentMonth: string;
  departments: Array<{ recordId: number; department: string }>;
  /** Ours: who has days of the month with no attendance, which a run would pay as loss of pay (empty once locked). */
  unmarked: UnmarkedDays[];
}

/** runSalaryStatement's answer. */
export interface SalaryRunAnswer {
  result: 'OK';
  computed: number;
  unchanged: number;
  problems: SalaryProblem[];
}

/** The month a salary month record has before any run or lock. */
export const emptySalaryMonth = (month: string): SalaryMonth => ({
  month,
  locked: false,
  lockedBy: '',
  lockedOn: '',
  lastRunOn: '',
  problems: [],
});

/** The refusals of the statement's writes. */
export const SALARY_REFUSAL = {
  noMonth: 'Choose the month of the salary statement.',
  locked: (name: string) => `The salary statement of ${name} is locked: unlock it to run again`,
  future: (name: string) => `The salary statement of ${name} cannot be run before the month begins.`,
  lockNothing: (name: string) => `There is no salary statement of ${name} to lock: run it first.`,
  alreadyLocked: (name: string) => `The salary statement of ${name} is already locked.`,
  notLocked: (name: string) => `The salary statement of ${name} is not locked.`,
  paid: (name: string, count: number) =>
    `The salary statement of ${name} cannot be unlocked: ${count} ${count === 1 ? 'salary is' : 'salaries are'} paid.`,
  traCheck: 'Say whether to lock (1) or unlock (2) the month.',
  /**
   * Lines whose inputs changed after the run (attendance, master, an advance or a skip): locking them would pay stale
   * figures.
   */
  stale: (name: string, names: readonly string[]) =>
    `The salary statement of ${name} is out of date for ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}: run it again before locking.`,
} as const;
