import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LoadingButton } from '../../../components/loading-button';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useFinalBill, usePrintFinalBill } from './checkout-api';
import { FinalBillView } from './final-bill-view';

interface Props {
  stayNo: string;
  /** Print on arrival (counted by the server, then the browser's print dialog). */
  autoPrint: boolean;
  /** The print on arrival has started (the screen drops its `print=1`, so a reload does not print again). */
  onPrinted: () => void;
  onClose: (checkedOut: boolean) => void;
}

/**
 * A stay's final bill on screen and on paper: print (7) the first time, reprint (8) after, each counted by the server.
 */
export function FinalBillPrint({ stayNo, autoPrint, onPrinted, onClose }: Props) {
  const bill = useFinalBill(stayNo);
  const print = usePrintFinalBill();
  const allowed = useScreenPermission();
  const document = bill.data;
  const reprint = (document?.bill.printCount ?? 0) > 0;
  const mayPrint = allowed(reprint ? 'reprint' : 'print');
  const printOnce = () => print.mutate(stayNo, { onSuccess: () => window.print() });
  // Asked to print on arrival: counted once (a ref survives React's second effect run), then the dialog opens.
  const started = useRef(false);
  useEffect(() => {
    if (!autoPrint || !document || started.current) return;
    started.current = true;
    onPrinted();
    if (mayPrint) print.mutate(stayNo, { onSuccess: () => window.setTimeout(() => window.print(), 100) });
  }, [autoPrint, document, mayPrint, onPrinted, print, stayNo]);
  if (bill.error) return <LoadFailed message={toApiError(bill.error).message} onRetry={() => void bill.refetch()} />;
  if (bill.isPending) return <Loading label="Loading the final bill…" />;
  if (!document) return <Alert variant="warning">{`No final bill is prepared for ${stayNo}.`}</Alert>;
  return (
    <section aria-label={`Final bill ${document.bill.billNo}`} className="p-2 p-md-3">
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        {mayPrint && (
          <LoadingButton type="button" loading={print.isPending} loadingText="Printing" onClick={printOnce}>
            {reprint ? 'Reprint the bill' : 'Print the bill'}
          </LoadingButton>
        )}
        <Button variant="outline-secondary" onClick={() => onClose(document.folio.stay.status === 'CHECKED_OUT')}>
          Back to check-out
        </Button>
      </div>
      {print.error && (
        <Alert variant="danger" role="alert" className="d-print-none">
          {toApiError(print.error).message}
        </Alert>
      )}
      {!mayPrint && (
        <p className="d-print-none text-body-secondary">{`You may view this bill; ${reprint ? 'reprinting' : 'printing'} it needs the right to.`}</p>
      )}
      <FinalBillView document={document} />
    </section>
  );
}
