import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { ADVANCE_ROUTES, type AdvanceEmployee, type AdvanceHistory } from '../domain/advance-wire';
import { HRD_ROUTES } from '../domain/hrd-routes';

export const ADVANCES_KEY = 'hrd-advances';

/** The employees in service with their advance balance (GetHRDAdvanceRequirements; the body is the UserInfo itself). */
export const useAdvanceEmployees = () =>
  useQuery({
    queryKey: [ADVANCES_KEY, 'employees'],
    queryFn: () => dataProvider.list<AdvanceEmployee>(HRD_ROUTES.advanceRequirements),
  });

/** An employee's advances, recoveries, skipped months, this month's recovery and the accounts to pay from. */
export const useAdvanceHistory = (empno: string) =>
  useQuery({
    enabled: empno !== '',
    queryKey: [ADVANCES_KEY, 'history', empno],
    queryFn: () => dataProvider.report<AdvanceHistory | null>(ADVANCE_ROUTES.history, { recordId: Number(empno) }),
  });

/** An advances write with its Idempotency-Key; every advances read is refreshed after it. */
export function useAdvanceWrite(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(endpoint, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADVANCES_KEY] }),
  });
}
