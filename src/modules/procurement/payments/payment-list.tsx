import { DocumentRegister } from '../../../kits/registers/document-register';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { MODE_LABELS } from '../advances/advance-form';
import { useCancelPayment, usePaymentList, usePrintPayment } from './payment-api';
import type { PaymentHeader } from './payment-types';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onPrinted: (recordId: number) => void;
}

const COLUMNS = [
  { label: 'Supplier', cell: (row: PaymentHeader) => row.vendorname },
  { label: 'Paid by', cell: (row: PaymentHeader) => `${MODE_LABELS[row.paymentmode]} ${row.accountId}` },
  { label: 'Amount', cell: (row: PaymentHeader) => formatMoney(toPaise(row.amt)), numeric: true },
];

/** The supplier payments of a period. */
export function PaymentList(props: Props) {
  const print = usePrintPayment();
  const cancel = useCancelPayment();
  return (
    <DocumentRegister
      {...props}
      title="Supplier payments"
      idPrefix="payments"
      noun="Payment"
      plural="payments"
      list={usePaymentList(props.from, props.to)}
      columns={COLUMNS}
      print={{ run: (row) => print.mutateAsync(row.recordId), pending: print.isPending }}
      cancel={{
        run: (row, idempotencyKey) => cancel.mutateAsync({ recordId: row.recordId, idempotencyKey }),
        pending: cancel.isPending,
      }}
      cancelEffect="It stays in the list, marked cancelled; the bills it paid are pending again and its voucher is taken back."
    />
  );
}
