import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { dataProvider, type SaveAnswer } from '../../../lib/api/data-provider';
import { toApiError } from '../../../lib/api/api-error';
import { ONLINE_ORDERS_KEY } from './domain/online-order-types';

export type ActionAnswer = SaveAnswer & Record<string, unknown>;

/**
 * One desk action at a time (a double click acts once): the write with its Idempotency-Key (the order and the
 * move, so a retry of the same move is answered with its first answer), the list refreshed, what happened
 * said in `done`, a refusal or a network failure in `failure`.
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = useCallback(
    async (
      key: string,
      route: string,
      body: Readonly<Record<string, unknown>>,
      said: string,
    ): Promise<ActionAnswer | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPending(key);
      setFailure(null);
      try {
        const answer = await dataProvider.write(route, body, key);
        setDone(said);
        await queryClient.invalidateQueries({ queryKey: [ONLINE_ORDERS_KEY] });
        return answer;
      } catch (error) {
        setFailure(toApiError(error).message);
        return null;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [queryClient],
  );
  return { run, pending, failure, done, say: setDone, clearFailure: () => setFailure(null) };
}
