import { fromPaise, toPaise } from '../../../lib/money/money';
import type { ReportRow } from '../../../engine/report/report';
import type { CreditNoteRow } from '../credit-notes/credit-note-types';
import { CANCELLED } from '../domain/approval-status';
import { byKeys, forSupplier, inPeriod, type ReportPeriod } from './report-period';

/**
 * List of credit notes: the notes not cancelled, dated in the period, of the supplier if one is asked, by date and
 * number; each with the goods receipt (MIR) and invoice whose bill it reduced, its amount and narration.
 */
export function creditNoteRows(
  notes: readonly CreditNoteRow[],
  period: ReportPeriod,
  supplierName: (id: string) => string,
): ReportRow[] {
  return notes
    .filter((note) => note.pos !== CANCELLED && inPeriod(period, note.dat) && forSupplier(period, note.vendorid))
    .sort(
      byKeys(
        (note) => note.dat.slice(0, 10),
        (note) => note.seq,
      ),
    )
    .map((note) => ({
      seq: note.seq,
      dat: note.dat.slice(0, 10),
      vendorid: note.vendorid,
      vendorname: note.vendorname || supplierName(note.vendorid),
      refmir: note.refmir,
      refinvoice: note.refinvoice,
      amt: fromPaise(toPaise(note.amt)),
      descriptio: note.descriptio,
    }));
}
