import {
  ReceiptPeriodList,
  type ReceiptListDeclaration,
  type ReceiptListPlace,
} from '../../../kits/receipts/receipt-period-list';
import { RECEIPT_MODE_LABELS, type HostelReceipt } from '../domain/hostel-receipt-types';
import { HOSTEL_ENDPOINTS as API } from '../domain/hostel-endpoints';
import { rupees } from '../shared/hostel-format';
import { useHostelWrite } from '../shared/hostel-write';
import { useReceipts } from './receipts-api';

const HOSTEL_RECEIPTS: ReceiptListDeclaration<HostelReceipt> = {
  title: 'Hostel receipts',
  idPrefix: 'hostel-receipts',
  newLabel: 'New receipt',
  emptyText: 'No receipt in this period.',
  caption: 'Receipts of the period, newest first',
  columns: [
    { label: 'Received from', cell: (receipt) => receipt.occupantName },
    { label: 'Amount', figure: true, cell: (receipt) => rupees(receipt.amount) },
    { label: 'By', cell: (receipt) => RECEIPT_MODE_LABELS[receipt.mode] },
    {
      label: 'Bills settled',
      className: 'small',
      cell: (receipt) =>
        receipt.status === 'CANCELLED'
          ? `Cancelled: ${receipt.cancelReason}`
          : receipt.lines.map((line) => line.billNo).join(', '),
    },
  ],
  printEndpoint: API.printReceipt,
  cancelText: (receipt) =>
    `The receipt from ${receipt.occupantName} (${rupees(receipt.amount)}) is kept, marked cancelled; its accounts entry is taken back and the bills it settled are due again.`,
};

/** The period's hostel receipts: a cancelled one is kept, marked, and the bills it settled are due again. */
export function ReceiptList({ from, to, ...place }: ReceiptListPlace) {
  const receipts = useReceipts(from, to);
  const cancel = useHostelWrite(API.cancelReceipt);
  return (
    <ReceiptPeriodList declaration={HOSTEL_RECEIPTS} query={receipts} cancel={cancel} from={from} to={to} {...place} />
  );
}
