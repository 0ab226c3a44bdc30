import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { useSession } from '../../../lib/session/session-store';
import type { CreditNoteRow } from './credit-note-types';

/** The printable credit note; prints once shown. */
export function CreditNotePrintView({ note, onClose }: { note: CreditNoteRow; onClose: () => void }) {
  const session = useSession();
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  const facts: Array<[string, string]> = [
    ['Date', formatDate(note.dat)],
    ['Supplier', `${note.vendorname} (${note.vendorid})`],
    ['Mobile', note.mobile],
    ['Goods receipt', note.refmir],
    ['Supplier invoice', note.refinvoice],
    ['Amount', formatMoney(toPaise(note.amt))],
  ];
  return (
    <article className="document-print" aria-labelledby="print-title">
      <div className="d-flex gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Back to the list
        </Button>
      </div>
      <p className="mb-0 fw-semibold">{session?.addr.company}</p>
      <h1 id="print-title" className="h4">
        Credit note {note.seq}
      </h1>
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 d-flex gap-2">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{note.descriptio}</p>
    </article>
  );
}
