import { LoadFailed, Loading } from '../../../components/load-state';
import type { RegisterDeclaration } from '../../../kits/registers/register-declaration';
import { registerScreen } from '../../../kits/registers/register-screen';
import { RegisterVoucher } from '../../../kits/registers/register-voucher';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useAdvanceRequirements, usePendingOrders } from './advance-api';
import { AdvanceForm, MODE_LABELS } from './advance-form';
import { ADVANCE_ENDPOINTS, ADVANCE_RESOURCE, type TotAdvance } from './advance-types';

function NewAdvance({ onDone }: { onDone: () => void }) {
  const requirements = useAdvanceRequirements();
  const orders = usePendingOrders();
  const failed = requirements.error ?? orders.error;
  if (failed)
    return (
      <LoadFailed
        message={toApiError(failed).message}
        onRetry={() => void Promise.all([requirements.refetch(), orders.refetch()])}
      />
    );
  if (!requirements.data || !orders.data) return <Loading label="Loading the orders and accounts…" />;
  return <AdvanceForm requirements={requirements.data} orders={orders.data} onDone={onDone} />;
}

const paidBy = (row: TotAdvance) => `${MODE_LABELS[row.paymentmode]} ${row.accountId}`;

/** Supplier advances (/procurement/pur-stock-advances): a period's advances paid on orders, a new one, one printed. */
export const ADVANCE_REGISTER: RegisterDeclaration<TotAdvance> = {
  title: 'Supplier advances',
  idPrefix: 'advances',
  noun: 'Advance',
  plural: 'advances',
  key: ADVANCE_RESOURCE,
  endpoints: { list: ADVANCE_ENDPOINTS.list, print: ADVANCE_ENDPOINTS.print, cancel: ADVANCE_ENDPOINTS.save },
  listBody: { detail: 'PUR_VOU' },
  cancelBody: (row) => ({ advance: { recordId: row.recordId }, tracheck: 3 }),
  cancelEffect: 'It stays in the list, marked cancelled; its voucher is taken back.',
  columns: [
    { label: 'Order', cell: (row) => row.detail1 },
    { label: 'Supplier', cell: (row) => row.detail2 },
    { label: 'Paid by', cell: paidBy },
    { label: 'Amount', cell: (row) => formatMoney(toPaise(row.amt)), numeric: true },
  ],
  New: NewAdvance,
  Print: ({ row, onClose }) => (
    <RegisterVoucher
      title={`Advance ${row.seq}`}
      facts={[
        ['Date', formatDate(row.dat)],
        ['Order', row.detail1],
        ['Supplier', row.detail2],
        ['Amount', formatMoney(toPaise(row.amt))],
        ['Paid by', paidBy(row)],
        ['Bank details', row.bankdetails],
        ['Remarks', row.remarks],
      ]}
      onClose={onClose}
    />
  ),
};

export const AdvancesScreen = registerScreen(ADVANCE_REGISTER);
