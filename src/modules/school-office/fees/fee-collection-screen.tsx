import { format } from 'date-fns';
import { useCallback } from 'react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { FeeReceiptForm } from './fee-receipt-form';
import { FeeReceiptList } from './fee-receipt-list';
import { FeeReceiptPrint } from './fee-receipt-print';
import { useFeeRequirements } from './fees-api';

function NewReceipt({
  admissionNo,
  onSaved,
  onBack,
}: {
  admissionNo: string;
  onSaved: (receiptNo: string, printed: boolean) => void;
  onBack: () => void;
}) {
  const requirements = useFeeRequirements();
  if (requirements.error)
    return <LoadFailed message={toApiError(requirements.error).message} onRetry={() => void requirements.refetch()} />;
  if (!requirements.data) return <Loading label="Loading the pupils and accounts…" />;
  return (
    <FeeReceiptForm requirements={requirements.data} admissionNo={admissionNo} onSaved={onSaved} onBack={onBack} />
  );
}

const monthStartOf = (day: string) => `${day.slice(0, 8)}01`;

/**
 * Fee collections (/front-desk/fd-feestra): the period's receipts, a new one (`?record=new`, `&student=<admissionNo>`
 * when another desk sends the pupil), one printed (`?print=<receiptNo>`).
 */
export function FeeCollectionScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const today = format(new Date(), 'yyyy-MM-dd');
  const from = params.get('from') ?? monthStartOf(today);
  const to = params.get('to') ?? today;
  const record = params.get('record');
  const printing = params.get('print');
  const backToList = useCallback(() => change({ record: null, print: null, student: null }), [change]);
  const saved = useCallback(
    (receiptNo: string, printed: boolean) => change({ record: null, student: null, print: printed ? receiptNo : null }),
    [change],
  );
  // A copy needs the print (7) or reprint (8) right, as the list's buttons do; the URL alone does not give one.
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <FeeReceiptPrint receiptNo={printing} onClose={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (record === 'new')
    return allowed('create') ? (
      <NewReceipt admissionNo={params.get('student') ?? ''} onSaved={saved} onBack={backToList} />
    ) : (
      <NotPermittedAction />
    );
  return (
    <FeeReceiptList
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
      onPrinted={(receiptNo) => change({ print: receiptNo })}
    />
  );
}
