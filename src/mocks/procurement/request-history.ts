import { format } from 'date-fns';
import { HISTORY_RESOURCE } from '../../modules/procurement/requests/history/history-endpoints';
import type {
  AuditType,
  RequestAuditHeader,
  RequestVersion,
} from '../../modules/procurement/requests/history/history-types';
import { listRecords, seedOnce, writeRecord } from '../core/record-store';
import type { StoredRequest } from './request-record';

/** The server's clock, as the history's AuditDat. */
const now = () => format(new Date(), "yyyy-MM-dd'T'HH:mm:ss");
/** Ids padded so the store's own key order is the audit order. */
const idOf = (auditId: number) => String(auditId).padStart(9, '0');

/** A request as the history keeps it: header and lines copied, each stamped with the audit's id, time and type. */
function versionOf(
  request: StoredRequest,
  stamp: { auditId: number; auditDat: string; auditType: AuditType },
  user: string,
): RequestVersion {
  return {
    header: { ...request.header, ...stamp, auditUsr: user },
    lines: request.details.map((line) => ({ ...line, ...stamp })),
  };
}

/**
 * The requests a company starts with get a create entry each, dated on the request's day and made by the user who
 * raised it. Runs once, from the requests' own first read, so before any save can change a request.
 */
export async function seedRequestHistory(companyCode: number, requests: () => Promise<StoredRequest[]>) {
  await seedOnce(HISTORY_RESOURCE, companyCode, async () =>
    (await requests())
      .sort((a, b) => a.header.recordId - b.header.recordId)
      .map((request, index) => ({
        id: idOf(index + 1),
        data: versionOf(
          request,
          { auditId: index + 1, auditDat: `${request.header.dat}T09:00:00`, auditType: 1 },
          request.header.usr,
        ),
      })),
  );
}

/** Every version the company's history holds, in audit order. */
async function versions(companyCode: number): Promise<RequestVersion[]> {
  return (await listRecords<RequestVersion>(HISTORY_RESOURCE, companyCode)).sort(
    (a, b) => a.header.auditId - b.header.auditId,
  );
}

/**
 * Writes the history rows of a save: each request as it now stands, with the change's type (1 create, 2 modify,
 * 3 delete, our cancel) and the user who made it. The caller has read the requests first, which seeds the history.
 */
export async function recordHistory(
  companyCode: number,
  user: string,
  auditType: AuditType,
  requests: readonly StoredRequest[],
): Promise<void> {
  const last = (await versions(companyCode)).at(-1)?.header.auditId ?? 0;
  const auditDat = now();
  for (const [index, request] of requests.entries()) {
    const auditId = last + index + 1;
    await writeRecord(
      HISTORY_RESOURCE,
      companyCode,
      idOf(auditId),
      versionOf(request, { auditId, auditDat, auditType }, user),
    );
  }
}

/** `GetPurchaseRequestAudits`: the audit headers of the changes saved from `from` to `to` (days), newest first. */
export async function auditHeaders(companyCode: number, from: string, to: string): Promise<RequestAuditHeader[]> {
  return (await versions(companyCode))
    .map((version) => version.header)
    .filter((header) => header.auditDat.slice(0, 10) >= from && header.auditDat.slice(0, 10) <= to)
    .reverse();
}

/** `GetPurchaseRequestAuditCompleteDetails`: every version of one request, oldest first. */
export async function requestVersions(companyCode: number, recordId: number): Promise<RequestVersion[]> {
  return (await versions(companyCode)).filter((version) => version.header.recordId === recordId);
}
