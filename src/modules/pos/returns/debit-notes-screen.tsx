import { format } from 'date-fns';
import { useCallback } from 'react';
import { NotPermittedAction } from '../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { usePrintDebitNote } from './debit-note-api';
import { DebitNoteForm } from './debit-note-form';
import { DebitNoteList } from './debit-note-list';
import { DebitNotePrintView } from './debit-note-print-view';
import { usePrintOnceSaved } from './use-print-once-saved';
import { useUrlParams } from './use-url-params';

/**
 * Debit notes to customers (/pos/pos-debit-note, screen 5.2.7): the day's notes (`day` in the URL), a new note
 * (`?record=new`), one printed on 80 mm paper (`?print=<id>`) once the server counted the copy. A wrong note is
 * cancelled, which is refused once a receipt has settled any of it.
 */
export function DebitNotesScreen() {
  const params = useUrlParams();
  const allowed = useScreenPermission();
  const print = usePrintDebitNote();
  const { change } = params;
  const backToList = useCallback(() => change({ record: null, print: null }), [change]);
  const showPrint = useCallback((recordId: number) => change({ record: null, print: String(recordId) }), [change]);
  const afterSave = usePrintOnceSaved(print, { showPrint, backToList });
  const printing = params.get('print');
  if (printing)
    return allowed('print') || allowed('reprint') ? (
      <DebitNotePrintView recordId={printing} onClose={backToList} />
    ) : (
      <NotPermittedAction />
    );
  if (params.get('record') === 'new')
    return allowed('create') ? <DebitNoteForm onSaved={afterSave} onBack={backToList} /> : <NotPermittedAction />;
  return (
    <DebitNoteList
      day={params.get('day') ?? format(new Date(), 'yyyy-MM-dd')}
      onDay={(next) => change({ day: next })}
      onNew={() => change({ record: 'new' })}
      onPrint={showPrint}
    />
  );
}
