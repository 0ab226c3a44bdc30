import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import type { MonthAnswer } from '../domain/attendance-month';
import type { RegisterAnswer, RegisterInput } from '../domain/attendance-rules';
import { STU_KEY, STU_ROUTES } from '../domain/stu-routes';

const ATTENDANCE = [STU_KEY, 'attendance'] as const;

/** A class's register for a day (dat yyyy-MM-dd; '' asks for the school's today, which the answer names). */
export const useRegister = (classCode: string, dat: string) =>
  useQuery({
    queryKey: [...ATTENDANCE, 'register', classCode, dat],
    queryFn: () =>
      dataProvider.report<RegisterAnswer>(STU_ROUTES.attendanceRegister, {
        detail: classCode,
        frmDate: dat ? formatDate(dat) : '',
      }),
  });

/** A class's month grid (month yyyy-MM; '' the school's current month). */
export const useMonth = (classCode: string, month: string) =>
  useQuery({
    queryKey: [...ATTENDANCE, 'month', classCode, month],
    queryFn: () =>
      dataProvider.report<MonthAnswer>(STU_ROUTES.attendanceMonth, {
        detail: classCode,
        frmDate: month ? formatDate(`${month}-01`) : '',
      }),
  });

/** SetStuAttendanceRegister (replace-all: the day's absentees); every students read is refreshed after it. */
export function useSaveRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, kept, idempotencyKey }: { input: RegisterInput; kept: boolean; idempotencyKey: string }) =>
      dataProvider.write(
        STU_ROUTES.saveAttendanceRegister,
        { header: { classCode: input.classCode, dat: input.dat }, lines: input.absentees, traCheck: kept ? 2 : 1 },
        idempotencyKey,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STU_KEY] }),
  });
}
