import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { formatDate } from '../../../../lib/format/date-format';
import { useSession } from '../../../../lib/session/session-store';
import type { AppointedRow } from '../../domain/recruit-types';
import { rupees } from '../shared/recruit-format';

/** The appointment letter as printed: the company, the candidate, the post, the pay and the last date to join. */
export function AppointmentLetter({ row, onClose }: { row: AppointedRow; onClose: () => void }) {
  const session = useSession();
  const company = session?.addr.company ?? '';
  const name = [row.nameOfCandidate, row.surName].filter(Boolean).join(' ');
  // The print dialog opens once the letter is on screen.
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <article aria-labelledby="letter-title" className="document-print" style={{ maxWidth: '42rem' }}>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()}>Print again</Button>
        <Button variant="outline-secondary" onClick={onClose}>
          Back to the appointments
        </Button>
      </div>
      <p className="mb-0 fw-semibold">{company}</p>
      <p className="text-end">{formatDate(row.appointmentDate)}</p>
      <p className="mb-3">
        To
        <br />
        {name}
        {row.city ? (
          <>
            <br />
            {row.city}
          </>
        ) : null}
      </p>
      <h1 id="letter-title" className="h4">
        Letter of appointment
      </h1>
      <p>Dear {row.nameOfCandidate},</p>
      <p>
        Further to your interview ({row.interviewSeq}), we are pleased to appoint you as{' '}
        <strong>{row.designationName}</strong> at {company}, on a monthly salary of{' '}
        <strong>{rupees(row.offeredPay)}</strong>.
      </p>
      <p>
        Please report for duty on or before <strong>{formatDate(row.maxDateToJoin)}</strong>; this offer lapses if you
        have not joined by that date.
      </p>
      {row.appointmentComments && <p>{row.appointmentComments}</p>}
      <p className="mt-5 mb-0">For {company}</p>
      <p className="mt-4">Authorised signatory</p>
    </article>
  );
}
