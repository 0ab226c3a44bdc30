import { formatDate } from '../../lib/format/date-format';
import { formatAmount } from '../../lib/format/number-format';
import { voucherTypeLabel, type Voucher } from '../../modules/accounts/ledger/voucher';
import { VOUCHER_SCREENS } from '../../modules/accounts/vouchers/voucher-screens';
import { ensureLedgerSeeded } from '../core/accounting/ledger-seeding';
import { ACCOUNTS_STORE } from '../core/accounting/store-names';
import { listRecords } from '../core/record-store';
import { detailOf, found, type RecordFinder } from '../core/search/record-finder';
import { searchIndex } from '../core/search/search-index';

type Header = Voucher['header'];

const newestFirst = (a: Header, b: Header) => b.date.localeCompare(a.date) || b.number - a.number;

/** The vouchers by number (their id, PAY-20261122-E001-3), newest first. */
const vouchers = searchIndex('accounts.vouchers', async (companyCode) => {
  await ensureLedgerSeeded(companyCode);
  return (await listRecords<Voucher>(ACCOUNTS_STORE.vouchers, companyCode))
    .map((voucher) => voucher.header)
    .sort(newestFirst)
    .map((header) => ({ number: header.id, name: '', value: header }));
});

/** A voucher is offered only to a user whose rights open its type's screen. */
const voucherFinder: RecordFinder = {
  kind: 'voucher',
  async find({ companyCode, query, limit, may }) {
    const open = new Set(Object.entries(VOUCHER_SCREENS).flatMap(([type, screen]) => (may(screen) ? [type] : [])));
    const wanted = await vouchers.find(companyCode, query, limit, (header) => open.has(header.type));
    return wanted.map(({ value, exact }) =>
      found('voucher', {
        recordId: value.id,
        number: value.id,
        name: value.narration || voucherTypeLabel(value.type),
        detail: detailOf(
          voucherTypeLabel(value.type),
          formatDate(value.date),
          `₹${formatAmount(value.total)}`,
          value.status !== 'Active' && value.status,
        ),
        date: value.date,
        scope: value.type,
        exact,
      }),
    );
  },
  warm: (companyCode) => vouchers.entries(companyCode),
};

/** The accounts' records: the vouchers. */
export const ACCOUNTS_RECORD_FINDERS: readonly RecordFinder[] = [voucherFinder];
