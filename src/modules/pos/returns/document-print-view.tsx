import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-store';

interface Props<T extends { header: { seq: string } }> {
  recordId: string;
  /** The document read (useSaleReturn, useDebitNote). */
  one: UseQueryResult<T | null | undefined>;
  /** 'sale return', 'debit note': what it is, in the messages. */
  what: string;
  /** 'Credit note', 'Debit note': the heading before its number. */
  title: string;
  paper: (value: T, company: string) => ReactNode;
  onClose: () => void;
}

/** A return's credit note or a debit note, printed once shown (the server has already counted the copy). */
export function DocumentPrintView<T extends { header: { seq: string } }>({
  recordId,
  one,
  what,
  title,
  paper,
  onClose,
}: Props<T>) {
  const session = useSession();
  const ready = !!one.data;
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, [ready]);
  if (one.isError) return <LoadFailed message={toApiError(one.error).message} onRetry={() => void one.refetch()} />;
  if (one.isPending) return <Loading label={`Loading the ${what}…`} />;
  if (!one.data)
    return (
      <Alert variant="warning">
        There is no {what} {recordId} here.
      </Alert>
    );
  return (
    <article aria-labelledby="print-title">
      <h1 id="print-title" className="h4 d-print-none">
        {title} {one.data.header.seq}
      </h1>
      <div className="d-flex gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Back to the list
        </Button>
      </div>
      {paper(one.data, session?.addr.company ?? '')}
    </article>
  );
}
