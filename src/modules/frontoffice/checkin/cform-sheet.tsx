import Button from 'react-bootstrap/Button';
import { formatDate, formatDateTime } from '../../../lib/format/date-format';
import type { CForm, GuestDetails } from '../domain/stay-types';
import { hoursLeftText } from './cform-words';
import { Facts } from './registration-card-view';
import './registration-card.scss';

interface Props {
  form: CForm;
  /** The guest's full details when known (the stay's), for the address, passport and visa dates. */
  guest?: GuestDetails;
  hoursLeft?: number;
  canPrint: boolean;
}

/** A C-Form's data as the FRRO portal asks for it, printable (only the sheet goes to paper). */
export function CFormSheet({ form, guest, hoursLeft, canPrint }: Props) {
  return (
    <article className="fo-print-sheet border rounded p-2 p-md-3 mb-3" aria-labelledby={`cform-${form.cformNo}`}>
      <h2 id={`cform-${form.cformNo}`} className="h5">
        {`C-Form ${form.cformNo}`}
      </h2>
      <p className="mb-2">
        {form.status === 'SUBMITTED'
          ? `Submitted ${formatDateTime(form.submittedAt)}, portal reference ${form.submissionRef}.`
          : `Due by ${formatDateTime(form.dueBy)}${hoursLeft === undefined ? '' : ` (${hoursLeftText(hoursLeft)})`}.`}
      </p>
      <Facts
        label="Foreign national"
        facts={[
          ['Name', form.guestName],
          ['Nationality', form.nationality],
          ['Passport', guest ? `${form.passportNo}, valid until ${formatDate(guest.passportExpiry)}` : form.passportNo],
          [
            'Visa',
            guest ? `${form.visaNo} (${guest.visaType}), valid until ${formatDate(guest.visaExpiry)}` : form.visaNo,
          ],
          ['Arrived in India', guest ? `${formatDate(guest.arrivedInIndia)} at ${guest.arrivedFrom}` : ''],
          ['Address abroad', guest ? [guest.address, guest.city, guest.country].filter(Boolean).join(', ') : ''],
          ['Next destination', guest?.nextDestination ?? ''],
          ['Mobile', guest?.mobile ?? ''],
        ]}
      />
      <Facts
        label="Stay"
        facts={[
          ['Stay', form.stayNo],
          ['Room', form.room],
          ['Arrival at the hotel', formatDateTime(form.arrival)],
        ]}
      />
      {canPrint && (
        <Button className="d-print-none" variant="outline-secondary" onClick={() => window.print()}>
          {`Print C-Form ${form.cformNo}`}
        </Button>
      )}
    </article>
  );
}
