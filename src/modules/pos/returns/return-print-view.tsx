import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-store';
import { CreditNotePaper } from './credit-note-paper';
import { useSaleReturn } from './return-api';

/** One return's credit note, printed once shown (the server has already counted the copy). */
export function ReturnPrintView({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const session = useSession();
  const one = useSaleReturn(recordId);
  const ready = !!one.data;
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, [ready]);
  if (one.isError) return <LoadFailed message={toApiError(one.error).message} onRetry={() => void one.refetch()} />;
  if (one.isPending) return <Loading label="Loading the sale return…" />;
  if (!one.data) return <Alert variant="warning">There is no sale return {recordId} here.</Alert>;
  return (
    <article aria-labelledby="print-title">
      <h1 id="print-title" className="h4 d-print-none">
        Credit note {one.data.header.seq}
      </h1>
      <div className="d-flex gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Back to the list
        </Button>
      </div>
      <CreditNotePaper value={one.data} company={session?.addr.company ?? ''} />
    </article>
  );
}
