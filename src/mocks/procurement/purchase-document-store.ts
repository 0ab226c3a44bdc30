import { listRecords, readRecord, seedOnce, writeRecord } from '../core/record-store';
import { serverToday } from '../core/server-dates';

/** A stored purchase document as far as keeping and numbering it goes. */
interface PurchaseDocument {
  header: { recordId: number; seq: string };
}

/** The next free number of a series on `date`, given the numbers already taken. */
type NextNumber = (date: string, taken: readonly string[]) => string;

/**
 * One kind of purchase document kept in the demo store under `resource`, by record id: its starting documents
 * (`seed`) are written the first time any are asked for, and it is listed in record-id order.
 */
export function purchaseDocumentStore<D extends PurchaseDocument>(
  resource: string,
  seed: (companyCode: number) => Promise<D[]>,
  nextNumber: NextNumber,
) {
  async function all(companyCode: number): Promise<D[]> {
    await seedOnce(resource, companyCode, async () =>
      (await seed(companyCode)).map((document) => ({ id: String(document.header.recordId), data: document })),
    );
    return (await listRecords<D>(resource, companyCode)).sort((a, b) => a.header.recordId - b.header.recordId);
  }
  async function one(companyCode: number, recordId: number): Promise<D | undefined> {
    await all(companyCode);
    return readRecord<D>(resource, companyCode, String(recordId));
  }
  const store = (companyCode: number, document: D) =>
    writeRecord(resource, companyCode, String(document.header.recordId), document);
  const nextSeq = (documents: readonly D[], date = serverToday()) =>
    nextNumber(
      date,
      documents.map((document) => document.header.seq),
    );
  return { all, one, store, nextSeq };
}
