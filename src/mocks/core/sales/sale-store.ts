import { SALES_RESOURCE } from '../../../modules/pos/stock-sales/domain/stock-sale-endpoints';
import { SALE_CANCELLED, type SaleDocument } from '../../../modules/pos/stock-sales/domain/stock-sale-types';
import { listRecords, readRecord, writeRecord } from '../record-store';

/** An invoice as the demo backend keeps it: GetSale's answer without its result. One record per record id. */
export type StoredSale = Omit<SaleDocument, 'result' | 'names'>;

export const salesOf = (companyCode: number) => listRecords<StoredSale>(SALES_RESOURCE, companyCode);
export const saleOf = (companyCode: number, recordId: number) =>
  readRecord<StoredSale>(SALES_RESOURCE, companyCode, String(recordId));
export const storeSale = (companyCode: number, sale: StoredSale) =>
  writeRecord(SALES_RESOURCE, companyCode, String(sale.header.recordId), sale);

/** The invoices that stand (not cancelled). */
export const liveSalesOf = async (companyCode: number) =>
  (await salesOf(companyCode)).filter((sale) => sale.header.pos !== SALE_CANCELLED);
