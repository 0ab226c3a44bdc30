import { nextRequestNumber } from '../../modules/procurement/domain/purchase-numbers';
import { REQUEST_RESOURCE } from '../../modules/procurement/requests/request-endpoints';
import { orderedRequestIds } from '../../modules/procurement/requests/request-status';
import { PURCHASE_ORDERS } from '../../modules/procurement/resources/purchase-orders';
import { findDemoCompany } from '../core/company/companies';
import { listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { highestRecordId } from '../core/trade/trade-record-ids';
import { seedRequestHistory } from './request-history';
import { requestMasterData } from './request-masters';
import type { StoredRequest } from './request-record';
import { purchaseRequestSeed } from './seeds/purchase-requests';
import { serverToday } from '../core/server-dates';

/** The company's branch, which the server stamps on every row. */
export const branchOf = (companyCode: number) => findDemoCompany(companyCode)?.bCode ?? 'E001';

/** A company's requests, its starting ones (and their history) written the first time any are asked for. */
export async function storedRequests(companyCode: number): Promise<StoredRequest[]> {
  await seedOnce(REQUEST_RESOURCE, companyCode, async () => {
    const { lists } = await requestMasterData(companyCode);
    return purchaseRequestSeed(companyCode, branchOf(companyCode), lists).map((request) => ({
      id: String(request.header.recordId),
      data: request,
    }));
  });
  const stored = () => listRecords<StoredRequest>(REQUEST_RESOURCE, companyCode);
  // The history's create entries of the starting requests: written before anything can change them.
  await seedRequestHistory(companyCode, stored);
  return (await stored()).sort((a, b) => a.header.recordId - b.header.recordId);
}

export async function storedRequest(companyCode: number, recordId: number): Promise<StoredRequest | undefined> {
  await storedRequests(companyCode);
  return readRecord<StoredRequest>(REQUEST_RESOURCE, companyCode, String(recordId));
}

export async function storeRequest(companyCode: number, request: StoredRequest): Promise<void> {
  await writeRecord(REQUEST_RESOURCE, companyCode, String(request.header.recordId), request);
}

/** The server's next record id: the highest + 1. */
export const nextRecordId = (requests: readonly StoredRequest[]) => highestRecordId(requests) + 1;

/** The next free number on `date` (PR<yyyy>-<5 digits>, the highest of the year + 1). */
export const nextFreeNumber = (requests: readonly StoredRequest[], date = serverToday()) =>
  nextRequestNumber(
    date,
    requests.map((request) => request.header.seq),
  );

/**
 * The record ids of the requests a stored purchase order's line references (`lines[].purRequest`): shown as ordered.
 */
export async function orderedIds(companyCode: number): Promise<Set<number>> {
  await ensureSeeded(PURCHASE_ORDERS.name, companyCode);
  return orderedRequestIds(
    await listRecords<{ pos?: unknown; lines?: Array<{ purRequest?: unknown }> }>(PURCHASE_ORDERS.name, companyCode),
  );
}
