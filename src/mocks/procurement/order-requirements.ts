import { partyBalancePaise } from '../../kits/accounting/party-ledger';
import { fromPaise, toPaise } from '../../lib/money/money';
import { nextOrderNumber } from '../../modules/procurement/domain/purchase-numbers';
import { rowsOf } from '../core/inward/receipt-context';
import { requestLineBalances, storedOrders } from './bulk-order-pending';
import { bulkRequirements } from './bulk-order-views';
import { partyLedger } from './party-ledger-store';
import { receiptRequirements } from './receipt-requirements';

/**
 * `GetPurchaseOrderRequirements` (contract 03 section 4): the next order number, today, the active suppliers with
 * their balance (Σ pending − returns − credit notes − payments of the supplier's ledger) and, where a credit limit is
 * set, what is left of it; the addresses, items, units, taxes, purchase types and countries a receipt reads too; the
 * approved request lines still to order (in the stock unit), the items' standard rates and the standard terms of the
 * order terms master. The demo keeps no restriction mode on its suppliers.
 */
export async function orderRequirements(companyCode: number, today: string) {
  const [lists, suppliers, ledger, orders, balances, bulk] = await Promise.all([
    receiptRequirements(companyCode, today),
    rowsOf('procurement.suppliers', companyCode),
    partyLedger(companyCode),
    storedOrders(companyCode),
    requestLineBalances(companyCode),
    bulkRequirements(companyCode),
  ]);
  return {
    pono: nextOrderNumber(
      today,
      orders.map((order) => order.seq),
    ),
    dat: today,
    suppliers: suppliers
      .filter((supplier) => supplier.active !== false)
      .map((supplier) => {
        const balance = partyBalancePaise(ledger, String(supplier.code));
        const limit = Number(supplier.creditAmount ?? 0);
        return {
          accountId: supplier.code,
          accountname: supplier.name,
          availableCredit: limit > 0 ? fromPaise(toPaise(limit) - balance) : null,
          restrictMode: null,
          balanceAmt: fromPaise(balance),
        };
      }),
    addresses: lists.addresses,
    materials: lists.materials,
    taxes: lists.taxes,
    units: lists.units,
    terms: bulk.terms,
    purtypes: lists.purchasetypes,
    countries: lists.countries,
    states: [...new Set(lists.addresses.map((address) => address.stat).filter(Boolean))].sort(),
    pendingrequests: balances
      .filter((line) => line.approved && line.pending > 0)
      .map((line) => ({
        recordId: line.recordId,
        sno: line.sno,
        seq: line.seq,
        dat: line.dat,
        employee: line.employee,
        department: line.department,
        itemId: line.itemId,
        itemname: line.itemName,
        purpose: line.purpose,
        qty: line.pending,
        um: line.um,
      })),
    pricesinfo: bulk.prices,
  };
}
