import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-store';
import { useDebitNote } from './debit-note-api';
import { DebitNotePaper } from './debit-note-paper';

/** One debit note, printed once shown (the server has already counted the copy). */
export function DebitNotePrintView({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const session = useSession();
  const one = useDebitNote(recordId);
  const ready = !!one.data;
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, [ready]);
  if (one.isError) return <LoadFailed message={toApiError(one.error).message} onRetry={() => void one.refetch()} />;
  if (one.isPending) return <Loading label="Loading the debit note…" />;
  if (!one.data) return <Alert variant="warning">There is no debit note {recordId} here.</Alert>;
  return (
    <article aria-labelledby="print-title">
      <h1 id="print-title" className="h4 d-print-none">
        Debit note {one.data.header.seq}
      </h1>
      <div className="d-flex gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Back to the list
        </Button>
      </div>
      <DebitNotePaper value={one.data} company={session?.addr.company ?? ''} />
    </article>
  );
}
