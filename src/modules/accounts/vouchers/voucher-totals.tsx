import { useWatch, type Control } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import type { VoucherType } from '../../../kits/accounting/ledger-types';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

/** The voucher's total as the user types (a journal: debits, credits and the difference), in exact paise. */
export function VoucherTotals({ type, control }: { type: VoucherType; control: Control<ResourceRecord> }) {
  const lines = (useWatch({ control, name: 'lines' }) ?? []) as ReadonlyArray<Record<string, unknown>>;
  const sum = (side: 'debit' | 'credit') =>
    sumPaise(lines.map((line) => toPaise(typeof line[side] === 'number' ? line[side] : 0)));
  const debit = sum('debit');
  const credit = sum('credit');
  const rupees = formatMoney;
  if (type !== 'JOU') {
    return (
      <dl className="document-totals" aria-live="polite">
        <dt>Voucher total</dt>
        <dd>{rupees(type === 'REC' ? credit : debit)}</dd>
      </dl>
    );
  }
  const difference = debit - credit;
  return (
    <dl className="document-totals" aria-live="polite">
      <dt>Total debits</dt>
      <dd>{rupees(debit)}</dd>
      <dt>Total credits</dt>
      <dd>{rupees(credit)}</dd>
      <dt>Difference</dt>
      <dd className={difference === 0 ? 'text-success' : 'text-danger'}>
        {difference === 0
          ? 'Balanced'
          : `${rupees(Math.abs(difference))} ${difference > 0 ? 'more debit' : 'more credit'}`}
      </dd>
    </dl>
  );
}
