import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { Field } from '../../../components/form/field';
import { LoadingButton } from '../../../components/loading-button';
import { useSaveAttemptKey } from '../../../engine/form/save-attempt-key';
import { formatDate, formatDateTime } from '../../../lib/format/date-format';
import { useOneSubmit } from '../../../lib/hooks/use-one-submit';
import { formatMoney } from '../../../lib/money/money-format';
import { usePermissions } from '../../../lib/permissions/use-permissions';
import { withTransaction } from '../../../lib/permissions/permission-code';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { totalOf } from '../domain/folio';
import type { Folio } from '../domain/stay-types';
import { OccupiedRoomScreen } from '../shared/occupied-room-screen';
import { useChosenStay } from '../shared/use-chosen-stay';
import { useFolio } from '../shared/use-stays';
import { useCancelCheckin, useCheckinRequirements } from './checkin-api';

const MONEY_KINDS = new Set(['ADVANCE', 'PAYMENT', 'REFUND']);
// The button stays disabled until a reason is typed, so the message is a safeguard rather than something shown.
const schema = z.object({ reason: z.string().trim().min(1, 'Give the reason.').max(200) });
type Values = z.input<typeof schema>;

/** Why this check-in cannot be cancelled, as far as the screen can tell (the backend decides). */
function blocker(folio: Folio, hotelDate: string, sameDayOnly: boolean): string | null {
  const arrived = folio.stay.arrival.slice(0, 10);
  if (sameDayOnly && arrived !== hotelDate)
    return `A check-in can be cancelled only on its arrival's hotel date: this one arrived on ${formatDate(arrived)}, the hotel date is ${formatDate(hotelDate)}. Check the guest out instead.`;
  if (folio.lines.some((line) => !line.cancelled && !MONEY_KINDS.has(line.kind)))
    return 'The folio already has room nights, charges or restaurant bills: the check-in cannot be cancelled. Check the guest out instead.';
  return null;
}

function CancelCheckin({ stayNo, onDone }: { stayNo: string; onDone: (text: string) => void }) {
  const folio = useFolio(stayNo);
  const requirements = useCheckinRequirements('cancelCheckIn');
  const { can } = usePermissions();
  const cancel = useCancelCheckin();
  const attempt = useSaveAttemptKey();
  const { submit, saving, failure } = useOneSubmit();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  if (folio.isError || requirements.isError)
    return <Alert variant="danger">{(folio.error ?? requirements.error)?.message}</Alert>;
  if (!folio.data || !requirements.data)
    return <Spinner animation="border" size="sm" role="status" aria-label="Loading the stay" />;
  const { stay } = folio.data;
  const advance =
    totalOf(folio.data.lines, 'ADVANCE') + totalOf(folio.data.lines, 'PAYMENT') - totalOf(folio.data.lines, 'REFUND');
  const reasonNotAllowed = blocker(
    folio.data,
    requirements.data.hotelDate,
    requirements.data.settings.cancelSameDayOnly,
  );
  const allowed = can(withTransaction(FRONT_OFFICE.cancelCheckIn.code!, 'delete'));
  const confirm = form.handleSubmit((values) =>
    submit(async () => {
      const body = { stayNo, reason: values.reason.trim() };
      const answer = await cancel.mutateAsync({ body, idempotencyKey: attempt.keyFor(body) });
      attempt.saved();
      const refunds = String(answer.seq ?? '');
      onDone(
        `Check-in ${stayNo} cancelled; room ${stay.room} is now dirty.${refunds ? ` Advance refunded: ${refunds}.` : ''}`,
      );
    }),
  );
  return (
    <Form noValidate style={{ maxWidth: '40rem' }} onSubmit={(event) => void confirm(event)}>
      <dl className="voucher-facts">
        <dt>Guest</dt>
        <dd>{stay.guest.name}</dd>
        <dt>Arrival</dt>
        <dd>{formatDateTime(stay.arrival)}</dd>
        <dt>Advance to refund</dt>
        <dd>{formatMoney(advance)}</dd>
      </dl>
      {reasonNotAllowed && <Alert variant="warning">{reasonNotAllowed}</Alert>}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Field form={form} name="reason" id="fo-cancel-reason" label="Reason" type="textarea" rows={2} maxLength={200} />
      {allowed ? (
        <LoadingButton
          variant="danger"
          type="submit"
          loading={saving}
          loadingText="Cancelling"
          disabled={reason.trim() === ''}
        >
          Cancel the check-in
        </LoadingButton>
      ) : (
        <p className="text-muted">Cancelling a check-in needs the delete right on Cancel check-in (the manager's).</p>
      )}
      <p className="form-text mt-2">{`The stay is kept, marked cancelled; the advance (${formatMoney(advance)}) is refunded in the mode it was taken; the reservation, if any, is booked again.`}</p>
    </Form>
  );
}

/**
 * Cancel check-in (/frontoffice/fo-cancel-checkin): on the arrival's hotel date, with a reason, refunding the advance.
 * Once cancelled the stay leaves the occupied rooms: the room is unchosen and what was done stays on screen.
 */
export function CancelCheckinScreen() {
  const { choose } = useChosenStay();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      {done && (
        <Alert variant="success" className="m-2" role="status">
          {done}
        </Alert>
      )}
      <OccupiedRoomScreen title="Cancel check-in" filter={(stay) => stay.status === 'IN_HOUSE'}>
        {(stay) => (
          <CancelCheckin
            key={stay.stayNo}
            stayNo={stay.stayNo}
            onDone={(text) => {
              setDone(text);
              choose(null);
            }}
          />
        )}
      </OccupiedRoomScreen>
    </>
  );
}
