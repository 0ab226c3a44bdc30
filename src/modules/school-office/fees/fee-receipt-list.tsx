import {
  ReceiptPeriodList,
  type ReceiptListDeclaration,
  type ReceiptListPlace,
} from '../../../kits/receipts/receipt-period-list';
import { FD_ROUTES as API } from '../domain/fd-routes';
import { FEE_RECEIPT_MODE_LABELS, type FeeReceipt } from '../../../kits/school/fee-receipt-types';
import { rupees } from './fee-format';
import { useFeeReceipts, useFeeWrite } from './fees-api';

const FEE_RECEIPTS: ReceiptListDeclaration<FeeReceipt> = {
  title: 'Fee collections',
  idPrefix: 'fee-receipts',
  newLabel: 'New fee receipt',
  emptyText: 'No fee receipt in this period.',
  caption: 'Fee receipts of the period, newest first',
  columns: [
    { label: 'Pupil', cell: (receipt) => `${receipt.name}, ${receipt.classCode}` },
    { label: 'Received', figure: true, cell: (receipt) => rupees(receipt.amount) },
    { label: 'Late fine', figure: true, cell: (receipt) => rupees(receipt.fine) },
    { label: 'Concession', figure: true, cell: (receipt) => rupees(receipt.concession) },
    { label: 'By', cell: (receipt) => FEE_RECEIPT_MODE_LABELS[receipt.mode] },
    {
      label: 'Status',
      className: 'small',
      cell: (receipt) => (receipt.status === 'OPEN' ? 'Open' : `Cancelled: ${receipt.cancelReason}`),
    },
  ],
  printEndpoint: API.printFeeReceipt,
  cancelText: (receipt) =>
    `The receipt from ${receipt.name} (${rupees(receipt.amount)}) is kept, marked cancelled; its accounts entry is taken back and the dues it settled are owed again.`,
};

/** The period's fee receipts: a cancelled one is kept, marked, its voucher taken back and its dues owed again. */
export function FeeReceiptList({ from, to, ...place }: ReceiptListPlace) {
  const receipts = useFeeReceipts(from, to);
  const cancel = useFeeWrite(API.cancelFeeReceipt);
  return (
    <ReceiptPeriodList declaration={FEE_RECEIPTS} query={receipts} cancel={cancel} from={from} to={to} {...place} />
  );
}
