import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { IDEMPOTENCY_HEADER, postApi } from '../../../../lib/api/api-client';
import { ApiError } from '../../../../lib/api/api-error';
import { dataProvider } from '../../../../lib/api/data-provider';
import { currentSession } from '../../../../lib/session/session-store';
import { FD_KEY } from '../../domain/fd-routes';

/** A desk log read: `{ ...parameters, usr }` to `route`, cached under the front desk's key. */
export const useDeskRead = <T>(route: string, parameters: Readonly<Record<string, unknown>> = {}) =>
  useQuery({ queryKey: [FD_KEY, route, parameters], queryFn: () => dataProvider.report<T>(route, parameters) });

type Answer = { result: string; seq?: string; recordId?: string; field?: string };

/**
 * A desk log write (`{ ...body, usr }` with its Idempotency-Key). A refusal becomes an ApiError whose fieldErrors name
 * the field the backend says it belongs beside (`{ result, field }`), so the form shows it there; every front desk
 * read is refreshed after a save.
 */
export function useDeskWrite(route: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      idempotencyKey,
    }: {
      body: Readonly<Record<string, unknown>>;
      idempotencyKey: string;
    }) => {
      const session = currentSession();
      if (!session) throw new ApiError(401, 'Your Login Session is over please login again');
      const answer = await postApi<Answer | null>(
        route,
        { ...body, usr: session.usr },
        { [IDEMPOTENCY_HEADER]: idempotencyKey },
      );
      if (!answer || answer.result !== 'OK') {
        const message = answer?.result || 'The server did not save it.';
        throw new ApiError(422, message, answer?.field ? { [answer.field]: message } : undefined);
      }
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FD_KEY] }),
  });
}

/** The field problems of a failed save, when the backend named the field (else null: shown above the form). */
export const fieldProblemsOf = (error: unknown): Record<string, string> | null =>
  error instanceof ApiError && error.fieldErrors ? error.fieldErrors : null;

/** A date the client sends (the contract's dd-MMM-yyyy). */
export const wireDay = (day: string) => (day ? format(new Date(`${day}T00:00:00`), 'dd-MMM-yyyy') : '');

/** The browser's day and time (the server checks against its own). */
export const todayOf = () => format(new Date(), 'yyyy-MM-dd');
export const nowOf = () => format(new Date(), 'HH:mm');
