import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useWatch, type Control } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import { toPaise } from '../../../lib/money/money';
import { shortfalls, shortfallText, type MoneyAccount, type Shortfall } from '../ledger/money-limits';
import type { Voucher } from '../ledger/voucher';
import { voucherPostings } from '../ledger/voucher-rules';
import { useMoneyBalances } from './voucher-api';
import { toVoucher } from './voucher-form-values';

/** The money accounts the voucher as typed takes beyond their limit, and whether the company refuses that. */
export function useShortfalls(control: Control<ResourceRecord>, base: Voucher): { found: Shortfall[]; refuse: boolean } {
  const values = useWatch({ control }) as ResourceRecord;
  const date = typeof values.date === 'string' ? values.date : '';
  const money = useMoneyBalances(base.header.type, date, base.header.id);
  return useMemo(() => {
    if (!money.data) return { found: [], refuse: false };
    const accounts = new Map<string, MoneyAccount>(money.data.accounts.map((row) => [row.code, { code: row.code, name: row.name, type: row.type, overdraftLimit: toPaise(row.overdraftLimit) }]));
    const balances = new Map(money.data.accounts.map((row) => [row.code, toPaise(row.balance)]));
    const voucher = toVoucher(values, base);
    return { found: shortfalls(voucherPostings({ ...voucher, header: { ...voucher.header, status: 'Active' } }), accounts, balances), refuse: money.data.refuse };
  }, [money.data, values, base]);
}

/** Said as the user types, before saving: which money account goes beyond its limit, and what saving will do. */
export function ShortfallWarning({ found, refuse }: { found: readonly Shortfall[]; refuse: boolean }) {
  if (found.length === 0) return null;
  return (
    <Alert variant={refuse ? 'danger' : 'warning'} role="status" aria-label="Money accounts beyond their limit">
      {found.map((shortfall) => (
        <p key={shortfall.account} className="mb-1">
          {shortfallText(shortfall)}
        </p>
      ))}
      <p className="mb-0 small">{refuse ? 'The company does not allow this: the voucher will be refused.' : 'Saving asks you to confirm.'}</p>
    </Alert>
  );
}
