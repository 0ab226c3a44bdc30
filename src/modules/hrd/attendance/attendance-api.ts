import { useQuery } from '@tanstack/react-query';
import { getApi } from '../../../lib/api/api-client';
import { dataProvider } from '../../../lib/api/data-provider';
import type { HRD_TIME_CONTRACT } from '../../../lib/contract/hrd-time-contract';
import type { BodyOf } from '../../../lib/contract/contract-route';
import { displayDate } from '../domain/attendance-dates';
import type { AttendanceDayBody } from '../domain/attendance-day-list';
import type { MonthGridAnswer } from '../domain/attendance-month';
import { HRD_ROUTES } from '../domain/hrd-routes';
import type { HrdAttendance } from '../domain/attendance-types';
import { HRD_MASTER_ROUTES } from '../resources/master-routes';

export const ATTENDANCE_KEY = 'hrd-attendance';

/** The server's day (GET GetServerDate), which picks the month shown first. */
export const useServerDate = () =>
  useQuery({
    queryKey: [ATTENDANCE_KEY, 'server-date'],
    queryFn: () => getApi<{ date: string }>(HRD_ROUTES.serverDate),
    staleTime: 60_000,
  });

/** The departments to choose from (the masters' tree, flat). */
export const useDepartments = () =>
  useQuery({
    queryKey: [ATTENDANCE_KEY, 'departments'],
    queryFn: () => dataProvider.list<{ recordId: number; department: string }>(HRD_MASTER_ROUTES.departments),
  });

/**
 * The month grid: GeneralInformation with frmDate the month's first day (dd-MMM-yyyy) and detail the department (''
 * all).
 */
export const useMonthGrid = (month: string, department: string) =>
  useQuery({
    queryKey: [ATTENDANCE_KEY, 'month', month, department],
    queryFn: () =>
      dataProvider.report<MonthGridAnswer>(HRD_ROUTES.attendanceOfMonth, {
        frmDate: displayDate(`${month}-01`),
        detail: department,
      }),
    enabled: month !== '',
  });

/**
 * The saved rows of a day of every employee (GetHRDAttendanceRequirements), for keeping other departments' rows in a
 * replace-all.
 */
export async function savedRowsOfDay(dat: string): Promise<Array<Omit<HrdAttendance, 'lineId' | 'dat'>>> {
  const rows = await dataProvider.report<Array<{ recordId: number; attendance: string; ot?: string; late?: string }>>(
    HRD_ROUTES.attendanceOfDay,
    { frmDate: displayDate(dat) },
  );
  return rows
    .filter((row) => row.attendance !== '')
    .map((row) => ({ empno: row.recordId, attendance: row.attendance, ot: row.ot ?? '', late: row.late ?? '' }));
}

/** SetHRDAppointment (the contract's misleading name: it saves the day's attendance, replace-all). */
export function saveAttendanceDay(day: AttendanceDayBody, idempotencyKey: string) {
  const body: BodyOf<typeof HRD_TIME_CONTRACT.saveAttendanceDay> = day;
  return dataProvider.write(HRD_ROUTES.saveAttendanceDay, body, idempotencyKey);
}
