import { LoadFailed, Loading } from '../../../../components/load-state';
import type { RegisterDeclaration } from '../../../../kits/registers/register-declaration';
import { registerScreen } from '../../../../kits/registers/register-screen';
import { RegisterVoucher } from '../../../../kits/registers/register-voucher';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import {
  SALE_ADVANCE_ENDPOINTS,
  SALE_ADVANCE_TRATYPE,
  SALE_ADVANCES_KEY,
  type SaleAdvance,
} from '../domain/sale-advance-types';
import { SALES_RESOURCE } from '../domain/stock-sale-endpoints';
import { useSaleAdvanceRequirements } from './sale-advance-api';
import { MODE_LABELS, SaleAdvanceForm } from './sale-advance-form';

function NewAdvance({ onDone }: { onDone: () => void }) {
  const requirements = useSaleAdvanceRequirements();
  if (requirements.isError)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the customers and accounts…" />;
  return <SaleAdvanceForm requirements={requirements.data} onDone={onDone} />;
}

const receivedBy = (row: SaleAdvance) => `${MODE_LABELS[row.paymentmode]} ${row.accountId}`;

/**
 * Sale advances (/pos/pos-stock-advances): a period's advances received, with what invoices have adjusted of each, a
 * new one, one printed.
 */
export const SALE_ADVANCE_REGISTER: RegisterDeclaration<SaleAdvance> = {
  title: 'Sale advances',
  idPrefix: 'sale-advances',
  noun: 'Advance',
  plural: 'advances',
  key: SALE_ADVANCES_KEY,
  // An advance changes what a new invoice may adjust.
  alsoRefresh: [SALES_RESOURCE],
  endpoints: {
    list: SALE_ADVANCE_ENDPOINTS.list,
    print: SALE_ADVANCE_ENDPOINTS.print,
    cancel: SALE_ADVANCE_ENDPOINTS.save,
  },
  listBody: { detail: SALE_ADVANCE_TRATYPE },
  cancelBody: (row) => ({ advance: { recordId: row.recordId }, tracheck: 3 }),
  cancelEffect: 'It stays in the list, marked cancelled; its voucher is taken back.',
  columns: [
    { label: 'Customer', cell: (row) => row.detail2 },
    { label: 'Against', cell: (row) => row.detail1 },
    { label: 'Received by', cell: receivedBy },
    { label: 'Amount', cell: (row) => formatMoney(toPaise(row.amt)), numeric: true },
    { label: 'Adjusted', cell: (row) => formatMoney(toPaise(row.adjusted ?? 0)), numeric: true },
  ],
  New: NewAdvance,
  Print: ({ row, onClose }) => (
    <RegisterVoucher
      title={`Advance received ${row.seq}`}
      facts={[
        ['Date', formatDate(row.dat)],
        ['Received from', row.detail2],
        ['Against', row.detail1],
        ['Amount', formatMoney(toPaise(row.amt))],
        ['Received by', receivedBy(row)],
        ['Bank details', row.bankdetails],
        ['Remarks', row.remarks],
      ]}
      signatures={['Received by', 'Authorised by']}
      onClose={onClose}
    />
  ),
};

export const SaleAdvancesScreen = registerScreen(SALE_ADVANCE_REGISTER);
