import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { FO_SHARED_ENDPOINTS as API, FO_SHARED_KEY, type OpenStay } from '../domain/shared-endpoints';
import type { Folio } from '../domain/stay-types';

/** The stays in a room now, by room number. Every front office write invalidates [FO_SHARED_KEY]. */
export const useOpenStays = () =>
  useQuery({
    queryKey: [FO_SHARED_KEY, 'open-stays'],
    queryFn: () => dataProvider.report<OpenStay[] | null>(API.openStays, {}).then((rows) => rows ?? []),
  });

/** One stay's folio (stay, lines oldest first, balance); disabled until a stay is chosen. */
export const useFolio = (stayNo: string) =>
  useQuery({
    enabled: stayNo !== '',
    queryKey: [FO_SHARED_KEY, 'folio', stayNo],
    queryFn: () => dataProvider.get<Folio>(API.folio, stayNo),
  });
