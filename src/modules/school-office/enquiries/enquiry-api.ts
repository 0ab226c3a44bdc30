import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { EnquirySource } from '../domain/enquiry-types';
import { FD_KEY, FD_ROUTES } from '../domain/fd-routes';

/**
 * GetFDCallRequirements: the server's day, whether this is the school, what an enquiry may be about ([]: free text),
 * the sources.
 */
export interface CallRequirements {
  today: string;
  school: boolean;
  offered: string[];
  sources: Array<{ value: EnquirySource; label: string }>;
}

/** A front desk enquiry read `{ ...parameters, usr }`, cached under the front desk key. */
export const useEnquiryRead = <T>(route: string, parameters: Readonly<Record<string, unknown>> = {}, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [FD_KEY, route, parameters],
    queryFn: () => dataProvider.report<T>(route, parameters),
  });

export const useCallRequirements = () => useEnquiryRead<CallRequirements>(FD_ROUTES.callRequirements);

/**
 * A front desk write with its Idempotency-Key; every front desk read (and the students master) is refreshed after it.
 */
export function useEnquiryWrite(route: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(route, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
