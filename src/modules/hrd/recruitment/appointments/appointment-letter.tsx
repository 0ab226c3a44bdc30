import { DocumentPrintFrame } from '../../../../components/print/document-print';
import { formatDate } from '../../../../lib/format/date-format';
import { useSession } from '../../../../lib/session/session-store';
import type { AppointedRow } from '../../domain/recruit-types';
import { rupees } from '../shared/recruit-format';

/** The appointment letter as printed: the company, the candidate, the post, the pay and the last date to join. */
export function AppointmentLetter({ row, onClose }: { row: AppointedRow; onClose: () => void }) {
  const session = useSession();
  const company = session?.addr.company ?? '';
  const name = [row.nameOfCandidate, row.surName].filter(Boolean).join(' ');
  return (
    <DocumentPrintFrame
      title="Letter of appointment"
      onClose={onClose}
      closeLabel="Back to the appointments"
      maxWidth="42rem"
      beforeTitle={
        <>
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
        </>
      }
    >
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
    </DocumentPrintFrame>
  );
}
