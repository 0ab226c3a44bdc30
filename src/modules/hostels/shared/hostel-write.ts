import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { HOSTEL_KEY } from '../domain/hostel-endpoints';

/** A hostel write (`{ ...body, usr }` with its Idempotency-Key); every hostel read is refreshed after it. */
export function useHostelWrite(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(endpoint, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [HOSTEL_KEY] }),
  });
}
