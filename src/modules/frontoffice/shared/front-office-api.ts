import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { FO_SHARED_KEY } from '../domain/shared-endpoints';

/** What one write sends: the body and the key that keeps its retries to one write. */
export interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

/** After any write every front office view refreshes (the panel, the open stays, the folios, the groups). */
export function useFrontOfficeRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [FO_SHARED_KEY] });
}

/** The hotel date and the lists a screen draws on; `screen` names whose right the read needs. */
export const useScreenRequirements = <Requirements>(key: readonly string[], endpoint: string, screen: string) =>
  useQuery({
    queryKey: [...key, 'requirements', screen],
    queryFn: () => dataProvider.report<Requirements>(endpoint, { detail: screen }),
  });
