import { DocumentRegister } from '../../../kits/registers/document-register';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useAdvanceList, usePrintAdvance, useSaveAdvance } from './advance-api';
import { MODE_LABELS } from './advance-form';
import type { TotAdvance } from './advance-types';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onPrinted: (recordId: number) => void;
}

const COLUMNS = [
  { label: 'Order', cell: (row: TotAdvance) => row.detail1 },
  { label: 'Supplier', cell: (row: TotAdvance) => row.detail2 },
  { label: 'Paid by', cell: (row: TotAdvance) => `${MODE_LABELS[row.paymentmode]} ${row.accountId}` },
  { label: 'Amount', cell: (row: TotAdvance) => formatMoney(toPaise(row.amt)), numeric: true },
];

/** The advances of a period with their order, supplier, mode and amount. */
export function AdvanceList(props: Props) {
  const print = usePrintAdvance();
  const cancel = useSaveAdvance();
  return (
    <DocumentRegister
      {...props}
      title="Supplier advances"
      idPrefix="advances"
      noun="Advance"
      plural="advances"
      list={useAdvanceList(props.from, props.to)}
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
