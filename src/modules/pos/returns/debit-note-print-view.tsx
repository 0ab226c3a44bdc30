import { useDebitNote } from './debit-note-api';
import { DebitNotePaper } from './debit-note-paper';
import { DocumentPrintView } from './document-print-view';

/** One debit note, printed once shown (the server has already counted the copy). */
export function DebitNotePrintView({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const one = useDebitNote(recordId);
  return (
    <DocumentPrintView
      recordId={recordId}
      one={one}
      what="debit note"
      title="Debit note"
      paper={(value, company) => <DebitNotePaper value={value} company={company} />}
      onClose={onClose}
    />
  );
}
