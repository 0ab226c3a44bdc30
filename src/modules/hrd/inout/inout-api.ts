import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { dataProvider } from '../../../lib/api/data-provider';
import type { HRD_TIME_CONTRACT } from '../../../lib/contract/hrd-time-contract';
import type { BodyOf } from '../../../lib/contract/contract-route';
import { HRD_ROUTES } from '../domain/hrd-routes';
import type { InoutImportAnswer, InoutPunch, InoutRow } from '../domain/punch-wire';

const KEY = 'hrd-inout';

/** The day's register (GetTodayInoutDetails), the day sent as the contract's dd-MMM-yyyy. */
export const useInoutDay = (dat: string, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: [KEY, dat],
    queryFn: () =>
      dataProvider
        .report<InoutRow[] | null>(HRD_ROUTES.inoutOfDay, { frmDate: format(parseISO(dat), 'dd-MMM-yyyy') })
        .then((rows) => rows ?? []),
  });

/** A punch in (traCheck 1) or out (2); the register is read again after it. */
export function usePunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      inout,
      traCheck,
      idempotencyKey,
    }: {
      inout: InoutPunch;
      traCheck: 1 | 2;
      idempotencyKey: string;
    }) => {
      const body: BodyOf<typeof HRD_TIME_CONTRACT.setInout> = { inout, traCheck };
      return dataProvider.write(HRD_ROUTES.setInout, body, idempotencyKey);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** A device file's import (ours); every day's register is read again after it. */
export function useImportPunches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, idempotencyKey }: { csv: string; idempotencyKey: string }) =>
      dataProvider
        .write(HRD_ROUTES.importInout, { csv }, idempotencyKey)
        .then((answer) => answer as unknown as InoutImportAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
