import { ORDER_TERMS_KEY } from '../../modules/procurement/order-terms/term-endpoints';
import { inOrder, type PurchaseTerm } from '../../modules/procurement/order-terms/term-rules';
import { deleteRecord, listRecords, seedOnce, writeRecord } from '../core/record-store';
import { ORDER_TERM_SEED } from './seeds/order-terms';

/**
 * The demo backend's `PurTerms`: per company, one record per standard order term keyed by its Slno; the starting terms
 * are written the first time any are read.
 */
export async function storedTerms(companyCode: number): Promise<PurchaseTerm[]> {
  await seedOnce(ORDER_TERMS_KEY, companyCode, () =>
    ORDER_TERM_SEED.map((term, index) => ({ id: String(index + 1), data: { slno: index + 1, term } })),
  );
  return inOrder(await listRecords<PurchaseTerm>(ORDER_TERMS_KEY, companyCode));
}

export const storeTerm = (companyCode: number, term: PurchaseTerm) =>
  writeRecord(ORDER_TERMS_KEY, companyCode, String(term.slno), term);

export const removeTerm = (companyCode: number, slno: number) =>
  deleteRecord(ORDER_TERMS_KEY, companyCode, String(slno));
