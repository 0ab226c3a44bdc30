import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format/date-format';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { useRegistrationCard, useStayCForm } from './checkin-api';
import type { CheckinAnswer } from './domain/checkin-types';
import { RegistrationCardView } from './registration-card-view';

/**
 * After a check-in: what was done (stay, receipt, C-Form due) and the registration card ready to print for the guest's
 * signature.
 */
export function CheckedInView({ answer, onAnother }: { answer: CheckinAnswer; onAnother: () => void }) {
  const { stay } = answer;
  const card = useRegistrationCard(stay.stayNo);
  const cform = useStayCForm(answer.cformNo ? stay.stayNo : '');
  return (
    <div>
      <Alert variant="success">
        <p className="mb-1">{`${stay.guest.name} checked in to room ${stay.room}: ${stay.stayNo}.`}</p>
        {answer.receipt && <p className="mb-1">{`Advance receipt ${answer.receipt}.`}</p>}
        {stay.detailsPending && (
          <p className="mb-1">The guest's remaining details are pending: complete them in Change details.</p>
        )}
        {answer.cformNo && (
          <p className="mb-0">{`C-Form ${answer.cformNo} is due${cform.data ? ` by ${formatDateTime(cform.data.dueBy)}` : ''}: submit it on the FRRO portal, then mark it in the C-Form queue.`}</p>
        )}
      </Alert>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Button variant="outline-primary" onClick={onAnother}>
          Check in another guest
        </Button>
        <Link className="btn btn-outline-secondary" to={`/${FRONT_OFFICE.roomPanel.path}`}>
          Room panel
        </Link>
      </div>
      {card.isPending && (
        <Spinner animation="border" size="sm" role="status" aria-label="Loading the registration card" />
      )}
      {card.isError && <Alert variant="danger">{card.error.message}</Alert>}
      {card.data && <RegistrationCardView card={card.data} />}
    </div>
  );
}
