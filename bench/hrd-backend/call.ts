// The HR bench's way into the demo backend: the two bench companies and their admins' tokens, one call through the
// backend's own handlers (msw getResponse) as a company's admin, and a company's own seeded masters.
import { handlerCall } from '../handler-call';
import {
  allowancesOf,
  departmentsOf,
  designationsOf,
  holidaysOf,
  leaveTypesOf,
  rangesOf,
  shiftsOf,
} from '../../src/mocks/core/people/hrd-masters';
import type { HrdShift } from '../../src/modules/hrd/domain/attendance-types';

/**
 * The salary company (Tamil Nadu: half-yearly professional tax spread over the months) and the grid's (Andhra Pradesh).
 */
export const SALARY_COMPANY = 1003;
export const GRID_COMPANY = 1002;
export const TOKEN = { [SALARY_COMPANY]: 'bench-salary', [GRID_COMPANY]: 'bench-grid' } as const;

/**
 * One call through the demo backend's own handler as the company's admin, answered and parsed: milliseconds and the
 * answer.
 */
export const call = <T>(company: keyof typeof TOKEN, endpoint: string, body: Record<string, unknown>, key?: string) =>
  handlerCall<T>(TOKEN[company], endpoint, body, key);

/**
 * The company's own seeded masters (departments, posts, pay heads, slabs, leave types, shifts, holidays), read once so
 * nothing is seeded while timed.
 */
export async function mastersOf(company: number) {
  const [departments, designations, shifts, holidays] = await Promise.all([
    departmentsOf(company),
    designationsOf(company),
    shiftsOf(company),
    holidaysOf(company),
    allowancesOf(company),
    rangesOf(company),
    leaveTypesOf(company),
  ]);
  const shift: HrdShift =
    shifts.find((row) => row.code === 'GEN' && row.weeklyOff === 'SUN') ??
    shifts.find((row) => row.weeklyOff === 'SUN' && !row.nightShift)!;
  return {
    departments: departments.map((row) => row.recordId),
    designations: designations.map((row) => row.recordId),
    shift,
    holidays: new Set(holidays.map((row) => row.dat)),
  };
}
