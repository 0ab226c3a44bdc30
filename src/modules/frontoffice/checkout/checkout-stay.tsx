import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import type { OpenStay } from '../domain/shared-endpoints';
import { useFolio } from '../shared/use-stays';
import { useCheckoutRequirements, useFinalBill } from './checkout-api';
import { FinalBillView } from './final-bill-view';
import { PrepareStep } from './prepare-step';
import { ReopenDialog } from './reopen-dialog';
import { SettleForm } from './settle-form';

interface Props {
  stay: OpenStay;
  /** Show the bill for printing (the print is counted there). */
  onPrint: (stayNo: string) => void;
  onSettled: (stayNo: string) => void;
}

/**
 * Check-out of one stay: prepare the final bill; then settle it (or reopen the folio), with the bill shown as it will
 * print.
 */
export function CheckoutStay({ stay, onPrint, onSettled }: Props) {
  const folio = useFolio(stay.stayNo);
  const requirements = useCheckoutRequirements(stay.stayNo);
  const pending = folio.data?.stay.status === 'CHECKOUT_PENDING';
  const bill = useFinalBill(pending ? stay.stayNo : '');
  const allowed = useScreenPermission();
  const [reopening, setReopening] = useState(false);
  const failed = folio.error ?? requirements.error ?? (pending ? bill.error : null);
  if (failed)
    return (
      <LoadFailed
        message={toApiError(failed).message}
        onRetry={() => void Promise.all([folio.refetch(), requirements.refetch(), bill.refetch()])}
      />
    );
  if (!folio.data || !requirements.data) return <Loading label="Loading the folio…" />;
  const balance = toPaise(folio.data.balance);
  if (!pending) return <PrepareStep stayNo={stay.stayNo} balance={balance} requirements={requirements.data} />;
  const document = bill.data;
  if (!document) return <Loading label="Loading the final bill…" />;
  const reprint = document.bill.printCount > 0;
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {allowed(reprint ? 'reprint' : 'print') && (
          <Button variant="outline-primary" onClick={() => onPrint(stay.stayNo)}>
            {reprint ? 'Reprint the bill' : 'Print the bill'}
          </Button>
        )}
        {allowed('modify') && (
          <Button variant="outline-warning" onClick={() => setReopening(true)}>
            Reopen the folio
          </Button>
        )}
      </div>
      {allowed('create') && (
        <SettleForm
          key={`${stay.stayNo}|${balance}`}
          stayNo={stay.stayNo}
          billTo={stay.billTo}
          balance={balance}
          companies={requirements.data.companies}
          onSettled={() => onSettled(stay.stayNo)}
        />
      )}
      <FinalBillView document={document} />
      {reopening && (
        <ReopenDialog stayNo={stay.stayNo} billNo={document.bill.billNo} onClose={() => setReopening(false)} />
      )}
    </>
  );
}
