import { APPROVED, APPROVED_BY_APPROVER, PENDING_APPROVAL } from '../../modules/procurement/domain/approval-status';
import { nextReceiptNumber } from '../../modules/procurement/domain/purchase-numbers';
import { setupEntries } from '../core/company/settings-store';
import { rowsOf } from '../core/inward/receipt-context';
import { receiptsOf } from '../core/inward/receipt-store';
import { supplierAddresses } from './enquiry-access';
import { stockOnHand } from './request-masters';

/**
 * The orders a receipt may name: the server lists Pos ≤ 3 (pending ones too, refused on save); cancelled (9) and
 * received (5) ones are left out.
 */
const OPEN_ORDER_STATUSES = [PENDING_APPROVAL, APPROVED, APPROVED_BY_APPROVER];

const openOrderRows = (orders: Awaited<ReturnType<typeof rowsOf>>) =>
  orders
    .filter((order) => OPEN_ORDER_STATUSES.includes(Number(order.pos)))
    .map((order) => ({
      recordId: order.recordId,
      seq: order.seq,
      dat: order.dat,
      vendorid: order.vendorid,
      pos: order.pos,
      totalAmt: order.totalAmt,
    }));

/** Ours, `GetOpenOrders`: the orders of `GetPurchaseRequirements` alone, for the receipt form's order picker. */
export const openOrders = async (companyCode: number) =>
  openOrderRows(await rowsOf('procurement.purchase-orders', companyCode));

/** The countries the addresses name (the demo keeps its geography with the admin's masters). */
const countriesOf = (addresses: ReadonlyArray<{ country: string }>) =>
  [...new Set(addresses.map((address) => address.country).filter(Boolean))].sort();

/**
 * `GetPurchaseRequirements` (contract 03 section 5): the next number, today, and the lists a receipt
 * picks from, in the server's answer names. Suppliers, materials and units carry the demo masters' codes.
 */
export async function receiptRequirements(companyCode: number, today: string) {
  const [stores, suppliers, items, orders, taxes, sets, receipts, addresses, stock] = await Promise.all([
    rowsOf('inventory.stores', companyCode),
    rowsOf('procurement.suppliers', companyCode),
    rowsOf('inventory.items', companyCode),
    rowsOf('procurement.purchase-orders', companyCode),
    rowsOf('procurement.tax-assignings', companyCode),
    setupEntries(companyCode),
    receiptsOf(companyCode),
    supplierAddresses(companyCode),
    stockOnHand(companyCode),
  ]);
  return {
    seq: nextReceiptNumber(
      today,
      receipts.map((receipt) => receipt.header.seq),
    ),
    dat: today,
    stores: stores
      .filter((store) => store.active !== false)
      .map((store) => ({ storeCode: store.code, storeName: store.name })),
    countries: countriesOf(addresses),
    purchasetypes: ['LOCAL', 'INTERSTATE', 'IMPORT'],
    suppliers: suppliers
      .filter((supplier) => supplier.active !== false)
      .map((supplier) => ({
        recordId: supplier.code,
        partyName: supplier.name,
        creditDays: supplier.creditDays ?? null,
      })),
    addresses,
    materials: items
      .filter((item) => item.active !== false && item.inventory !== false)
      .map((item) => ({
        recordid: item.itemId,
        itemname: item.name,
        grpname: item.group,
        um: item.unit,
        qty: stock.get(String(item.itemId)) ?? 0,
        rat: item.standardRate,
        costingtype: item.costing,
        shelflife: item.shelfLife === true,
      })),
    units: items.flatMap((item) => [
      { matid: item.itemId, umid: item.unit, um: item.unit, conversion: 1, stdumid: item.unit, stdum: item.unit },
      ...((item.units as Array<{ unit: string; factor: number }> | undefined) ?? []).map((unit) => ({
        matid: item.itemId,
        umid: unit.unit,
        um: unit.unit,
        conversion: unit.factor,
        stdumid: item.unit,
        stdum: item.unit,
      })),
    ]),
    orders: openOrderRows(orders),
    taxes: taxes
      .filter((tax) => tax.active !== false)
      .map((tax) => ({
        taxCode: tax.code,
        taxPer: tax.percent,
        description: tax.description,
        inForceFrom: tax.inForceFrom ?? '',
        inForceUntil: tax.inForceUntil ?? '',
      })),
    sets: sets.filter((set) => set.branchId === 'PUR'),
  };
}
