import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { ShiftAssignmentBody, ShiftAssignmentsAnswer } from '../domain/attendance-shift-wire';
import { HRD_ROUTES } from '../domain/hrd-routes';
import { ATTENDANCE_KEY } from './attendance-api';

export const useShiftAssignments = () =>
  useQuery({
    queryKey: [ATTENDANCE_KEY, 'shift-assignments'],
    queryFn: () => dataProvider.report<ShiftAssignmentsAnswer>(HRD_ROUTES.shiftAssignments, {}),
  });

/**
 * Assign (traCheck 1) or delete one assignment (traCheck 3); the assignments and every month grid are read again after
 * it.
 */
export function useShiftAssignWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: { assignment: ShiftAssignmentBody; traCheck: 1 } | { recordId: number; traCheck: 3 };
      idempotencyKey: string;
    }) => dataProvider.write(HRD_ROUTES.setShiftAssignments, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ATTENDANCE_KEY] }),
  });
}
