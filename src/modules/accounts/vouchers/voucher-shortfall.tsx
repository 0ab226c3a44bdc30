import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useWatch, type Control } from 'react-hook-form';
import type { ResourceRecord } from '../../../engine/resource';
import { toPaise, type Paise } from '../../../lib/money/money';
import { shortfalls, shortfallText, type MoneyAccount, type Shortfall } from '../ledger/money-limits';
import type { Voucher } from '../ledger/voucher';
import { voucherPostings } from '../ledger/voucher-rules';
import { useMoneyBalances } from './voucher-api';
import { toVoucher } from './voucher-form-values';

/** The money accounts on the voucher's date, their balances, and whether the company refuses going beyond a limit. */
export interface MoneyPosition {
  accounts: ReadonlyMap<string, MoneyAccount>;
  balances: ReadonlyMap<string, Paise>;
  refuse: boolean;
}

/** The money position on the date typed on the form (read again only when the date changes, not on each keystroke). */
export function useMoneyPosition(control: Control<ResourceRecord>, base: Voucher): MoneyPosition | null {
  const date = useWatch({ control, name: 'date' });
  const money = useMoneyBalances(base.header.type, typeof date === 'string' ? date : '', base.header.id);
  return useMemo(() => {
    if (!money.data) return null;
    const accounts = new Map(
      money.data.accounts.map((row) => [
        row.code,
        { code: row.code, name: row.name, type: row.type, overdraftLimit: toPaise(row.overdraftLimit) },
      ]),
    );
    const balances = new Map(money.data.accounts.map((row) => [row.code, toPaise(row.balance)]));
    return { accounts, balances, refuse: money.data.refuse };
  }, [money.data]);
}

/** The money accounts the voucher as typed takes beyond their limit. */
export function shortfallsOf(position: MoneyPosition | null, values: ResourceRecord, base: Voucher): Shortfall[] {
  if (!position) return [];
  const voucher = toVoucher(values, base);
  return shortfalls(
    voucherPostings({ ...voucher, header: { ...voucher.header, status: 'Active' } }),
    position.accounts,
    position.balances,
  );
}

/** Said as the user types, before saving: which money account goes beyond its limit, and what saving will do. */
export function ShortfallWarning({
  control,
  base,
  position,
}: {
  control: Control<ResourceRecord>;
  base: Voucher;
  position: MoneyPosition | null;
}) {
  const values = useWatch({ control }) as ResourceRecord;
  const found = shortfallsOf(position, values, base);
  if (found.length === 0) return null;
  return (
    <Alert
      variant={position?.refuse ? 'danger' : 'warning'}
      role="status"
      aria-label="Money accounts beyond their limit"
    >
      {found.map((shortfall) => (
        <p key={shortfall.account} className="mb-1">
          {shortfallText(shortfall)}
        </p>
      ))}
      <p className="mb-0 small">
        {position?.refuse
          ? 'The company does not allow this: the voucher will be refused.'
          : 'Saving asks you to confirm.'}
      </p>
    </Alert>
  );
}
