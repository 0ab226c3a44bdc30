import { ADVANCE_RESOURCE } from '../../../modules/procurement/advances/advance-types';
import { listRecords, readRecord, writeRecord } from '../record-store';

/**
 * The server's one advances table (`TotAdvanceDetails`) holds the advances paid to suppliers (Tratype PUR_VOU, the
 * procurement's) and those received from customers (SAL_REC, the stock sales'), under one series of record ids and
 * one set of routes. Each side keeps its own handlers; the customers' side answers first, when a call is its own.
 */
export type AdvanceRoute = 'requirements' | 'list' | 'save' | 'print';
/** One side's answer to a call of the shared routes, or null when the call is the other side's. */
export type AdvanceSide = (route: AdvanceRoute, request: Request) => Promise<Response | null>;

const sides: AdvanceSide[] = [];

/** Adds a side that answers before the suppliers' (the stock sales add the customers'). */
export function addAdvanceSide(side: AdvanceSide): void {
  if (!sides.includes(side)) sides.push(side);
}

/** The answer of the first side that takes the call, or null: the suppliers' side answers it. */
export async function otherSideAnswer(route: AdvanceRoute, request: Request): Promise<Response | null> {
  for (const side of sides) {
    const answer = await side(route, request);
    if (answer) return answer;
  }
  return null;
}

/** The next record id of the table (both kinds of advance). */
export const nextAdvanceRecordId = async (companyCode: number) =>
  (await listRecords<{ recordId: number }>(ADVANCE_RESOURCE, companyCode)).reduce(
    (max, row) => Math.max(max, Number(row.recordId) || 0),
    0,
  ) + 1;

/** The table's rows, both kinds (each side keeps its own by tratype). */
export const advanceRows = <T extends { recordId: number; tratype: string }>(companyCode: number) =>
  listRecords<T>(ADVANCE_RESOURCE, companyCode);

export const advanceRow = <T extends { tratype: string }>(companyCode: number, recordId: number) =>
  readRecord<T>(ADVANCE_RESOURCE, companyCode, String(recordId));

export const storeAdvanceRow = (companyCode: number, row: { recordId: number; tratype: string }) =>
  writeRecord(ADVANCE_RESOURCE, companyCode, String(row.recordId), row);
