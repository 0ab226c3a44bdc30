import { PURCHASE_ORDERS } from '../../modules/procurement/resources/purchase-orders';
import { SUPPLIERS } from '../../modules/procurement/resources/suppliers';
import { supplierNames } from '../core/inward/receipt-context';
import { rowsOf } from '../core/seeded-rows';
import { documentFinder } from '../core/search/document-finder';
import { masterFinder, text } from '../core/search/master-finder';
import { detailOf, type RecordFinder } from '../core/search/record-finder';
import { storedQuotations } from './quotation-store';

/** The documents' status of a cancelled one (the others are in force, or waiting in their approval queue). */
const CANCELLED = 9;
const cancelled = (pos: unknown) => (Number(pos) === CANCELLED ? 'cancelled' : '');

/** Procurement's records: the suppliers, purchase orders and purchase quotations. */
export const PROCUREMENT_RECORD_FINDERS: readonly RecordFinder[] = [
  masterFinder({
    kind: 'supplier',
    resource: SUPPLIERS.name,
    key: 'code',
    name: (row) => text(row.name),
    detail: (row) => detailOf('Supplier', text(row.mobile), row.active === false && 'inactive'),
  }),
  documentFinder('purchase-order', 'Purchase order', async (companyCode) => {
    const [rows, names] = await Promise.all([rowsOf(PURCHASE_ORDERS.name, companyCode), supplierNames(companyCode)]);
    return rows.map((row) => ({
      recordId: text(row.recordId),
      seq: text(row.seq),
      dat: text(row.dat).slice(0, 10),
      party: names.get(text(row.vendorid)) ?? text(row.vendorid),
      total: Number(row.totalAmt ?? 0),
      status: cancelled(row.pos),
    }));
  }),
  documentFinder('purchase-quotation', 'Purchase quotation', async (companyCode) =>
    (await storedQuotations(companyCode)).map(({ header }) => ({
      recordId: String(header.recordId),
      seq: header.seq,
      dat: header.dat.slice(0, 10),
      party: header.vendorname || header.vendorid,
      total: 0,
      status: cancelled(header.pos),
    })),
  ),
];
