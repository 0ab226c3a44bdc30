import { format } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { DocumentPrint } from './document-print';
import { RECEIPT_MODE_LABELS } from './domain/receipt-types';
import { useReceipt, useReceiptRequirements } from './receipt-api';
import { ReceiptForm } from './receipt-form';
import { ReceiptList } from './receipt-list';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const money = (rupees: number) => formatMoney(toPaise(rupees));

function NewReceipt({ onPrinted, onDone }: { onPrinted: (recordId: number) => void; onDone: () => void }) {
  const requirements = useReceiptRequirements();
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the customers and accounts…" />;
  return <ReceiptForm requirements={requirements.data} onPrinted={onPrinted} onDone={onDone} />;
}

function PrintReceipt({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const receipt = useReceipt(recordId);
  if (receipt.error)
    return <LoadFailed message={toApiError(receipt.error).message} onRetry={() => void receipt.refetch()} />;
  if (receipt.isPending) return <Loading label="Loading the receipt…" />;
  if (!receipt.data) return <Alert variant="warning">There is no receipt {recordId} here.</Alert>;
  const { header, lines } = receipt.data;
  const facts: Array<readonly [string, string]> = [
    ['Date', formatDate(header.dat)],
    ['Received from', `${header.partyName} (${header.partyId})`],
    ['Amount received', money(header.receiptAmt)],
    ['Received by', `${RECEIPT_MODE_LABELS[header.modeOfPayment]} ${header.revAccount}`],
    ...(header.tds ? [['TDS deducted', money(header.tds)] as const] : []),
    ...(header.rebate ? [['Rebate', money(header.rebate)] as const] : []),
    ...(header.others ? [['Other deductions', money(header.others)] as const] : []),
    ...(header.creditAdjusted ? [['Credit on account set off', money(header.creditAdjusted)] as const] : []),
    ['Bills settled by', money(header.baseAmt)],
    ...(header.remarks ? [['Remarks', header.remarks] as const] : []),
  ];
  const rows = lines.map((line) => [line.onTraId, formatDate(line.billDat), money(line.paymentAmount)] as const);
  return (
    <DocumentPrint
      title={`Receipt ${header.seq}`}
      facts={facts}
      table={{ caption: 'Bills settled', headers: ['Bill', 'Bill date', 'Settled'], rows }}
      onClose={onClose}
    />
  );
}

/**
 * Receipts / credit clearances (/pos/pos-credit-clearances): the day's receipts, a new one (`?record=new`), one printed
 * (`?print=<id>`).
 */
export function ReceiptsScreen() {
  const { params, change } = useScreenParams();
  const day = params.get('day') ?? format(new Date(), 'yyyy-MM-dd');
  const record = params.get('record');
  const printing = params.get('print');
  const allowed = useScreenPermission();
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);
  const printed = useCallback((recordId: number) => change({ record: null, print: String(recordId) }), [change]);
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <PrintReceipt recordId={printing} onClose={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (record === 'new')
    return allowed('create') ? <NewReceipt onPrinted={printed} onDone={backToList} /> : <NotPermittedAction />;
  return (
    <ReceiptList
      day={day}
      onDay={(next) => change({ day: next })}
      onNew={() => change({ record: 'new' })}
      onPrinted={printed}
    />
  );
}
