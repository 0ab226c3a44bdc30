import { ADVANCE_RESOURCE } from '../../../modules/procurement/advances/advance-types';
import { listRecords, readRecord, writeRecord } from '../record-store';
import type { DemoSession } from '../sessions/auth';

/**
 * The server's one advances table (`TotAdvanceDetails`) holds the advances paid to suppliers (Tratype PUR_VOU, the
 * procurement's) and those received from customers (SAL_REC, the stock sales'), under one series of record ids and
 * one set of routes. Each side keeps its own handlers; the customers' side answers first, when a call is its own.
 */
export type AdvanceRoute = 'list' | 'save' | 'print';
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

/** A side's right to read the shared requirements: the session, or the refusal. */
export type AdvanceReadRight = (request: Request) => Promise<DemoSession | Response>;

const readers: AdvanceReadRight[] = [];

/** Adds a side's right to read GetTotalAdvanceRequirements (the stock sales add the sale advances' view right). */
export function addAdvanceReader(reader: AdvanceReadRight): void {
  if (!readers.includes(reader)) readers.push(reader);
}

/**
 * GetTotalAdvanceRequirements' body is the user alone: nothing says whose screen asks, so either side's view right
 * lets the user read its accounts (a read, which changes nothing). The suppliers' own right first; its refusal when
 * no side allows it.
 */
export async function anySideMayRead(request: Request, own: AdvanceReadRight): Promise<DemoSession | Response> {
  const mine = await own(request);
  if (!(mine instanceof Response)) return mine;
  for (const reader of readers) {
    const session = await reader(request);
    if (!(session instanceof Response)) return session;
  }
  return mine;
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
