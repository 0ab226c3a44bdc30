import { applyPercent } from '../../../lib/money/money-arithmetic';
import { fromPaise, toPaise } from '../../../lib/money/money';
import type { DemoCompany } from '../../core/company/companies';
import { supplierSeed } from './suppliers';

const BILLS = ['One bill', 'Two bills', 'Three bills', 'Four bills'];

/**
 * What each supplier stood at on 1-Apr-2025, the first day of the year: unpaid bills (credit) for most, an unadjusted
 * advance (debit) for every fifth; the last two suppliers are new this year and have none.
 */
export function supplierOpeningSeed(company: DemoCompany) {
  return supplierSeed(company)
    .slice(0, -2)
    .map((supplier, n) => {
      const advance = n % 5 === 4;
      const sharePercent = 8 + ((n * 7 + company.code) % 30);
      const amount = fromPaise(
        applyPercent(toPaise(supplier.creditAmount), sharePercent) -
          ((n * 31_700 + company.code) % 100_000) +
          ((n * 37) % 100),
      );
      return {
        entryNo: `OB-${String(n + 1).padStart(4, '0')}`,
        supplier: supplier.code,
        asOn: '2025-04-01',
        debit: advance ? amount : 0,
        credit: advance ? 0 : amount,
        reference: 'Ledger 2024-25',
        narration: advance
          ? 'Advance against the April order, not yet adjusted'
          : `${BILLS[n % BILLS.length]!} of March 2025 unpaid`,
      };
    });
}
