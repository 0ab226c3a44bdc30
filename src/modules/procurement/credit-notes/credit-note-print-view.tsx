import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { DocumentPrintFrame } from '../../../components/print/document-print';
import type { RegisterPrintProps } from '../../../kits/registers/register-declaration';
import type { CreditNoteRow } from './credit-note-types';

/** The printable credit note; prints once shown. */
export function CreditNotePrintView({ row: note, onClose }: RegisterPrintProps<CreditNoteRow>) {
  const facts: Array<[string, string]> = [
    ['Date', formatDate(note.dat)],
    ['Supplier', `${note.vendorname} (${note.vendorid})`],
    ['Mobile', note.mobile],
    ['Goods receipt', note.refmir],
    ['Supplier invoice', note.refinvoice],
    ['Amount', formatMoney(toPaise(note.amt))],
  ];
  return (
    <DocumentPrintFrame title={<>Credit note {note.seq}</>} onClose={onClose}>
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 d-flex gap-2">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{note.descriptio}</p>
    </DocumentPrintFrame>
  );
}
