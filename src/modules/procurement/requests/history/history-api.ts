import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../../lib/api/data-provider';
import type { BodyOf } from '../../../../lib/contract/contract-route';
import type { PURCHASE_REQUEST_CONTRACT as CONTRACT } from '../../../../lib/contract/procurement-request-contract';
import { formatDate } from '../../../../lib/format/date-format';
import { REQUEST_RESOURCE } from '../request-endpoints';
import { HISTORY_ENDPOINTS as API } from './history-endpoints';
import type { RequestAuditHeader, RequestVersion } from './history-types';

/*
 * Keyed under the requests' resource, so every request save, cancel and approval (which refresh the requests' queries)
 * refreshes the history too.
 */

/** The changes saved within a period, newest first; the dates travel as the customer's client sends them. */
export function useRequestAudits(from: string, to: string) {
  return useQuery({
    queryKey: [REQUEST_RESOURCE, 'history', from, to],
    queryFn: () =>
      dataProvider
        .report<RequestAuditHeader[] | null>(API.audits, {
          frmDate: formatDate(from),
          toDate: formatDate(to),
        } satisfies BodyOf<(typeof CONTRACT)['audits']>)
        .then((rows) => rows ?? []),
  });
}

/** Every version of one request, oldest first. */
export function useRequestVersions(recordId: number) {
  return useQuery({
    queryKey: [REQUEST_RESOURCE, 'versions', recordId],
    queryFn: () =>
      dataProvider
        .report<RequestVersion[] | null>(API.versions, { recordId } satisfies BodyOf<(typeof CONTRACT)['auditDetails']>)
        .then((rows) => rows ?? []),
  });
}
