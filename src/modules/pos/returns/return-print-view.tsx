import { CreditNotePaper } from './credit-note-paper';
import { DocumentPrintView } from './document-print-view';
import { useSaleReturn } from './return-api';

/** One return's credit note, printed once shown (the server has already counted the copy). */
export function ReturnPrintView({ recordId, onClose }: { recordId: string; onClose: () => void }) {
  const one = useSaleReturn(recordId);
  return (
    <DocumentPrintView
      recordId={recordId}
      one={one}
      what="sale return"
      title="Credit note"
      paper={(value, company) => <CreditNotePaper value={value} company={company} />}
      onClose={onClose}
    />
  );
}
