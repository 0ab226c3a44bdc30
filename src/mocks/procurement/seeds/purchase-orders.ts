import { DOCUMENT_STATUS } from '../../../engine/document/document';
import { documentTotals } from '../../../engine/document/document-totals';
import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile } from '../../core/company/trade-profile';
import { itemSeed } from '../../inventory/seeds/items';
import { TAX_ASSIGNING_SEED } from './tax-assignings';

const DATES = ['2026-10-03', '2026-10-09', '2026-10-17', '2026-10-28', '2026-11-02', '2026-11-06', '2026-11-11', '2026-11-14', '2026-11-18', '2026-11-21'];
const STATUSES = [DOCUMENT_STATUS.approved, DOCUMENT_STATUS.approved, DOCUMENT_STATUS.cancelled, DOCUMENT_STATUS.approved, DOCUMENT_STATUS.approved, DOCUMENT_STATUS.approved, DOCUMENT_STATUS.approved, DOCUMENT_STATUS.pending, DOCUMENT_STATUS.pending, DOCUMENT_STATUS.pending];
const SLABS = ['GST5', 'GST18'];
const percentOf = (code: string) => TAX_ASSIGNING_SEED.find((tax) => tax.code === code)?.percent ?? 0;

/** Ten purchase orders a company, numbered per month, with totals computed exactly as the server would. */
export function purchaseOrderSeed(company: DemoCompany) {
  const items = itemSeed(tradeProfile(company.pCode));
  const counters = new Map<string, number>();
  return DATES.map((orderDate, n) => {
    const period = `${orderDate.slice(2, 4)}-${orderDate.slice(5, 7)}`;
    const counter = (counters.get(period) ?? 0) + 1;
    counters.set(period, counter);
    const chosen = [items[(n * 3) % items.length]!, items[(n * 3 + 1) % items.length]!, items[(n * 3 + 2) % items.length]!].slice(0, 1 + (n % 3));
    const lines = chosen.map((item, k) => ({ item: item.itemId, description: '', quantity: (k + 1) * (5 + n), rate: item.standardRate, amount: null as number | null, requiredBy: orderDate }));
    const slab = SLABS[n % SLABS.length]!;
    const taxes = [`${slab}-C`, `${slab}-S`].map((tax) => ({ tax, percent: percentOf(tax), value: null as number | null }));
    const discount = n % 4 === 0 ? 100 : 0;
    const others = n % 3 === 0 ? 250 : 0;
    const totals = documentTotals(lines, taxes.map((tax) => tax.percent), discount, others);
    return {
      number: `PO${period}/${String(counter).padStart(4, '0')}`,
      orderDate,
      supplier: `SUP-${String((n % 6) + 1).padStart(3, '0')}`,
      purchaseType: 'LOCAL',
      reference: `Q-${orderDate.slice(5, 7)}${String(n + 11)}`,
      validity: '',
      status: STATUSES[n]!,
      lines: lines.map((line, k) => ({ ...line, amount: totals.lineAmounts[k]! })),
      taxes: taxes.map((tax, k) => ({ ...tax, value: totals.taxValues[k]! })),
      discount,
      others,
      baseAmount: totals.base,
      taxAmount: totals.taxes,
      total: totals.total,
      terms: 'Payment within 30 days of receipt. Goods subject to inspection on arrival.',
      printCount: STATUSES[n] === DOCUMENT_STATUS.approved ? n % 2 : 0,
    };
  });
}
