import { DocumentRegister } from '../../../../kits/registers/document-register';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { SaleAdvance } from '../domain/sale-advance-types';
import { usePrintSaleAdvance, useSaleAdvanceList, useSaveSaleAdvance } from './sale-advance-api';
import { MODE_LABELS } from './sale-advance-form';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onPrinted: (recordId: number) => void;
}

const COLUMNS = [
  { label: 'Customer', cell: (row: SaleAdvance) => row.detail2 },
  { label: 'Against', cell: (row: SaleAdvance) => row.detail1 },
  { label: 'Received by', cell: (row: SaleAdvance) => `${MODE_LABELS[row.paymentmode]} ${row.accountId}` },
  { label: 'Amount', cell: (row: SaleAdvance) => formatMoney(toPaise(row.amt)), numeric: true },
  { label: 'Adjusted', cell: (row: SaleAdvance) => formatMoney(toPaise(row.adjusted ?? 0)), numeric: true },
];

/** The advances received in a period: customer, order or on account, mode, amount and what invoices have adjusted. */
export function SaleAdvanceList(props: Props) {
  const print = usePrintSaleAdvance();
  const cancel = useSaveSaleAdvance();
  return (
    <DocumentRegister
      {...props}
      title="Sale advances"
      idPrefix="sale-advances"
      noun="Advance"
      plural="advances"
      list={useSaleAdvanceList(props.from, props.to)}
      columns={COLUMNS}
      print={{ run: (row) => print.mutateAsync(row.recordId), pending: print.isPending }}
      cancel={{
        run: (row, idempotencyKey) =>
          cancel.mutateAsync({ advance: { recordId: row.recordId }, tracheck: 3, idempotencyKey }),
        pending: cancel.isPending,
      }}
      cancelEffect="It stays in the list, marked cancelled; its voucher is taken back."
    />
  );
}
