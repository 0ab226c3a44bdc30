import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { HRD_ROUTES } from '../domain/hrd-routes';
import { frmDateOf } from '../domain/salary-month';
import type { SalaryRunAnswer, SalaryStatementAnswer } from '../domain/salary-wire';

const KEY = 'hrd-salary';

/**
 * The month's statement (GeneralInformation: frmDate the month's first day as dd-MMM-yyyy, detail the department or
 * '').
 */
export const useSalaryStatement = (month: string, department: string) =>
  useQuery({
    queryKey: [KEY, month, department],
    placeholderData: keepPreviousData,
    queryFn: () =>
      dataProvider.report<SalaryStatementAnswer>(HRD_ROUTES.salaryStatement, {
        frmDate: month ? frmDateOf(month) : '',
        detail: department,
      }),
  });

/** Runs the month (for the department or all); the statement is read again after it. */
export function useRunSalary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      month,
      department,
      idempotencyKey,
    }: {
      month: string;
      department: string;
      idempotencyKey: string;
    }) =>
      dataProvider
        .write(HRD_ROUTES.runSalaryStatement, { frmDate: frmDateOf(month), detail: department }, idempotencyKey)
        .then((answer) => answer as unknown as SalaryRunAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Locks (traCheck 1) or unlocks (2) the month. */
export function useLockSalary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ month, traCheck, idempotencyKey }: { month: string; traCheck: 1 | 2; idempotencyKey: string }) =>
      dataProvider.write(HRD_ROUTES.lockSalaryMonth, { frmDate: frmDateOf(month), traCheck }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
