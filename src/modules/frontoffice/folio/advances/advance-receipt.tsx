import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { formatDate, formatDateTime } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { useSession } from '../../../../lib/session/session-store';
import type { FolioLine } from '../../domain/stay-types';
import { MODE_LABELS, type MoneyInput } from '../domain/folio-types';

interface Props {
  line: FolioLine;
  guestName: string;
  copy: number;
  onClose: () => void;
}

/**
 * An advance receipt (or refund voucher) laid out for paper; the print dialog opens once shown. Copies after the first
 * say so.
 */
export function AdvanceReceipt({ line, guestName, copy, onClose }: Props) {
  const session = useSession();
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  const refund = line.kind === 'REFUND';
  const title = `${refund ? 'Advance refund' : 'Advance receipt'} ${line.reference}`;
  const facts: [string, string][] = [
    ['Number', line.reference],
    ['Date', formatDate(line.dat)],
    ['Written', formatDateTime(line.at)],
    ['Check-in', line.stayNo],
    ['Room', line.room],
    ['Guest', guestName],
    [refund ? 'Paid back in' : 'Received in', MODE_LABELS[line.head as MoneyInput['mode']] ?? line.head],
    ['Amount', formatMoney(toPaise(line.amount))],
    ['Particulars', line.description],
    ['By', line.user],
  ];
  return (
    <article className="document-print p-2 p-md-3" aria-labelledby="advance-print-title">
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Close the receipt
        </Button>
      </div>
      <p className="mb-0 fw-semibold">{session?.addr.company}</p>
      <h1 id="advance-print-title" className="h4">
        {title}
        {copy > 1 ? ` (REPRINT, copy ${copy})` : ''}
      </h1>
      <dl className="row small">
        {facts.map(([label, value]) => (
          <div key={label} className="col-sm-6 col-lg-4 d-flex gap-2">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="voucher-signatures d-none d-print-flex">
        <span>Received by</span>
        <span>Guest's signature</span>
      </div>
    </article>
  );
}
