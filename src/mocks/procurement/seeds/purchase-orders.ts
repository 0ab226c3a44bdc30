import { documentTotals } from '../../../engine/document/document-totals';
import { APPROVED, CANCELLED, PENDING_APPROVAL } from '../../../modules/procurement/domain/approval-status';
import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile } from '../../core/company/trade-profile';
import { itemSeed } from '../../core/stock/seeds/items';
import { TAX_ASSIGNING_SEED } from './tax-assignings';

const DATES = [
  '2026-10-03',
  '2026-10-09',
  '2026-10-17',
  '2026-10-28',
  '2026-11-02',
  '2026-11-06',
  '2026-11-11',
  '2026-11-14',
  '2026-11-18',
  '2026-11-21',
];
const STATUSES = [
  APPROVED,
  APPROVED,
  CANCELLED,
  APPROVED,
  APPROVED,
  APPROVED,
  APPROVED,
  PENDING_APPROVAL,
  PENDING_APPROVAL,
  PENDING_APPROVAL,
];
const SLABS = ['GST5', 'GST18'];
const percentOf = (code: string) => TAX_ASSIGNING_SEED.find((tax) => tax.code === code)?.percent ?? 0;

/**
 * Ten purchase orders a company in the server's field names (record ids 1-10), numbered per month, with totals computed
 * exactly as the server would.
 */
export function purchaseOrderSeed(company: DemoCompany) {
  const items = itemSeed(tradeProfile(company.pCode));
  const counters = new Map<string, number>();
  return DATES.map((dat, n) => {
    const period = `${dat.slice(2, 4)}-${dat.slice(5, 7)}`;
    const counter = (counters.get(period) ?? 0) + 1;
    counters.set(period, counter);
    const chosen = [
      items[(n * 3) % items.length]!,
      items[(n * 3 + 1) % items.length]!,
      items[(n * 3 + 2) % items.length]!,
    ].slice(0, 1 + (n % 3));
    const lines = chosen.map((item, k) => ({
      sno: k + 1,
      itemId: item.itemId,
      itemDescription: '',
      qty: (k + 1) * (5 + n),
      um: '',
      rat: item.standardRate,
      amount: null as number | null,
      reqdBy: dat,
    }));
    const slab = SLABS[n % SLABS.length]!;
    const taxes = [`${slab}-C`, `${slab}-S`].map((taxcode, k) => ({
      sno: k + 1,
      taxcode,
      taxper: percentOf(taxcode),
      taxvalue: null as number | null,
    }));
    const discount = n % 4 === 0 ? 100 : 0;
    const others = n % 3 === 0 ? 250 : 0;
    const totals = documentTotals(
      lines.map((line) => ({ quantity: line.qty, rate: line.rat })),
      taxes.map((tax) => tax.taxper),
      discount,
      others,
    );
    const vendorid = `SUP-${String((n % 6) + 1).padStart(3, '0')}`;
    return {
      recordId: n + 1,
      seq: `PO${period}/${String(counter).padStart(4, '0')}`,
      dat,
      vendorid,
      purchaseType: 'LOCAL',
      refQuotation: `Q-${dat.slice(5, 7)}${String(n + 11)}`,
      reference: '',
      validity: '',
      pos: STATUSES[n]!,
      typeOfOrder: 'PO',
      lines: lines.map((line, k) => ({ ...line, amount: totals.lineAmounts[k]! })),
      taxLines: taxes.map((tax, k) => ({ ...tax, taxvalue: totals.taxValues[k]! })),
      discount,
      others,
      baseamt: totals.base,
      taxes: totals.taxes,
      totalAmt: totals.total,
      terms: [
        { sno: 1, term: 'Payment within 30 days of receipt.' },
        { sno: 2, term: 'Goods subject to inspection on arrival.' },
      ],
      printCount: STATUSES[n] === APPROVED ? n % 2 : 0,
    };
  });
}
