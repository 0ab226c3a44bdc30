import { LoadFailed, Loading } from '../../../components/load-state';
import type { RegisterDeclaration, RegisterPrintProps } from '../../../kits/registers/register-declaration';
import { registerScreen } from '../../../kits/registers/register-screen';
import { RegisterVoucher } from '../../../kits/registers/register-voucher';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { MODE_LABELS } from '../advances/advance-form';
import { usePayment, usePaymentRequirements } from './payment-api';
import { PaymentForm } from './payment-form';
import { PAYMENT_ENDPOINTS, PAYMENT_RESOURCE, type PaymentHeader } from './payment-types';

function NewPayment({ onDone }: { onDone: () => void }) {
  const requirements = usePaymentRequirements();
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the suppliers and accounts…" />;
  return <PaymentForm requirements={requirements.data} onDone={onDone} />;
}

const paidBy = (row: PaymentHeader) => `${MODE_LABELS[row.paymentmode]} ${row.accountId}`;

/** The printed payment with the bills it paid (read with it). */
function PrintPayment({ row, onClose }: RegisterPrintProps<PaymentHeader>) {
  const payment = usePayment(String(row.recordId));
  if (payment.error)
    return <LoadFailed message={toApiError(payment.error).message} onRetry={() => void payment.refetch()} />;
  if (payment.isPending) return <Loading label="Loading the payment…" />;
  return (
    <RegisterVoucher
      title={`Payment ${row.seq}`}
      facts={[
        ['Date', formatDate(row.dat)],
        ['Supplier', row.vendorname],
        ['Amount', formatMoney(toPaise(row.amt))],
        ['Paid by', paidBy(row)],
        ['Remarks', row.remarks],
      ]}
      lines={{
        caption: 'Bills paid',
        labels: ['Bill', 'Paid'],
        rows: (payment.data?.lines ?? []).map((line) => [line.billId, line.amt] as const),
      }}
      onClose={onClose}
    />
  );
}

/** Supplier payments (/procurement/pur-stock-payments): a period's payments of bills, a new one, one printed. */
export const PAYMENT_REGISTER: RegisterDeclaration<PaymentHeader> = {
  title: 'Supplier payments',
  idPrefix: 'payments',
  noun: 'Payment',
  plural: 'payments',
  key: PAYMENT_RESOURCE,
  endpoints: { list: PAYMENT_ENDPOINTS.list, print: PAYMENT_ENDPOINTS.print, cancel: PAYMENT_ENDPOINTS.cancel },
  cancelBody: (row) => ({ recordId: row.recordId }),
  cancelEffect:
    'It stays in the list, marked cancelled; the bills it paid are pending again and its voucher is taken back.',
  columns: [
    { label: 'Supplier', cell: (row) => row.vendorname },
    { label: 'Paid by', cell: paidBy },
    { label: 'Amount', cell: (row) => formatMoney(toPaise(row.amt)), numeric: true },
  ],
  New: NewPayment,
  Print: PrintPayment,
};

export const PaymentsScreen = registerScreen(PAYMENT_REGISTER);
