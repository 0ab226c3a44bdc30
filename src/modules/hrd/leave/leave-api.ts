import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { HRD_ROUTES } from '../domain/hrd-routes';
import type { LeaveBalancesAnswer, LeaveRequirements } from '../domain/leave-wire';

export const LEAVE_KEY = 'hrd-leave';

/**
 * The employees in service and the pending requests (GetHRDLeaveRequestRequirements; the body is the UserInfo itself).
 */
export const useLeaveRequirements = () =>
  useQuery({
    queryKey: [LEAVE_KEY, 'requirements'],
    queryFn: () => dataProvider.read<LeaveRequirements>(HRD_ROUTES.leaveRequirements),
  });

/** An employee's balances per type this year and requests. */
export const useLeaveBalances = (empno: string) =>
  useQuery({
    enabled: empno !== '',
    queryKey: [LEAVE_KEY, 'balances', empno],
    queryFn: () =>
      dataProvider.report<LeaveBalancesAnswer | null>(HRD_ROUTES.leaveBalances, { recordId: Number(empno) }),
  });

/** A leave write with its Idempotency-Key; every leave read (and the attendance grid's) is refreshed after it. */
export function useLeaveWrite(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(endpoint, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LEAVE_KEY] }),
  });
}
