import { RegisterRowActions } from '../../../kits/registers/register-row-actions';
import { CANCELLED } from '../domain/approval-status';
import { useCancelCreditNote, usePrintCreditNote } from './credit-note-api';
import type { CreditNoteRow } from './credit-note-types';

/**
 * Print (7) or Reprint (8) and Cancel (3) of one credit note, each only with its right; a cancelled note offers none.
 */
export function CreditNoteRowActions({ row, onPrint }: { row: CreditNoteRow; onPrint: (recordId: number) => void }) {
  const cancel = useCancelCreditNote();
  const print = usePrintCreditNote();
  return (
    <RegisterRowActions
      row={{ ...row, cancelled: row.pos === CANCELLED, printCount: Number(row.printCount ?? 0) }}
      noun="Credit note"
      print={{ run: (note) => print.mutateAsync(note.recordId), pending: print.isPending }}
      cancel={{
        run: (note, idempotencyKey) => cancel.mutateAsync({ recordId: note.recordId, idempotencyKey }),
        pending: cancel.isPending,
      }}
      cancelEffect={`The bill ${row.refmir} and the books are restored; the note stays in the list, marked cancelled.`}
      confirmLabel="Cancel note"
      onPrinted={onPrint}
    />
  );
}
