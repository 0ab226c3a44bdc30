import { format } from 'date-fns';
import { LoadFailed, Loading } from '../../../components/load-state';
import type { RegisterDeclaration } from '../../../kits/registers/register-declaration';
import { registerScreen } from '../../../kits/registers/register-screen';
import { toApiError } from '../../../lib/api/api-error';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { CANCELLED } from '../domain/approval-status';
import { usePendingBills } from './credit-note-api';
import { CREDIT_NOTE_ENDPOINTS, CREDIT_NOTE_RESOURCE } from './credit-note-endpoints';
import { CreditNoteForm } from './credit-note-form';
import { CreditNotePrintView } from './credit-note-print-view';
import type { CreditNoteRow } from './credit-note-types';

function NewCreditNote({ onDone }: { onDone: () => void }) {
  const bills = usePendingBills();
  if (bills.isError)
    return <LoadFailed message={toApiError(bills.error).message} onRetry={() => void bills.refetch()} />;
  if (!bills.data) return <Loading label="Loading the pending bills…" />;
  return <CreditNoteForm bills={bills.data} today={format(new Date(), 'yyyy-MM-dd')} onDone={onDone} />;
}

/** A listed credit note as the register keeps it: cancelled is the status 9, the copies counted from 0. */
type CreditNote = CreditNoteRow & { cancelled: boolean };

/**
 * Credit notes (/procurement/pur-credit-notes, screen 2.3.777; the server checks (2,3,3,t)): the list of a period
 * with the bill each reduces, a new note, one printed once the server counted the copy.
 */
export const CREDIT_NOTE_REGISTER: RegisterDeclaration<CreditNote, CreditNoteRow> = {
  title: 'Credit notes',
  idPrefix: 'notes',
  noun: 'Credit note',
  plural: 'credit notes',
  key: CREDIT_NOTE_RESOURCE,
  endpoints: {
    list: CREDIT_NOTE_ENDPOINTS.list,
    print: CREDIT_NOTE_ENDPOINTS.print,
    cancel: CREDIT_NOTE_ENDPOINTS.remove,
  },
  read: (row) => ({ ...row, cancelled: row.pos === CANCELLED, printCount: Number(row.printCount ?? 0) }),
  cancelBody: (row) => ({ recordId: row.recordId }),
  cancelEffect: (row) =>
    `The bill ${row.refmir} and the books are restored; the note stays in the list, marked cancelled.`,
  confirmLabel: 'Cancel note',
  columns: [
    { label: 'Supplier', cell: (row) => row.vendorname },
    { label: 'Goods receipt', cell: (row) => row.refmir },
    { label: 'Invoice', cell: (row) => row.refinvoice },
    { label: 'Amount', cell: (row) => formatMoney(toPaise(row.amt)), numeric: true },
    { label: 'Description', cell: (row) => row.descriptio },
  ],
  statusColumn: true,
  New: NewCreditNote,
  Print: CreditNotePrintView,
};

export const CreditNotesScreen = registerScreen(CREDIT_NOTE_REGISTER);
