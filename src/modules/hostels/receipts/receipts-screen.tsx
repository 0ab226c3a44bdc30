import { format } from 'date-fns';
import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { ReceiptForm } from './receipt-form';
import { ReceiptList } from './receipt-list';
import { ReceiptPrint } from './receipt-print';
import { useReceiptRequirements } from './receipts-api';

function NewReceipt({
  onSaved,
  onBack,
}: {
  onSaved: (receiptNo: string, printed: boolean) => void;
  onBack: () => void;
}) {
  const requirements = useReceiptRequirements();
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the dues and accounts…" />;
  return <ReceiptForm requirements={requirements.data} onSaved={onSaved} onBack={onBack} />;
}

const monthStartOf = (day: string) => `${day.slice(0, 8)}01`;

/**
 * Hostel receipts (/hostels/hostel-receipts): the period's receipts, a new one (`?record=new`), one printed
 * (`?print=<receiptNo>`).
 */
export function HostelReceiptsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const today = format(new Date(), 'yyyy-MM-dd');
  const from = params.get('from') ?? monthStartOf(today);
  const to = params.get('to') ?? today;
  const record = params.get('record');
  const printing = params.get('print');
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);
  const saved = useCallback(
    (receiptNo: string, printed: boolean) => change({ record: null, print: printed ? receiptNo : null }),
    [change],
  );
  // A copy needs the print (7) or reprint (8) right, as the list's buttons do; the URL alone does not give one.
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <ReceiptPrint receiptNo={printing} onClose={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (record === 'new')
    return allowed('create') ? <NewReceipt onSaved={saved} onBack={backToList} /> : <NotPermittedAction />;
  return (
    <ReceiptList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
      onPrinted={(receiptNo) => change({ print: receiptNo })}
    />
  );
}
