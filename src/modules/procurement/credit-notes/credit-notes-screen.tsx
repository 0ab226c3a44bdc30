import { format, subDays } from 'date-fns';
import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { useCreditNoteList, usePendingBills } from './credit-note-api';
import { CreditNoteForm } from './credit-note-form';
import { CreditNoteList } from './credit-note-list';
import { CreditNotePrintView } from './credit-note-print-view';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

function NewCreditNote({ onDone }: { onDone: () => void }) {
  const bills = usePendingBills();
  if (bills.isError)
    return <LoadFailed message={toApiError(bills.error).message} onRetry={() => void bills.refetch()} />;
  if (!bills.data) return <Loading label="Loading the pending bills…" />;
  return <CreditNoteForm bills={bills.data} today={day(new Date())} onDone={onDone} />;
}

/**
 * Credit notes (/procurement/pur-credit-notes, screen 2.3.777; the server checks (2,3,3,t)): the list
 * of a period (`from`, `to` in the URL), a new note (`?record=new`), one printed (`?print=<id>`, from the list's row
 * once the server counted the copy).
 */
export function CreditNotesScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const from = params.get('from') ?? day(subDays(new Date(), 30));
  const to = params.get('to') ?? day(new Date());
  const list = useCreditNoteList(from, to);
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);
  const printing = params.get('print');
  if (printing) {
    if (!allowed('print') && !allowed('reprint')) return <NotPermittedAction />;
    if (list.isPending) return <Loading label="Loading the credit note…" />;
    const note = list.data?.find((row) => String(row.recordId) === printing);
    return note ? (
      <CreditNotePrintView note={note} onClose={backToList} />
    ) : (
      <Alert variant="warning">There is no credit note {printing} in this period.</Alert>
    );
  }
  if (params.get('record') === 'new')
    return allowed('create') ? <NewCreditNote onDone={backToList} /> : <NotPermittedAction />;
  return (
    <CreditNoteList
      from={from}
      to={to}
      list={list}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      onNew={() => change({ record: 'new' })}
      onPrint={(id) => change({ print: String(id) })}
    />
  );
}
