import type { StockDocument } from '../../modules/inventory/stock-transactions/stock-wire';
import { documentNumber, TRA_TYPES, type TraType } from '../../modules/inventory/stock-transactions/tra-types';
import { getDemoDb } from '../core/db/demo-db';
import { listRecords, readRecord, writeRecord } from '../core/record-store';

/** The records-store name of issues, losses, samples and audits: one record per document, keyed by its number. */
export const STOCK_DOCUMENTS = 'inventory.stock-documents';

/** A stored document with `printCount` read as 0 when it was stored before prints were counted. */
const counted = (document: StockDocument): StockDocument => ({
  ...document,
  header: { ...document.header, printCount: Number(document.header.printCount ?? 0) },
});

export async function readStockDocument(companyCode: number, recordId: string): Promise<StockDocument | undefined> {
  const document = await readRecord<StockDocument>(STOCK_DOCUMENTS, companyCode, recordId);
  return document && counted(document);
}

export const writeStockDocument = (companyCode: number, document: StockDocument) =>
  writeRecord(STOCK_DOCUMENTS, companyCode, document.header.recordId, document);

/** The documents of a type dated from `from` to `to` (both included), newest first. */
export async function stockDocuments(
  companyCode: number,
  traType: TraType,
  from: string,
  to: string,
): Promise<StockDocument[]> {
  const all = (await listRecords<StockDocument>(STOCK_DOCUMENTS, companyCode)).map(counted);
  return all
    .filter(({ header }) => header.traType === traType && header.dat >= from && header.dat <= to)
    .sort((a, b) => b.header.dat.localeCompare(a.header.dat) || b.header.recordId.localeCompare(a.header.recordId));
}

/** The next number of a type in the month of `date` (max + 1, as the server numbers): { recordId, seq }. */
export async function nextDocumentNumber(
  companyCode: number,
  traType: TraType,
  date: string,
): Promise<{ recordId: string; seq: number }> {
  const db = await getDemoDb();
  const prefix = documentNumber(TRA_TYPES[traType].prefix, date, 0).slice(0, -4);
  const keys = await db.getAllKeysFromIndex('records', 'byResource', [STOCK_DOCUMENTS, companyCode]);
  let highest = 0;
  for (const key of keys) {
    const at = String(key).indexOf(prefix);
    if (at >= 0) highest = Math.max(highest, Number(String(key).slice(at + prefix.length)) || 0);
  }
  const seq = highest + 1;
  return { recordId: documentNumber(TRA_TYPES[traType].prefix, date, seq), seq };
}
